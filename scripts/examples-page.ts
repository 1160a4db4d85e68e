/**
 * `npm run build:examples`, after the widget build: writes `dist/examples/index.html`, the reference page of the
 * elements served at `/examples/`. Everything on it comes from the element definitions (`widgets/elements.ts`),
 * their texts (`widgets/elements.docs.ts`), the built bundles (`dist/widgets`, sized as `scripts/size.ts` does:
 * gzip -9 of the static import graph, split into each element's own code and the code the elements share) and
 * the example pages (`examples/*.html`, by their `<title>`), so the page cannot drift from what is served.
 *
 * `renderReferencePage` is pure; the rest only runs as a script. Exits 1 when `dist/widgets` or an element's
 * bundle is missing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import {
  type AttributeText,
  COMMON_ATTRIBUTE_TEXTS,
  ELEMENT_TEXTS,
  EVENT_TEXTS,
} from '../widgets/elements.docs.ts'
import {
  type AttributeDef,
  COMMON_ATTRIBUTES,
  ELEMENTS,
  type ElementDef,
  type ElementName,
} from '../widgets/elements.ts'
import { compressedSizes, KB, splitElements } from './size-graph.ts'

/** Gzip (level 9) bytes of the element bundles. */
export interface ElementSizes {
  /** Per element name, the code it loads on top of the shared code. */
  own: Readonly<Record<string, number>>
  /** The code every element on a page shares, downloaded once however many elements the page has. */
  shared: number
}

export interface ExamplePage {
  /** File name in `examples/`, e.g. `partner-2d.html`. */
  file: string
  title: string
}

export interface ElementText {
  summary: string
  attributes: Readonly<Record<string, AttributeText>>
}

export interface ReferenceInput {
  elements: Readonly<Record<string, ElementDef>>
  commonAttributes: Readonly<Record<string, AttributeDef>>
  texts: Readonly<Record<string, ElementText>>
  commonTexts: Readonly<Record<string, AttributeText>>
  events: Readonly<Record<string, { detail: string; doc: string }>>
  sizes: ElementSizes
  examples: readonly ExamplePage[]
}

/** Where partners load the elements from, in the snippets. */
export const HOST_PLACEHOLDER = 'https://YOUR-SHWE-HOST'

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe for HTML content and quoted attribute values. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c)

const code = (text: string) => `<code>${escapeHtml(text)}</code>`

/** `12345` bytes → `12.35 kB` (1 kB = 1000 bytes, as `scripts/size.ts` counts). */
export const formatKb = (bytes: number): string => `${(bytes / KB).toFixed(2)} kB`

const STYLE = `
      :root {
        color-scheme: light;
      }
      body {
        margin: 0;
        background: #ffffff;
        color: #1b1f24;
        font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif;
      }
      main {
        max-width: 70rem;
        margin: 0 auto;
        padding: 1.5rem 1rem 4rem;
      }
      a {
        color: #0645ad;
      }
      code,
      pre {
        font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
        font-size: 0.9em;
      }
      pre {
        background: #f3f4f6;
        border: 1px solid #c9d1d9;
        border-radius: 6px;
        padding: 0.75rem;
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
      table {
        border-collapse: collapse;
        width: 100%;
        margin: 0.5rem 0 1rem;
      }
      caption {
        text-align: left;
        font-weight: 600;
        padding: 0.25rem 0;
      }
      th,
      td {
        border: 1px solid #c9d1d9;
        padding: 0.4rem 0.6rem;
        text-align: left;
        vertical-align: top;
        overflow-wrap: anywhere;
      }
      thead th {
        background: #f3f4f6;
      }
      dl {
        display: grid;
        grid-template-columns: max-content 1fr;
        gap: 0.25rem 1rem;
      }
      dt {
        font-weight: 600;
      }
      dd {
        margin: 0;
      }
      .element {
        border-top: 1px solid #c9d1d9;
        margin-top: 2.5rem;
      }
      .demo {
        border: 2px solid #57606a;
        border-radius: 8px;
        padding: 1rem;
        background: #ffffff;
      }
      .screens {
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1rem;
        padding-left: 1.25rem;
      }`

