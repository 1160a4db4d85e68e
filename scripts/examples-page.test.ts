import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { COMMON_ATTRIBUTE_TEXTS, ELEMENT_TEXTS, EVENT_TEXTS } from '../widgets/elements.docs.ts'
import { COMMON_ATTRIBUTES, ELEMENTS } from '../widgets/elements.ts'
import {
  escapeHtml,
  formatKb,
  measureElements,
  pageTitle,
  type ReferenceInput,
  readExamplePages,
  renderReferencePage,
} from './examples-page.ts'

const names = Object.keys(ELEMENTS)

/** Fake sizes, different per element, so each one can be found on the page. */
const SIZES = {
  own: Object.fromEntries(names.map((name, i) => [name, 1000 + 111 * (i + 1)])),
  shared: 43_210,
}

const EXAMPLES = [
  { file: 'affiliate-leaderboard.html', title: 'Big winners this month' },
  { file: 'partner-2d.html', title: "Today's 2D live result | Golden Lotus News" },
]

const input = (overrides: Partial<ReferenceInput> = {}): ReferenceInput => ({
  elements: ELEMENTS,
  commonAttributes: COMMON_ATTRIBUTES,
  texts: ELEMENT_TEXTS,
  commonTexts: COMMON_ATTRIBUTE_TEXTS,
  events: EVENT_TEXTS,
  sizes: SIZES,
  examples: EXAMPLES,
  ...overrides,
})

/** The section of one element, from its start tag to the next `</section>`. */
function sectionOf(html: string, name: string): string {
  const start = html.indexOf(`<section class="element" id="${name}"`)
  expect(start, name).toBeGreaterThan(-1)
  return html.slice(start, html.indexOf('</section>', start))
}

