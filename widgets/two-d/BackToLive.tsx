import { styled, useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useRuntime } from '../platform/root-context.ts'
import { TWO_D } from './texts.ts'

const Link = styled(RouteLink).withConfig({ componentId: 'twoD_BackToLive' })`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.gold};
  font: 600 14px/1.2 ${({ theme }) => theme.font.body};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/**
 * On a partner page, which has neither the site's menu nor an address per screen, the way from the bet grid or
 * the slips back to the live result. The site's pages have their menu and the browser's Back instead.
 */
export function BackToLive() {
  const { router } = useRuntime()
  const { t } = useT(TWO_D)
  if (router.mode !== 'embedded') return null
  return (
    <Link to="/2d">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path
          d="M10 3L5 8l5 5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t('nav.backToLive')}
    </Link>
  )
}