function attributeRow(
  name: string,
  def: AttributeDef,
  text: AttributeText | undefined,
  owner: string,
): string {
  if (!text) throw new Error(`${owner}: attribute ${name} has no text in widgets/elements.docs.ts`)
  const values = text.values?.length ? text.values.map(code).join(', ') : 'any'
  return `            <tr>
              <th scope="row">${code(name)}</th>
              <td>${escapeHtml(def.type)}</td>
              <td>${values}</td>
              <td>${escapeHtml(text.doc)}</td>
            </tr>`
}

function elementSection(name: string, element: ElementDef, input: ReferenceInput): string {
  const text = input.texts[name]
  if (!text) throw new Error(`element ${name} has no text in widgets/elements.docs.ts`)
  const { tag } = element
  // Tags and names go into markup and URLs as they are.
  if (!/^shwe-[a-z0-9-]+$/.test(tag)) throw new Error(`element ${name}: ${tag} is not a valid tag`)
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`element ${name}: not a valid bundle name`)
  const headingId = `${name}-title`
  const rows = [
    ...Object.entries(input.commonAttributes).map(([attr, def]) =>
      attributeRow(attr, def, input.commonTexts[attr], 'common attributes'),
    ),
    ...Object.entries(element.attributes).map(([attr, def]) =>
      attributeRow(attr, def, text.attributes[attr], name),
    ),
  ]
  const screens = 'screen' in element.attributes ? [...(text.attributes.screen?.values ?? [])] : []
  const own = input.sizes.own[name]
  const bundle = `/widgets/${name}.js`
  const signsIn = element.signsIn
    ? 'Yes: it uses the player’s session (signs in or moves money), so it runs in frame mode by default on other origins (a page whose origin is not the Shwe API’s); <code>mode="page"</code> runs it in the page.'
    : 'No: it runs in page mode by default.'
  const snippet = [
    `<script type="module" src="${HOST_PLACEHOLDER}/widgets/${name}.js"></script>`,
    `<${tag} api-base="${HOST_PLACEHOLDER}/api"${screens[0] ? ` screen="${screens[0]}"` : ''}></${tag}>`,
  ].join('\n')
  const screensPart = screens.length
    ? `
        <h3>Screens</h3>
        <p>The values of its ${code('screen')} attribute, in the order of the route table:</p>
        <ul class="screens">
${screens.map((screen) => `          <li>${code(screen)}</li>`).join('\n')}
        </ul>`
    : ''
  return `      <section class="element" id="${escapeHtml(name)}" aria-labelledby="${escapeHtml(headingId)}">
        <h2 id="${escapeHtml(headingId)}">${code(`<${tag}>`)}</h2>
        <p>${escapeHtml(text.summary)}</p>
        <dl>
          <dt>Tag</dt>
          <dd>${code(tag)}</dd>
          <dt>Signs in</dt>
          <dd>${signsIn}</dd>
          <dt>Bundle</dt>
          <dd>${code(bundle)}: ${own === undefined ? 'size unknown' : `${escapeHtml(formatKb(own))} gzip of its own code`}, plus ${escapeHtml(formatKb(input.sizes.shared))} gzip of code shared with the other elements (loaded once per page)</dd>
        </dl>
        <h3>Attributes</h3>
${table(`Attributes of ${code(tag)}: the common ones, then its own`, ['Attribute', 'Type', 'Values', 'Description'], rows)}${screensPart}
        <h3>Snippet</h3>
        <p>Paste into a partner page, with your Shwe host:</p>
        <pre><code>${escapeHtml(snippet)}</code></pre>
        <h3>Live demo</h3>
        <div class="demo">
          <${tag} api-base="/api"${DEMO_ATTRIBUTES[name as ElementName] ?? ''}></${tag}>
        </div>
      </section>`
}

