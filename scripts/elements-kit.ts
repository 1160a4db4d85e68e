/**
 * `npm run build:kit`, after the widget build: fills `packages/elements/dist`, the partners' package
 * `@shwe/elements`, from the element registry (`widgets/elements.ts`), its texts (`widgets/elements.docs.ts`) and
 * the built bundles (`dist/widgets`):
 *
 * - the element bundles, their chunks and fonts, byte for byte as the server serves them under `/widgets/`;
 * - `index.js` (every element, with its class) and `define/<name>.js`, `define/all.js` (register only);
 * - TypeScript declarations: each element's interface in `HTMLElementTagNameMap`, its attributes, properties and
 *   events' `detail`, and JSX typings for React 19, Vue 3 (`GlobalComponents`) and Svelte 5 (`svelteHTML`);
 * - `custom-elements.json` (Custom Elements Manifest, schema 2.1.0) and VS Code's `html-custom-data.json`;
 * - `SIZES.md`, each element's size as this build made it (the README points to it, so that it never goes stale).
 *
 * `kitFiles` and `customElementsManifest` are pure; an attribute without a text in `elements.docs.ts` throws,
 * naming the element and the attribute, and so fails the build. Exits 1 when `dist/widgets` is missing.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'
import { ELEMENTS as ENTRY_SOURCES } from '../vite.lib.config.ts'
import {
  type AttributeText,
  COMMON_ATTRIBUTE_TEXTS,
  ELEMENT_TEXTS,
  EVENT_TEXTS,
} from '../widgets/elements.docs.ts'
import { type AttributeDef, COMMON_ATTRIBUTES, ELEMENTS, type ElementDef } from '../widgets/elements.ts'
import { type ElementSizes, formatKb, measureElements } from './examples-page.ts'

export interface KitInput {
  elements: Readonly<Record<string, ElementDef>>
  commonAttributes: Readonly<Record<string, AttributeDef>>
  texts: Readonly<Record<string, { summary: string; attributes: Readonly<Record<string, AttributeText>> }>>
  commonTexts: Readonly<Record<string, AttributeText>>
  events: Readonly<Record<string, { detail: string; doc: string }>>
  /** The class each element's bundle exports, by element name (`TwoDBoardElement`). */
  classNames: Readonly<Record<string, string>>
}

/** One attribute of one element, as the kit describes it. */
export interface KitAttribute {
  name: string
  /** The property it sets (`hide-game-wallet` → `hideGameWallet`). */
  prop: string
  type: AttributeDef['type']
  doc: string
  values?: readonly string[]
  /** The value the element takes without the attribute, when there is one that does not depend on the page. */
  defaultValue?: string
}

/** Defaults that hold whatever the page: the API on the page's own origin, a flag off, an area's first screen. */
const FIXED_DEFAULTS: Record<string, string> = { 'api-base': '/api', 'hide-game-wallet': 'false' }

/** Every attribute of element `name`, the common ones first; throws for an attribute without a text. */
export function attributesOf(input: KitInput, name: string): KitAttribute[] {
  const element = input.elements[name]
  const texts = input.texts[name]
  if (!element) throw new Error(`element ${name} is not in widgets/elements.ts`)
  if (!texts) throw new Error(`<shwe-${name}> has no texts in widgets/elements.docs.ts`)
  const describe = (attribute: string, def: AttributeDef, text: AttributeText | undefined): KitAttribute => {
    if (!text?.doc) {
      throw new Error(
        `<${element.tag}> attribute "${attribute}" has no description in widgets/elements.docs.ts`,
      )
    }
    const defaultValue =
      attribute === 'screen' ? (element.firstScreen ?? text.values?.[0]) : FIXED_DEFAULTS[attribute]
    return {
      name: attribute,
      prop: def.prop,
      type: def.type,
      doc: text.doc,
      ...(text.values?.length ? { values: text.values } : {}),
      ...(defaultValue === undefined ? {} : { defaultValue }),
    }
  }
  return [
    ...Object.entries(input.commonAttributes).map(([attribute, def]) =>
      describe(attribute, def, input.commonTexts[attribute]),
    ),
    ...Object.entries(element.attributes).map(([attribute, def]) =>
      describe(attribute, def, texts.attributes[attribute]),
    ),
  ]
}

