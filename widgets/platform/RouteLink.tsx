import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { useNavigate, useRuntime, useSiteBase } from './root-context.ts'

export interface RouteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route of the product: "/information?tab=profile". */
  to: string
}

/**
 * A link to a route of the product. A plain click goes through the runtime's `navigate` (in place, a page load,
 * or the partner page's `navigate` event); a click with a modifier key, or a middle click, is the browser's.
 */
export function RouteLink({ to, onClick, children, ...rest }: RouteLinkProps) {
  const navigate = useNavigate()
  const { router } = useRuntime()
  // On a partner page the link's own address (copied, opened in a new tab) is the host site's page.
  const siteBase = useSiteBase()
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