const CSP_SECTION = `      <section id="csp" aria-labelledby="csp-title">
        <h2 id="csp-title">Content-Security-Policy for partner pages</h2>
        <p>
          A partner page with a Content-Security-Policy adds these sources to the ones it already allows
          (${code(HOST_PLACEHOLDER)} stands for the Shwe host):
        </p>
        <ul>
          <li>
            ${code('script-src')} and ${code('frame-src')}: the Shwe host, for every element (the bundles, and the
            frames of elements in frame mode).
          </li>
          <li>
            ${code('connect-src')}, ${code('img-src')}, ${code('media-src')} and ${code('font-src')}: the Shwe host,
            when an element runs in page mode (it calls the API and loads images, videos and fonts itself).
          </li>
          <li>
            ${code("style-src 'unsafe-inline'")}: only when an element runs in page mode. Elements write their
            styles into ${code('<style>')} tags in their shadow roots; elements in frame mode need no inline
            style.
          </li>
          <li>Never ${code("'unsafe-eval'")}: no element needs it.</li>
        </ul>
        <p>Only elements in frame mode:</p>
        <pre><code>${escapeHtml(`Content-Security-Policy: script-src ${HOST_PLACEHOLDER}; frame-src ${HOST_PLACEHOLDER}`)}</code></pre>
        <p>With an element in page mode:</p>
        <pre><code>${escapeHtml(
          `Content-Security-Policy: script-src ${HOST_PLACEHOLDER}; frame-src ${HOST_PLACEHOLDER}; connect-src ${HOST_PLACEHOLDER}; img-src ${HOST_PLACEHOLDER}; media-src ${HOST_PLACEHOLDER}; font-src ${HOST_PLACEHOLDER}; style-src 'unsafe-inline'`,
        )}</code></pre>
      </section>`

function eventsSection(events: ReferenceInput['events']): string {
  const rows = Object.entries(events).map(
    ([name, event]) => `            <tr>
              <th scope="row">${code(name)}</th>
              <td>${code(event.detail)}</td>
              <td>${escapeHtml(event.doc)}</td>
            </tr>`,
  )
  return `      <section id="events" aria-labelledby="events-title">
        <h2 id="events-title">Events</h2>
        <p>
          Every element dispatches these on itself; they bubble and cross shadow roots, so the page can listen on
          ${code('document')}.
        </p>
${table('Events of the Shwe elements', ['Event', code('detail'), 'Description'], rows)}
      </section>`
}

/** A table of the reference: its caption and column headings (HTML), and its rows (`<tr>` elements). */
function table(caption: string, headings: string[], rows: string[]): string {
  return `        <table>
          <caption>${caption}</caption>
          <thead>
            <tr>
${headings.map((heading) => `              <th scope="col">${heading}</th>`).join('\n')}
            </tr>
          </thead>
          <tbody>
${rows.join('\n')}
          </tbody>
        </table>`
}

function examplesSection(examples: readonly ExamplePage[]): string {
  const items = examples.map(
    ({ file, title }) =>
      `          <li><a href="/examples/${escapeHtml(encodeURIComponent(file))}">${escapeHtml(title)}</a> (${code(file)})</li>`,
  )
  return `      <section id="example-pages" aria-labelledby="example-pages-title">
        <h2 id="example-pages-title">Example pages</h2>
        <p>Pages a partner or an affiliate would write, each loading its elements from ${code('/widgets/')}:</p>
        <ul>
${items.join('\n')}
        </ul>
      </section>`
}

/** The reference page of the elements (`/examples/`), as one HTML document. */
/** Live demos that should not open on their first screen: the catalogue's home opens the popup ad over the page. */
const DEMO_ATTRIBUTES: Partial<Record<ElementName, string>> = { catalogue: ' screen="games"' }

