import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EVENT_TEXTS } from '../widgets/elements.docs.ts'
import { COMMON_ATTRIBUTES, ELEMENTS } from '../widgets/elements.ts'
import { manifestProblems } from './custom-elements-manifest.ts'
import {
  classNameIn,
  customElementsManifest,
  htmlCustomData,
  type KitInput,
  kitFiles,
  markdownTable,
  registryInput,
  sizesPage,
} from './elements-kit.ts'

const root = join(import.meta.dirname, '..')
const input = registryInput(root)
const manifest = customElementsManifest(input)
const packageDir = join(root, 'packages', 'elements')
const packageJson = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))

/** Every attribute name of a registry element: the common ones, then its own. */
const registryAttributes = (name: keyof typeof ELEMENTS) => [
  ...Object.keys(COMMON_ATTRIBUTES),
  ...Object.keys(ELEMENTS[name].attributes),
]

describe('custom-elements.json', () => {
  it('passes the structural check of the Custom Elements Manifest schema 2.x', () => {
    expect(manifest.schemaVersion).toMatch(/^2\.\d+\.\d+$/)
    expect(manifestProblems(JSON.parse(kitFiles(input)['custom-elements.json'] ?? ''))).toEqual([])
  })

  it("lists exactly the registry's elements, attributes and events, each element in its own bundle", () => {
    const declarations = manifest.modules.flatMap((module) =>
      module.declarations.map((declaration) => ({ path: module.path, declaration })),
    )
    expect(declarations.map(({ declaration }) => declaration.tagName)).toEqual(
      Object.values(ELEMENTS).map((element) => element.tag),
    )
    for (const [name, element] of Object.entries(ELEMENTS) as [
      keyof typeof ELEMENTS,
      (typeof ELEMENTS)[keyof typeof ELEMENTS],
    ][]) {
      const found = declarations.find(({ declaration }) => declaration.tagName === element.tag)
      expect(found?.path).toBe(`dist/${name}.js`)
      expect(found?.declaration.attributes.map((attribute) => attribute.name)).toEqual(
        registryAttributes(name),
      )
      expect(found?.declaration.members.map((member) => member.name)).toEqual(
        [...Object.values(COMMON_ATTRIBUTES), ...Object.values(element.attributes)].map((def) => def.prop),
      )
      expect(found?.declaration.events.map((event) => event.name)).toEqual(Object.keys(EVENT_TEXTS))
    }
  })

  it('gives types from the attribute texts and the defaults that hold on any page', () => {
    const board = manifest.modules.find((module) => module.path === 'dist/2d-board.js')?.declarations[0]
    expect(board?.name).toBe('TwoDBoardElement')
    expect(board?.attributes.find((attribute) => attribute.name === 'screen')).toMatchObject({
      type: { text: "'live' | 'bet' | 'confirm' | 'slips-morning' | 'slips-evening'" },
      default: 'live',
    })
    expect(board?.attributes.find((attribute) => attribute.name === 'api-base')?.default).toBe('/api')
    expect(board?.attributes.find((attribute) => attribute.name === 'mode')?.type.text).toBe(
      "'frame' | 'page'",
    )
    expect(board?.events.find((event) => event.name === 'authchange')?.type.text).toBe(
      'CustomEvent<{ signedIn: boolean }>',
    )
    const wallet = manifest.modules.find((module) => module.path === 'dist/wallet.js')?.declarations[0]
    expect(wallet?.attributes.find((attribute) => attribute.name === 'screen')?.default).toBe('home')
    expect(wallet?.attributes.find((attribute) => attribute.name === 'hide-game-wallet')?.type.text).toBe(
      "'true' | 'false'",
    )
  })

  it('fails naming the element and the attribute when an attribute has no description', () => {
    const undocumented: KitInput = {
      ...input,
      elements: {
        ...input.elements,
        leaderboard: { ...ELEMENTS.leaderboard, attributes: { period: { prop: 'period', type: 'string' } } },
      },
    }
    expect(() => kitFiles(undocumented)).toThrow(
      '<shwe-leaderboard> attribute "period" has no description in widgets/elements.docs.ts',
    )
  })

  it('reports what breaks the schema', () => {
    expect(manifestProblems({ modules: [] })).toEqual(['manifest: schemaVersion is missing'])
    expect(
      manifestProblems({
        schemaVersion: '2.1.0',
        modules: [
          {
            kind: 'javascript-module',
            path: 'a.js',
            declarations: [
              { kind: 'class', customElement: true, name: 'A', tagName: 'nodash', atributes: [] },
            ],
            exports: [{ kind: 'js', name: 'B', declaration: { name: 'B' } }],
          },
        ],
      }),
    ).toEqual([
      'manifest.modules[0].declarations[0]: unknown field atributes',
      'manifest.modules[0].declarations[0].tagName: nodash is not a valid custom element name',
      'manifest.modules[0].exports[0]: B is not declared in a.js',
    ])
    expect(manifestProblems({ schemaVersion: '1.0.0', modules: [{ path: 3 }] })).toEqual([
      'manifest.modules[0]: kind is missing',
      'manifest.modules[0].path: expected a string',
      'manifest.schemaVersion: 1.0.0 is not 2.x',
    ])
  })
})