describe('renderReferencePage', () => {
  const html = renderReferencePage(input())

  it('is an English page titled Shwe elements, with a main landmark and the CSP section', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
    expect(html).toContain('<title>Shwe elements</title>')
    expect(html).toContain('<h1>Shwe elements</h1>')
    expect(html.match(/<main>/g)).toHaveLength(1)
    expect(html).toContain('Content-Security-Policy for partner pages')
    for (const directive of ['script-src', 'frame-src', 'connect-src', 'img-src', 'media-src', 'font-src']) {
      expect(html).toContain(directive)
    }
    expect(html).toContain('style-src &#39;unsafe-inline&#39;')
  })

  it('has no inline scripts or style attributes: only module scripts loading each element bundle once', () => {
    expect(html).not.toMatch(/\sstyle="/)
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.map((match) => match[1])).toEqual(
      names.map((name) => ` type="module" src="/widgets/${name}.js"`),
    )
    expect(scripts.every((match) => match[2] === '')).toBe(true)
  })

  it('documents every element in ELEMENTS order, with its tag, attributes, sizes, snippet and demo', () => {
    const order = names.map((name) => html.indexOf(`<section class="element" id="${name}"`))
    expect(order.every((index) => index > -1)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    for (const [name, element] of Object.entries(ELEMENTS)) {
      const section = sectionOf(html, name)
      expect(section).toContain(`<code>${element.tag}</code>`)
      expect(section).toContain(escapeHtml(ELEMENT_TEXTS[name as keyof typeof ELEMENTS].summary))
      for (const attribute of [...Object.keys(COMMON_ATTRIBUTES), ...Object.keys(element.attributes)]) {
        expect(section, `${name} ${attribute}`).toContain(`<th scope="row"><code>${attribute}</code></th>`)
      }
      expect(section).toContain(`<code>/widgets/${name}.js</code>`)
      expect(section).toContain(`${formatKb(SIZES.own[name] as number)} gzip of its own code`)
      expect(section).toContain(`${formatKb(SIZES.shared)} gzip of code shared`)
      expect(section).toContain(
        escapeHtml(`<script type="module" src="https://YOUR-SHWE-HOST/widgets/${name}.js"></script>`),
      )
      // The catalogue's demo opens on its game list: its home would open the popup ad over the page.
      const demo = name === 'catalogue' ? ' screen="games"' : ''
      expect(section).toContain(
        `<div class="demo">\n          <${element.tag} api-base="/api"${demo}></${element.tag}>`,
      )
      expect(section.includes('frame mode by default on other origins')).toBe(element.signsIn)
    }
  })

  it('lists the screens of elements with a screen attribute, the first one in the snippet', () => {
    const wallet = sectionOf(html, 'wallet')
    const screens = ELEMENT_TEXTS.wallet.attributes.screen.values ?? []
    expect(screens.length).toBeGreaterThan(0)
    for (const screen of screens) expect(wallet).toContain(`<li><code>${screen}</code></li>`)
    expect(wallet).toContain(
      escapeHtml(`<shwe-wallet api-base="https://YOUR-SHWE-HOST/api" screen="${screens[0]}"></shwe-wallet>`),
    )
    const leaderboard = sectionOf(html, 'leaderboard')
    expect(leaderboard).not.toContain('<h3>Screens</h3>')
    expect(leaderboard).toContain(
      escapeHtml('<shwe-leaderboard api-base="https://YOUR-SHWE-HOST/api"></shwe-leaderboard>'),
    )
  })

  it('lists every event and links every example page by its title', () => {
    for (const [event, text] of Object.entries(EVENT_TEXTS)) {
      expect(html).toContain(`<th scope="row"><code>${event}</code></th>`)
      expect(html).toContain(escapeHtml(text.detail))
    }
    for (const { file, title } of EXAMPLES) {
      expect(html).toContain(`<a href="/examples/${file}">${escapeHtml(title)}</a>`)
    }
  })

  it('uses table headers with a scope, and headings without skipped levels', () => {
    expect(html).not.toMatch(/<th(?=[\s>])(?![^>]*\bscope="(?:col|row)")[^>]*>/)
    const levels = [...html.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]))
    expect(levels[0]).toBe(1)
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i] as number).toBeLessThanOrEqual((levels[i - 1] as number) + 1)
    }
  })

  it('escapes every text it is given', () => {
    const evil = '<script>alert("x")</script>'
    const page = renderReferencePage(
      input({
        texts: {
          ...ELEMENT_TEXTS,
          leaderboard: { summary: `Top ${evil} & more`, attributes: {} },
        },
        commonTexts: { ...COMMON_ATTRIBUTE_TEXTS, mode: { doc: evil, values: [`<b>frame</b>`] } },
        events: { ...EVENT_TEXTS, navigate: { detail: evil, doc: evil } },
        examples: [{ file: 'a"b.html', title: evil }],
      }),
    )
    expect(page).not.toContain(evil)
    expect(page).not.toContain('<b>frame</b>')
    expect(page).toContain('Top &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more')
    expect(page).toContain('<code>&lt;b&gt;frame&lt;/b&gt;</code>')
    expect(page).toContain('href="/examples/a%22b.html"')
  })

  it('fails on an element or attribute without text, and on a tag that is not one', () => {
    const { leaderboard: _, ...withoutLeaderboard } = ELEMENT_TEXTS
    expect(() => renderReferencePage(input({ texts: withoutLeaderboard }))).toThrow(/leaderboard/)
    const { date: __, ...winnersAttributes } = ELEMENT_TEXTS.winners.attributes
    expect(() =>
      renderReferencePage(
        input({
          texts: { ...ELEMENT_TEXTS, winners: { ...ELEMENT_TEXTS.winners, attributes: winnersAttributes } },
        }),
      ),
    ).toThrow(/winners: attribute date/)
    expect(() =>
      renderReferencePage(
        input({
          elements: { bad: { tag: 'shwe-x"><script>', signsIn: false, attributes: {} } },
          texts: { bad: { summary: 'bad', attributes: {} } },
        }),
      ),
    ).toThrow(/not a valid tag/)
  })
})

describe('pageTitle', () => {
  it('reads the title, decoding entities and collapsing whitespace', () => {
    expect(pageTitle('<head>\n  <title>\n  Today&#39;s 2D &amp; 3D\n </title>')).toBe("Today's 2D & 3D")
    expect(pageTitle('<!-- <title>no</title> --><p>none</p>')).toBeUndefined()
  })
})

describe('reading the build and the examples', () => {
  const folders: string[] = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  const folder = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'shwe-examples-page-'))
    folders.push(dir)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return dir
  }

  it('lists the example pages but the index, sorted, titled by their <title> or their name', () => {
    const dir = folder({
      'index.html': '<title>Index</title>',
      'b.html': '<title>Page B</title>',
      'a.html': '<p>no title</p>',
      'notes.txt': 'not a page',
    })
    expect(readExamplePages(dir)).toEqual([
      { file: 'a.html', title: 'a.html' },
      { file: 'b.html', title: 'Page B' },
    ])
  })

  it('splits the gzip sizes into own and shared code, and names missing bundles', () => {
    const dir = folder({
      'one.js': 'import "./chunks/shared.js"\nexport const one = 1',
      'two.js': 'import "./chunks/shared.js"\nimport "./chunks/two-only.js"\nexport const two = 2',
      'chunks/shared.js': 'export const shared = "shared code"',
      'chunks/two-only.js': 'export const mine = "only two"',
    })
    const sizes = measureElements(dir, ['one', 'two'])
    expect(sizes.shared).toBeGreaterThan(0)
    expect(sizes.own.two).toBeGreaterThan(sizes.own.one as number)
    expect(() => measureElements(dir, ['one', 'three'])).toThrow(/three\.js/)
  })
})
