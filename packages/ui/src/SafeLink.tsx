import type { AnchorHTMLAttributes } from 'react'
import { type SafeUrlOptions, safeUrl } from './safe-url.ts'

export interface SafeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, SafeUrlOptions {
  /** The address as the server sent it. */
  href: string | null | undefined
}

/**
 * A link to an address from the server, rendered only when `safeUrl` accepts it; otherwise the same
 * children in an inert `<span>`. A link opening a new tab gets `rel="noopener noreferrer"` unless given one.
 */
export function SafeLink({ href, allowedHosts, base, children, ...anchorProps }: SafeLinkProps) {
  const url = safeUrl(href, { allowedHosts, base })
  if (url === null) {
    return (
      <span className={anchorProps.className} style={anchorProps.style}>
        {children}
      </span>
    )
  }
  const rel = anchorProps.rel ?? (anchorProps.target === '_blank' ? 'noopener noreferrer' : undefined)
  return (
    <a {...anchorProps} href={url} rel={rel}>
      {children}
    </a>
  )
}