const quote = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`

/** The TypeScript type of an attribute as written in markup (always text). */
function attributeTypeText(attribute: KitAttribute): string {
  if (attribute.values) return attribute.values.map(quote).join(' | ')
  if (attribute.type === 'boolean') return "'true' | 'false'"
  return 'string'
}

/** The TypeScript type of the property an attribute sets. */
function propertyTypeText(attribute: KitAttribute): string {
  if (attribute.values) return attribute.values.map(quote).join(' | ')
  switch (attribute.type) {
    case 'boolean':
      return 'boolean'
    case 'number':
      return 'number'
    case 'json':
      return 'unknown'
    default:
      return 'string'
  }
}

/** `shwe-2d-board` → `Shwe2dBoard`: the stem of the element's type names. */
export const typeStem = (tag: string): string =>
  tag
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')

/** `languagechange` → `ShweLanguagechangeEvent`. */
const eventTypeName = (event: string) => `Shwe${event.charAt(0).toUpperCase()}${event.slice(1)}Event`

const MANIFEST_MODULE = (name: string) => `dist/${name}.js`

/** The Custom Elements Manifest (schema 2.1.0) of the package: one module per element bundle. */
export function customElementsManifest(input: KitInput) {
  const events = Object.entries(input.events).map(([name, event]) => ({
    name,
    type: { text: `CustomEvent<${event.detail}>` },
    description: `${event.doc} Bubbles and crosses shadow roots.`,
  }))
  return {
    schemaVersion: '2.1.0',
    modules: Object.entries(input.elements).map(([name, element]) => {
      const className = input.classNames[name]
      if (!className) throw new Error(`element ${name}: its bundle exports no element class`)
      const attributes = attributesOf(input, name)
      const summary = input.texts[name]?.summary ?? ''
      const path = MANIFEST_MODULE(name)
      return {
        kind: 'javascript-module',
        path,
        declarations: [
          {
            kind: 'class',
            customElement: true,
            name: className,
            tagName: element.tag,
            summary,
            description: `${summary} ${
              element.signsIn
                ? 'It signs the player in or moves money: on a page whose origin is not the API’s it runs in frame mode unless told mode="page".'
                : 'It needs no sign-in and runs in the page.'
            } Attributes are text: write hide-game-wallet="true", not a bare attribute; removing an attribute keeps the last value.`,
            superclass: { name: 'HTMLElement', package: 'global:' },
            attributes: attributes.map((attribute) => ({
              name: attribute.name,
              type: { text: attributeTypeText(attribute) },
              ...(attribute.defaultValue === undefined ? {} : { default: attribute.defaultValue }),
              description: attribute.doc,
              fieldName: attribute.prop,
            })),
            members: attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.prop,
              type: { text: `${propertyTypeText(attribute)} | undefined` },
              description: `${attribute.doc} Setting it writes the attribute ${attribute.name}.`,
              attribute: attribute.name,
              reflects: true,
            })),
            events,
            slots: [],
            cssParts: [],
            cssProperties: [],
          },
        ],
        exports: [
          { kind: 'js', name: className, declaration: { name: className, module: path } },
          {
            kind: 'custom-element-definition',
            name: element.tag,
            declaration: { name: className, module: path },
          },
        ],
      }
    }),
  }
}

/** VS Code's HTML custom data (version 1.1): tags, their attributes and values, for completion and hovers. */
export function htmlCustomData(input: KitInput) {
  return {
    version: 1.1,
    tags: Object.entries(input.elements).map(([name, element]) => ({
      name: element.tag,
      description: input.texts[name]?.summary ?? '',
      attributes: attributesOf(input, name).map((attribute) => ({
        name: attribute.name,
        description: attribute.defaultValue
          ? `${attribute.doc} Default: ${attribute.defaultValue}.`
          : attribute.doc,
        ...(attribute.values
          ? { values: attribute.values.map((value) => ({ name: value })) }
          : attribute.type === 'boolean'
            ? { values: [{ name: 'true' }, { name: 'false' }] }
            : {}),
      })),
    })),
  }
}

const docComment = (text: string, indent = '') =>
  `${indent}/** ${text.replaceAll('*/', '*\\/').replaceAll('\n', ' ')} */`

const HEADER = '// @shwe/elements: generated from the element registry by the Shwe build. Do not edit.\n'

/** Attribute names JSX frameworks keep for themselves (React's and Vue's `ref`, `key`). */
const RESERVED_IN_JSX = new Set(['ref', 'key'])

/**
 * The type of element `name`'s attributes in a JSX framework: its `…Attributes`, with an attribute whose name the
 * framework keeps for itself (`ref`) replaced by the element's property of the same meaning (`referral`), which
 * the framework sets as a property.
 */
