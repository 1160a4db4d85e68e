import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { inlineScriptHashes } from './csp.ts'
import type { PageRewriter } from './page-hints.ts'
import { type Coding, compress } from './static-encoding.ts'
import { Memo, versionOf } from './static-memo.ts'
import type { Found } from './static-paths.ts'

/**
 * HTML pages as the static layer sends them: the text as built, the page as rewritten on the way out
 * (page-hints.ts), and the hashes of the inline scripts of either, which their Content-Security-Policy names.
 */

/** Page text as built, per file version; read once, since every request for the page rewrites it again. */
const pageTextMemo = new Memo<{ version: string; text: Promise<string> }>(64)

function pageText(file: Found): Promise<string> {
  const version = versionOf(file)
  const memo = pageTextMemo.get(file.path)
  if (memo && memo.version === version) return memo.text
  const text = readFile(file.path, 'utf8')
  pageTextMemo.set(file.path, { version, text })
  text.catch(() => pageTextMemo.delete(file.path))
  return text
}

/** The hashes of a page's inline scripts as built, per file version: a rebuilt page gets its new hashes. */
const builtHashesMemo = new Memo<{ version: string; hashes: Promise<readonly string[]> }>(256)

export function builtPageHashes(file: Found): Promise<readonly string[]> {
  const version = versionOf(file)
  const memo = builtHashesMemo.get(file.path)
  if (memo && memo.version === version) return memo.hashes
  const hashes = pageText(file).then(inlineScriptHashes)
  builtHashesMemo.set(file.path, { version, hashes })
  hashes.catch(() => builtHashesMemo.delete(file.path))
  return hashes
}

export interface Rewritten {
  /** A digest of the rewritten page: the same page always gets the same tag. */
  tag: string
  bytes: Uint8Array
  /** The hashes of its inline scripts, taken from the rewritten text. */
  scriptHashes: readonly string[]
  /** Its Cache-Control, when it differs from the page as built's (a page rendered with live data). */
  cacheControl?: string
  /** Per coding, the compressed page, or null when compressing does not make it smaller. */
  bodies: Partial<Record<Coding, Promise<Uint8Array | null>>>
}

/** Rewritten pages by content: one entry per page and data version, so each is compressed once. */
const rewrittenMemo = new Memo<Rewritten>(32)

/** A page rendered at request time in place of the file as built (first-content.ts). */
export interface RenderedPage {
  html: string
  cacheControl: string
}

/**
 * The page as `rewrite` makes it from `rendered`, or else from the file as built; null to send the file as it is
 * (also when reading or rewriting failed).
 */
export async function rewrittenPage(
  rewrite: PageRewriter | undefined,
  file: Found,
  rendered: RenderedPage | null = null,
): Promise<Rewritten | null> {
  let html: string | null
  try {
    const source = rendered?.html ?? (await pageText(file))
    html = (rewrite ? await rewrite(source) : null) ?? rendered?.html ?? null
  } catch {
    html = rendered?.html ?? null
  }
  if (html === null) return null
  const cacheControl = rendered?.cacheControl
  const tag = createHash('sha256')
    .update(`${cacheControl ?? ''}\n${html}`)
    .digest('base64url')
    .slice(0, 22)
  const known = rewrittenMemo.get(tag)
  if (known) return known
  const page: Rewritten = {
    tag,
    bytes: new TextEncoder().encode(html),
    scriptHashes: inlineScriptHashes(html),
    ...(cacheControl ? { cacheControl } : {}),
    bodies: {},
  }
  rewrittenMemo.set(tag, page)
  return page
}

export function compressPage(page: Rewritten, path: string, coding: Coding): Promise<Uint8Array | null> {
  const known = page.bodies[coding]
  if (known) return known
  const body = compress(page.bytes, path, coding).then((compressed) =>
    compressed.length < page.bytes.length ? compressed : null,
  )
  page.bodies[coding] = body
  body.catch(() => {
    if (page.bodies[coding] === body) delete page.bodies[coding]
  })
  return body
}
