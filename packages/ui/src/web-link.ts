import { AMBIGUOUS } from './element-url.ts'

/**
 * A link a component renders from a prop (rather than from an element attribute): a path, or an `https:`/`http:`
 * address; anything else (a `javascript:` link however spelled, `data:`) is null. The element layer has already
 * held the address to its allowlist; this keeps a component used directly from rendering a script link.
 */
export function webLinkOrPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const text = raw.trim()
  if (text === '' || AMBIGUOUS.test(text)) return null
  try {
    const url = new URL(text, 'https://page.invalid/')
    if (!/^https?:$/.test(url.protocol) || url.username || url.password) return null
    return url.origin === 'https://page.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.href
  } catch {
    return null
  }
}
