import { safeUrl } from '@shwe/ui'

/**
 * The server root that media paths are relative to: the API base's parent (`{apiBase}/../`), read against
 * the page's address when the base is relative ("/api" on the product's own site). Undefined when there is
 * no page to read it against (server rendering) or the base is not an address.
 */
export function mediaRoot(apiBase: string, page: string | undefined): string | undefined {
  try {
    const api = new URL(`${apiBase.replace(/\/+$/, '')}/`, page)
    return new URL('../', api).href
  } catch {
    return undefined
  }
}

/**
 * The address of an image the server named, or null when it cannot be shown. A path resolves against the
 * media root, so the API's own host is the one allowed; an address elsewhere, or any other scheme
 * (`javascript:`, `data:`), is refused.
 */
export function mediaUrl(path: string | null | undefined, root: string | undefined): string | null {
  if (root === undefined) return null
  const url = safeUrl(path, { base: root })
  return url !== null && /^https?:\/\//.test(url) ? url : null
}