export function renderReferencePage(input: ReferenceInput): string {
  const names = Object.keys(input.elements)
  const elements = Object.entries(input.elements)
  const scripts = names.map(
    (name) => `    <script type="module" src="/widgets/${escapeHtml(encodeURIComponent(name))}.js"></script>`,
  )
  const contents = [
    `<li><a href="#csp">Content-Security-Policy for partner pages</a></li>`,
    ...elements.map(
      ([name, element]) => `<li><a href="#${escapeHtml(name)}">${code(`<${element.tag}>`)}</a></li>`,
    ),
    `<li><a href="#events">Events</a></li>`,
    `<li><a href="#example-pages">Example pages</a></li>`,
  ]
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Reference of the Shwe custom elements: attributes, screens, events, bundle sizes and the Content-Security-Policy a partner page needs." />
    <title>Shwe elements</title>
${scripts.join('\n')}
    <style>${STYLE}
    </style>
  </head>
  <body>
    <main>
      <h1>Shwe elements</h1>
      <p>
        Each Shwe element is a custom element: a partner page loads its bundle with one module script from
        ${code('/widgets/')} and places the tag where it should appear. Attributes set it up; events tell the page
        what happened inside it. Elements loaded together share their common code, downloaded once per page.
      </p>
      <p>
        This page is generated by the build from the element definitions and the built bundles, so it shows
        what is served. Each element below runs live against this server.
      </p>
      <nav aria-label="Contents">
        <ul>
${contents.map((item) => `          ${item}`).join('\n')}
        </ul>
      </nav>
${CSP_SECTION}
${elements.map(([name, element]) => elementSection(name, element, input)).join('\n')}
${eventsSection(input.events)}
${examplesSection(input.examples)}
    </main>
  </body>
</html>
`
}

const TITLE_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' }

/** The text of a page's `<title>`, entities decoded and whitespace collapsed; undefined without one. */
export function pageTitle(html: string): string | undefined {
  const raw = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html.replace(/<!--[\s\S]*?-->/g, ''))?.[1]
  if (raw === undefined) return undefined
  const text = raw
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
      if (entity[0] !== '#') return TITLE_ENTITIES[entity.toLowerCase()] ?? whole
      const hex = entity[1] === 'x' || entity[1] === 'X'
      const point = hex ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
      return Number.isInteger(point) && point >= 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole
    })
    .replace(/\s+/g, ' ')
    .trim()
  return text || undefined
}

/** The example pages of `dir` (its `*.html` but the index), sorted by file name, each with its title. */
export function readExamplePages(dir: string): ExamplePage[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.html') && file !== 'index.html' && !file.startsWith('.'))
    .sort()
    .map((file) => ({ file, title: pageTitle(readFileSync(join(dir, file), 'utf8')) ?? file }))
}

/** Gzip sizes of the built elements, split as `scripts/size.ts` splits them; throws when a bundle is missing. */
export function measureElements(widgetsDir: string, names: readonly string[]): ElementSizes {
  const split = splitElements(widgetsDir)
  const gzipOf = (files: string[]) =>
    files.reduce((total, file) => total + compressedSizes(readFileSync(file)).gzip, 0)
  const own: Record<string, number> = {}
  const missing: string[] = []
  for (const name of names) {
    const entry = split.entries.find((e) => e.entry === `${name}.js`)
    if (entry) own[name] = gzipOf(entry.own)
    else missing.push(`${name}.js`)
  }
  if (missing.length > 0) {
    throw new Error(`${relative(process.cwd(), widgetsDir) || widgetsDir} has no ${missing.join(', ')}`)
  }
  return { own, shared: gzipOf(split.shared) }
}

if (import.meta.main) {
  const root = join(import.meta.dirname, '..')
  const widgetsDir = join(root, 'dist', 'widgets')
  const outDir = join(root, 'dist', 'examples')
  if (!existsSync(widgetsDir)) {
    console.error('✗ dist/widgets is missing: run npm run build:widgets (or npm run build) first.')
    process.exit(1)
  }
  let sizes: ElementSizes
  try {
    sizes = measureElements(widgetsDir, Object.keys(ELEMENTS))
  } catch (error) {
    console.error(`✗ ${(error as Error).message}: run npm run build:widgets (or npm run build) again.`)
    process.exit(1)
  }
  const examples = readExamplePages(join(root, 'examples'))
  const html = renderReferencePage({
    elements: ELEMENTS,
    commonAttributes: COMMON_ATTRIBUTES,
    texts: ELEMENT_TEXTS,
    commonTexts: COMMON_ATTRIBUTE_TEXTS,
    events: EVENT_TEXTS,
    sizes,
    examples,
  })
  mkdirSync(outDir, { recursive: true })
  writeFileSync(join(outDir, 'index.html'), html)
  console.log(
    `Wrote dist/examples/index.html: ${Object.keys(ELEMENTS).length} elements, ${examples.length} example pages.`,
  )
}