describe('the rest of the package', () => {
  it("gives VS Code the registry's tags and attributes, with the values of each list", () => {
    const data = htmlCustomData(input)
    expect(data.tags.map((tag) => tag.name)).toEqual(Object.values(ELEMENTS).map((element) => element.tag))
    for (const [name, element] of Object.entries(ELEMENTS) as [
      keyof typeof ELEMENTS,
      (typeof ELEMENTS)[keyof typeof ELEMENTS],
    ][]) {
      const tag = data.tags.find((entry) => entry.name === element.tag)
      expect(tag?.attributes.map((attribute) => attribute.name)).toEqual(registryAttributes(name))
    }
    const mode = data.tags[0]?.attributes.find((attribute) => attribute.name === 'mode')
    expect(mode?.values).toEqual([{ name: 'frame' }, { name: 'page' }])
  })

  it('has a define entry with typings for each element and one for all, and typings for each framework', () => {
    const files = kitFiles(input)
    for (const name of [...Object.keys(ELEMENTS), 'all']) {
      expect(files[`define/${name}.js`]).toBeDefined()
      expect(files[`define/${name}.d.ts`]).toBeDefined()
    }
    expect(files['define/all.js']?.match(/^import '\.\.\/[\w-]+\.js'$/gm)).toHaveLength(
      Object.keys(ELEMENTS).length,
    )
    expect(files['index.d.ts']).toContain("'shwe-2d-board': Shwe2dBoardElement")
    expect(files['react.d.ts']).toContain(
      "'shwe-app-shell': ShweReactProps<ShweAppShellElement, Omit<ShweAppShellAttributes, 'ref'> & { referral?: string }>",
    )
    expect(files['vue.d.ts']).toContain('interface GlobalComponents')
    expect(files['svelte.d.ts']).toContain('namespace svelteHTML')
    // Every file package.json names is one the build writes or copies.
    const targets = Object.values(packageJson.exports as Record<string, string | Record<string, string>>)
      .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
      .filter((target) => target.startsWith('./dist/') && !target.includes('*'))
      .map((target) => target.slice('./dist/'.length))
    expect(targets.filter((target) => !(target in files))).toEqual([])
  })

  it('reads each element class from its bundle source', () => {
    expect(classNameIn('export const TwoDBoardElement = defineWidget<P>(DEF, C, {})', 'x.ts')).toBe(
      'TwoDBoardElement',
    )
    expect(() => classNameIn('export const x = 1', 'widgets/x.element.ts')).toThrow(
      'widgets/x.element.ts exports no element made by defineWidget',
    )
  })

  it('keeps one version, in package.json, and the changelog names it first', () => {
    expect(packageJson.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
    expect(packageJson.private).toBe(false)
    const changelog = readFileSync(join(packageDir, 'CHANGELOG.md'), 'utf8')
    expect(/^## (\S+)/m.exec(changelog)?.[1]).toBe(packageJson.version)
  })

  it('writes the sizes page as a markdown table, one row an element', () => {
    const page = sizesPage(
      { leaderboard: ELEMENTS.leaderboard },
      { shared: 46_190, own: { leaderboard: 1_670 } },
    )
    expect(page).toContain('The code every element shares is 46.19 kB')
    expect(page).toContain('| `<shwe-leaderboard>` | `define/leaderboard` | 1.67 kB      |')
    expect(markdownTable(['a', 'bb'], [['ccc', 'd']])).toBe('| a   | bb  |\n| --- | --- |\n| ccc | d   |')
  })
})
