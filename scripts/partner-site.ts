/**
 * A partner's site on another origin, for trying the examples as partners use them: each example page is taken
 * from the product's `/examples/`, its product addresses (`/widgets/…`, `api-base="/api"`) made absolute, and
 * served from this origin with a strict Content-Security-Policy that allows the product's origin and the
 * page's own inline blocks by hash. `npm start` runs one on port 4322; the browser tests run one (and, with
 * `hostile`, a page that attacks the elements) on a free port.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ELEMENTS } from '../widgets/elements.ts'

export interface PartnerSiteOptions {
  /** The product's origin, e.g. http://localhost:4321; a function when the product starts after this site. */
  productUrl: string | (() => string)
  port?: number
  host?: string
  /**
   * Make every page hostile (the browser tests): `* { all: unset }`, `fetch`, `attachShadow` and `postMessage`
   * traffic recorded before any element loads, CSP violations counted, and a frame from `spoofOrigin` posting
   * forged messages to the page and its frames.
   */
  hostile?: { spoofOrigin: string }
}

export interface PartnerSite {
  url: string
  close(): Promise<void>
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** The hashes of a page's inline `<script>` and `<style>` blocks, for its CSP. */
function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const blocks = html.matchAll(new RegExp(`<${tag}(?![^>]*\\bsrc=)[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))
  return [...blocks].map((match) => sha256(match[1] ?? ''))
}

/**
 * True when a page shows an element in page mode from another origin than the API's: an anonymous element
 * without `mode`, or any element with `mode="page"`. Such an element writes its styles into `<style>` tags in
 * its shadow root, which needs `style-src 'unsafe-inline'`; elements in frame mode need no inline style.
 */
export function hasPageModeElement(html: string): boolean {
  return Object.values(ELEMENTS).some((element) =>
    [...html.matchAll(new RegExp(`<${element.tag}\\b([^>]*)>`, 'g'))].some(([, attributes = '']) => {
      const mode = /\bmode="(frame|page)"/.exec(attributes)?.[1]
      return mode === 'page' || (mode === undefined && !element.signsIn)
    }),
  )
}

/**
 * The policy a careful partner sets: only its own origin and the product's, its own inline scripts by hash, no
 * `eval`; inline styles by hash too, unless the page has an element in page mode (see `hasPageModeElement`).
 */
export function partnerPolicy(html: string, product: string, extraFrames: string[] = []): string {
  const styles = hasPageModeElement(html) ? ["'unsafe-inline'"] : inlineHashes(html, 'style')
  return [
    "default-src 'self'",
    `script-src 'self' ${product} ${inlineHashes(html, 'script').join(' ')}`.trim(),
    `style-src 'self' ${product} ${styles.join(' ')}`.trim(),
    `img-src 'self' data: ${product}`,
    `media-src ${product}`,
    `font-src ${product}`,
    `connect-src ${product}`,
    `frame-src ${[product, ...extraFrames].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ')
}

/** An example page with the product's relative addresses made absolute. */
export function partnerPage(html: string, product: string): string {
  return html
    .replaceAll(/(src|href)="\/(widgets|examples)\//g, `$1="${product}/$2/`)
    .replaceAll(/api-base="\/api"/g, `api-base="${product}/api"`)
}

const HOSTILE_CSS = '* { all: unset !important; }\n'

/** Records what a hostile page can see; read by the tests from `window.__hostile`. */
const HOSTILE_JS = `
const seen = { fetches: [], shadows: 0, messages: [], violations: [], events: [] }
window.__hostile = seen
const realFetch = window.fetch
window.fetch = function (input, init) {
  const headers = new Headers(init && init.headers ? init.headers : input instanceof Request ? input.headers : undefined)
  seen.fetches.push({ url: String(input instanceof Request ? input.url : input), headers: [...headers] })
  return realFetch.apply(this, arguments)
}
const realAttach = Element.prototype.attachShadow
Element.prototype.attachShadow = function (init) {
  seen.shadows += 1
  return realAttach.call(this, init)
}
window.addEventListener('message', (event) => seen.messages.push({ origin: event.origin, data: event.data }))
for (const type of ['navigate', 'authchange', 'languagechange']) {
  document.addEventListener(type, (event) => {
    if (type === 'navigate') event.preventDefault()
    seen.events.push({ type, detail: event.detail })
  })
}
document.addEventListener('securitypolicyviolation', (event) =>
  seen.violations.push(event.violatedDirective + ' ' + event.blockedURI))
`

/** A page on a third origin that forges frame messages to the page that frames it and to that page's frames. */
export const SPOOF_PAGE = `<!doctype html><title>spoof</title><script>
const forged = [
  { channel: 'shwe-frame', v: 1, type: 'height', height: 5 },
  { channel: 'shwe-frame', v: 1, type: 'auth', signedIn: true },
  { channel: 'shwe-frame', v: 1, type: 'navigate', route: '/wallet' },
  { channel: 'shwe-frame', v: 1, type: 'language', lang: 'th' },
  { channel: 'shwe-frame', v: 1, type: 'reveal', top: 9000, height: 10 },
]
function spray() {
  for (const message of forged) {
    parent.postMessage(message, '*')
    for (let i = 0; i < parent.frames.length; i += 1) parent.frames[i].postMessage(message, '*')
  }
}
spray()
setInterval(spray, 250)
</script>`

/** A page with one element and nothing else; its query's values become the element's attributes. */
function elementPage(name: keyof typeof ELEMENTS, product: string, url: URL): string {
  const { tag } = ELEMENTS[name]
  const attributes = [...url.searchParams]
    .filter(([key]) => /^[a-z-]+$/.test(key))
    .map(([key, value]) => ` ${key}="${value.replaceAll(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`)}"`)
    .join('')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${tag} on a partner page</title>
    <script type="module" src="${product}/widgets/${name}.js"></script>
  </head>
  <body>
    <main><${tag} api-base="${product}/api"${attributes}></${tag}></main>
  </body>
</html>
`
}

/** Starts the partner site. */
export async function startPartnerSite(options: PartnerSiteOptions): Promise<PartnerSite> {
  const productOf = () =>
    new URL(typeof options.productUrl === 'string' ? options.productUrl : options.productUrl()).origin
  const server: Server = createServer(async (request, response) => {
    const product = productOf()
    const path = new URL(request.url ?? '/', 'http://partner.invalid').pathname
    const send = (status: number, type: string, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers })
      response.end(body)
    }
    if (path === '/hostile.css') return send(200, 'text/css', HOSTILE_CSS)
    if (path === '/hostile.js') return send(200, 'text/javascript', HOSTILE_JS)
    if (path === '/spoof.html') return send(200, 'text/html; charset=utf-8', SPOOF_PAGE)
    if (path === '/favicon.ico') return send(204, 'image/x-icon', '')
    let html: string
    const element = /^\/element\/([a-z0-9-]+)\.html$/.exec(path)?.[1]
    if (element) {
      if (!Object.hasOwn(ELEMENTS, element)) return send(404, 'text/plain', 'Not Found')
      html = elementPage(element as keyof typeof ELEMENTS, product, new URL(request.url ?? '/', product))
    } else {
      const name = path === '/' ? 'index.html' : path.slice(1)
      if (!/^[a-z0-9-]+\.html$/.test(name)) return send(404, 'text/plain', 'Not Found')
      try {
        const reply = await fetch(`${product}/examples/${name}`)
        if (!reply.ok) return send(reply.status, 'text/plain', 'Not Found')
        html = partnerPage(await reply.text(), product)
      } catch {
        return send(502, 'text/plain', 'The product is not reachable.')
      }
    }
    const frames: string[] = []
    if (options.hostile) {
      const spoof = new URL(options.hostile.spoofOrigin).origin
      frames.push(spoof)
      html = html
        .replace(
          /<head>/,
          '<head>\n<link rel="stylesheet" href="/hostile.css" />\n<script src="/hostile.js"></script>',
        )
        .replace(/<\/body>/, `<iframe src="${spoof}/spoof.html" title="spoof"></iframe>\n</body>`)
    }
    send(200, 'text/html; charset=utf-8', html, {
      'Content-Security-Policy': partnerPolicy(html, product, frames),
    })
  })
  // A port already taken rejects (EADDRINUSE) rather than crashing the process that asked.
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', fail)
      done()
    })
  })
  const { port } = server.address() as AddressInfo
  const host = options.host && options.host !== '0.0.0.0' ? options.host : 'localhost'
  return {
    url: `http://${host}:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