function jsxAttributesType(input: KitInput, name: string): string {
  const tag = input.elements[name]?.tag ?? ''
  const base = `${typeStem(tag)}Attributes`
  const reserved = attributesOf(input, name).filter((attribute) => RESERVED_IN_JSX.has(attribute.name))
  if (reserved.length === 0) return base
  const omitted = reserved.map((attribute) => quote(attribute.name)).join(' | ')
  const properties = reserved.map((attribute) => `${attribute.prop}?: ${propertyTypeText(attribute)}`)
  return `Omit<${base}, ${omitted}> & { ${properties.join('; ')} }`
}

/** `index.d.ts`: every element's interface, attributes, events and class; the tag name map. */
function indexDeclarations(input: KitInput): string {
  const eventTypes = Object.entries(input.events).map(
    ([name, event]) =>
      `${docComment(event.doc)}\nexport type ${eventTypeName(name)} = CustomEvent<${event.detail}>`,
  )
  const eventMap = Object.keys(input.events).map((name) => `  ${name}: ${eventTypeName(name)}`)
  const elements = Object.entries(input.elements).map(([name, element]) => {
    const stem = typeStem(element.tag)
    const own = attributesOf(input, name).slice(Object.keys(input.commonAttributes).length)
    const properties = own.map(
      (attribute) =>
        `${docComment(attribute.doc, '  ')}\n  ${attribute.prop}: ${propertyTypeText(attribute)} | undefined`,
    )
    const attributes = attributesOf(input, name).map(
      (attribute) =>
        `${docComment(attribute.defaultValue ? `${attribute.doc} Default: ${attribute.defaultValue}.` : attribute.doc, '  ')}\n  ${quote(attribute.name)}?: ${attributeTypeText(attribute)}`,
    )
    return `${docComment(`<${element.tag}>: ${input.texts[name]?.summary ?? ''}`)}
export interface ${stem}Element extends ShweElement {
${properties.join('\n')}
}

/** The attributes of <${element.tag}>, as written in markup. */
export interface ${stem}Attributes {
${attributes.join('\n')}
}

${docComment(`The class of <${element.tag}>; undefined where there is no \`customElements\` (a server render).`)}
export declare const ${input.classNames[name]}: { new (): ${stem}Element; readonly prototype: ${stem}Element } | undefined`
  })
  const common = Object.keys(input.commonAttributes).map((attribute) => {
    const def = attributesOf(input, Object.keys(input.elements)[0] ?? '').find((a) => a.name === attribute)
    if (!def) throw new Error(`common attribute ${attribute} is missing`)
    return `${docComment(def.doc, '  ')}\n  ${def.prop}: ${propertyTypeText(def)} | undefined`
  })
  const tagMap = Object.values(input.elements).map(
    (element) => `    ${quote(element.tag)}: ${typeStem(element.tag)}Element`,
  )
  return `${HEADER}
${eventTypes.join('\n\n')}

/** The events a Shwe element dispatches on itself, by type (they bubble and cross shadow roots). */
export interface ShweElementEventMap extends HTMLElementEventMap {
${eventMap.join('\n')}
}

/** What every Shwe element has: the common attributes' properties and typed event listeners. */
export interface ShweElement extends HTMLElement {
${common.join('\n')}
  addEventListener<K extends keyof ShweElementEventMap>(
    type: K,
    listener: (this: this, event: ShweElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void
  removeEventListener<K extends keyof ShweElementEventMap>(
    type: K,
    listener: (this: this, event: ShweElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void
}

/** Handlers of the Shwe events as JSX props: \`on\` and the event's type, as React 19 and Svelte 5 take them. */
export interface ShweEventProps {
${Object.keys(input.events)
  .map((event) => `  on${event}?: (event: ${eventTypeName(event)}) => void`)
  .join('\n')}
}

${elements.join('\n\n')}

/** Every Shwe element by tag, with its attributes. */
export interface ShweElementAttributes {
${Object.values(input.elements)
  .map((element) => `  ${quote(element.tag)}: ${typeStem(element.tag)}Attributes`)
  .join('\n')}
}

declare global {
  interface HTMLElementTagNameMap {
${tagMap.join('\n')}
  }
}
`
}

/** `react.d.ts`: the elements in React 19's \`JSX.IntrinsicElements\`, with attributes and \`on<event>\` handlers. */
function reactDeclarations(input: KitInput): string {
  const tags = Object.entries(input.elements).map(
    ([name, element]) =>
      `      ${quote(element.tag)}: ShweReactProps<${typeStem(element.tag)}Element, ${jsxAttributesType(input, name)}>`,
  )
  return `${HEADER}import type { HTMLAttributes, Key, Ref } from 'react'
import type { ${Object.values(input.elements)
    .flatMap((element) => [`${typeStem(element.tag)}Attributes`, `${typeStem(element.tag)}Element`])
    .join(', ')}, ShweEventProps } from './index.js'

/** A Shwe element's props in React: its attributes (text), \`on<event>\` handlers, and what any element takes. */
export type ShweReactProps<E extends HTMLElement, A> = Omit<HTMLAttributes<E>, keyof A> &
  A &
  ShweEventProps & { class?: string; key?: Key | null; ref?: Ref<E> }

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${tags.join('\n')}
    }
  }
}
`
}

/**
 * An attribute as a Vue template binds it: Vue's language tools name it by its property (`:api-base` →
 * `apiBase`), and a value may be the attribute's text or the property's value.
 */
function vueProp(attribute: KitAttribute): string {
  const types = new Set([
    ...attributeTypeText(attribute).split(' | '),
    ...propertyTypeText(attribute).split(' | '),
  ])
  return `${docComment(attribute.doc, '      ')}\n      ${attribute.prop}?: ${[...types].join(' | ')}`
}

/** `vue.d.ts`: the elements in Vue's \`GlobalComponents\`, for vue-tsc and the Vue language tools. */
function vueDeclarations(input: KitInput): string {
  const tags = Object.entries(input.elements).map(([name, element]) => {
    const stem = typeStem(element.tag)
    return `    ${quote(element.tag)}: ShweVueElement<
      ${stem}Element,
      {
${attributesOf(input, name).map(vueProp).join('\n')}
      }
    >`
  })
  const events = Object.keys(input.events).map(
    (event) =>
      `  on${event.charAt(0).toUpperCase()}${event.slice(1)}?: (event: ShweElementEventMap[${quote(event)}]) => void`,
  )
  return `${HEADER}import type { AllowedComponentProps, VNodeProps } from 'vue'
import type { ${Object.values(input.elements)
    .map((element) => `${typeStem(element.tag)}Element`)
    .join(', ')}, ShweElementEventMap } from './index.js'

/** Handlers of the Shwe events in Vue templates (\`@navigate\`, \`@authchange\`, \`@languagechange\`). */
export interface ShweVueEvents {
${events.join('\n')}
}

/** A Shwe element as a component type of Vue's language tools: its attributes and events as props. */
export type ShweVueElement<E extends HTMLElement, P> = new () => {
  $props: P & ShweVueEvents & AllowedComponentProps & VNodeProps & { id?: string }
  $el: E
}

declare module 'vue' {
  interface GlobalComponents {
${tags.join('\n')}
  }
}
`
}

/** `svelte.d.ts`: the elements in Svelte 5's \`svelteHTML.IntrinsicElements\`. */
function svelteDeclarations(input: KitInput): string {
  const tags = Object.entries(input.elements).map(
    ([name, element]) =>
      `      ${quote(element.tag)}: HTMLAttributes<${typeStem(element.tag)}Element> & ${jsxAttributesType(input, name)} & ShweEventProps`,
  )
  return `${HEADER}import type { HTMLAttributes } from 'svelte/elements'
import type { ${Object.values(input.elements)
    .flatMap((element) => [`${typeStem(element.tag)}Attributes`, `${typeStem(element.tag)}Element`])
    .join(', ')}, ShweEventProps } from './index.js'

declare global {
  namespace svelteHTML {
    interface IntrinsicElements {
${tags.join('\n')}
    }
  }
}
`
}

/** Every generated file of the package's `dist/`, by path inside it. */
export function kitFiles(input: KitInput): Record<string, string> {
  const names = Object.keys(input.elements)
  const files: Record<string, string> = {
    'custom-elements.json': `${JSON.stringify(customElementsManifest(input), null, 2)}\n`,
    'html-custom-data.json': `${JSON.stringify(htmlCustomData(input), null, 2)}\n`,
    'index.js': `${HEADER}${names.map((name) => `export { ${input.classNames[name]} } from './${name}.js'`).join('\n')}\n`,
    'index.d.ts': indexDeclarations(input),
    'define/all.js': `${HEADER}${names.map((name) => `import '../${name}.js'`).join('\n')}\n`,
    'define/all.d.ts': `${HEADER}export type { ShweElementAttributes } from '../index.js'\n`,
    'react.d.ts': reactDeclarations(input),
    'vue.d.ts': vueDeclarations(input),
    'svelte.d.ts': svelteDeclarations(input),
  }
  // The typings' entries are modules too, so that importing one for its types alone also works at run time.
  for (const framework of ['react', 'vue', 'svelte']) files[`${framework}.js`] = `${HEADER}export {}\n`
  for (const [name, element] of Object.entries(input.elements)) {
    files[`define/${name}.js`] = `${HEADER}import '../${name}.js'\n`
    files[`define/${name}.d.ts`] =
      `${HEADER}export type { ${typeStem(element.tag)}Attributes, ${typeStem(element.tag)}Element } from '../index.js'\n`
  }
  return files
}

/** The element class a bundle's source exports (`export const TwoDBoardElement = defineWidget(…)`). */
export function classNameIn(source: string, file: string): string {
  const name = /export const (\w+) = defineWidget\b/.exec(source)?.[1]
  if (!name) throw new Error(`${file} exports no element made by defineWidget`)
  return name
}

/** A markdown table with its columns padded to their widest cell, as the formatter writes tables. */
export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headings.map((heading, i) =>
    Math.max(3, heading.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, i) => (cells[i] ?? '').padEnd(width)).join(' | ')} |`
  return [line(headings), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

/** `SIZES.md`: the measured bundles as a markdown page. */
export function sizesPage(elements: Readonly<Record<string, ElementDef>>, sizes: ElementSizes): string {
  const rows = Object.entries(elements).map(([name, element]) => [
    `\`<${element.tag}>\``,
    `\`define/${name}\``,
    formatKb(sizes.own[name] ?? Number.NaN),
  ])
  return [
    '# Sizes',
    '',
    `Gzip (level 9) of what a page downloads. The code every element shares is ${formatKb(sizes.shared)}, downloaded once however many elements a page has; each element adds its own:`,
    '',
    markdownTable(['element', 'entry', 'its own code'], rows),
    '',
  ].join('\n')
}

/** The registry, its texts and the element classes, as the build reads them. */
export function registryInput(root: string): KitInput {
  const classNames = Object.fromEntries(
    Object.entries(ENTRY_SOURCES).map(([name, file]) => [
      name,
      classNameIn(readFileSync(join(root, file), 'utf8'), file),
    ]),
  )
  return {
    elements: ELEMENTS,
    commonAttributes: COMMON_ATTRIBUTES,
    texts: ELEMENT_TEXTS,
    commonTexts: COMMON_ATTRIBUTE_TEXTS,
    events: EVENT_TEXTS,
    classNames,
  }
}

/** Copies the built element bundles, their chunks and fonts (not the precompressed copies, not the frame page's entry). */
function copyBundles(widgetsDir: string, outDir: string, names: readonly string[]): number {
  let count = 0
  const copy = (from: string, to: string) => {
    mkdirSync(dirname(to), { recursive: true })
    copyFileSync(from, to)
    count += 1
  }
  for (const name of names) copy(join(widgetsDir, `${name}.js`), join(outDir, `${name}.js`))
  for (const folder of ['chunks', 'fonts']) {
    for (const file of readdirSync(join(widgetsDir, folder))) {
      if (file.endsWith('.br') || file.endsWith('.gz') || file.startsWith('.')) continue
      copy(join(widgetsDir, folder, file), join(outDir, folder, file))
    }
  }
  return count
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  const widgetsDir = join(root, 'dist', 'widgets')
  const packageDir = join(root, 'packages', 'elements')
  const outDir = join(packageDir, 'dist')
  if (!existsSync(widgetsDir)) {
    console.error('✗ dist/widgets is missing: run npm run build:widgets (or npm run build) first.')
    process.exit(1)
  }
  try {
    const input = registryInput(root)
    const names = Object.keys(input.elements)
    const files = kitFiles(input)
    rmSync(outDir, { recursive: true, force: true })
    const copied = copyBundles(widgetsDir, outDir, names)
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(outDir, path)), { recursive: true })
      writeFileSync(join(outDir, path), text)
    }
    writeFileSync(join(outDir, 'SIZES.md'), sizesPage(input.elements, measureElements(widgetsDir, names)))
    const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'))
    console.log(
      `Wrote packages/elements/dist: @shwe/elements ${version}, ${names.length} elements, ${copied} bundle files, ${Object.keys(files).length} generated files.`,
    )
  } catch (error) {
    console.error(`✗ ${(error as Error).message}`)
    process.exit(1)
  }
}
