import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useNavigate, useRuntime } from './WidgetRoot.tsx'

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the product: "/information?tab=profile". */
  to: string
  /** The host site's address, so the link's own address (copy, open in a new tab) leads there on a partner page. */
  siteBase?: string
}

/**
 * A link to a route of the product. A plain click goes through the runtime's `navigate` (in place, a page load,
 * or the partner page's `navigate` event); a click with a modifier key, or a middle click, is the browser's.
 */
export function RouteLink({ to, siteBase, onClick, children, ...rest }: RouteLinkProps) {
  const navigate = useNavigate()
  const { router } = useRuntime()
  const href = router.mode === 'embedded' && siteBase ? new URL(to, siteBase).href : to
  function follow(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={href} onClick={follow} {...rest}>
      {children}
    </a>
  )
}
