import { type AreaName, matchRoute, ROUTES, type RouteMatch } from '@shwe/session'
import { createContext, useCallback, useContext, useEffect } from 'react'
import type { NavigationOrigin, Runtime } from './runtime.ts'
import { useStore } from './use-store.ts'

/** What to do once a player signed in through a widget's login dialog. */
export interface SignInRequest {
  /** Called after a successful sign-in. */
  onSignedIn?: () => void
}

export interface RootValue {
  runtime: Runtime
  origin: NavigationOrigin | undefined
  requestSignIn: (request?: SignInRequest) => void
}

export const RootContext = createContext<RootValue | null>(null)

function useRoot(): RootValue {
  const value = useContext(RootContext)
  if (!value) throw new Error('A widget must render inside WidgetRoot')
  return value
}

/** The page's API client, session, router and i18n instance, for the widget below. */
export function useRuntime(): Runtime {
  return useRoot().runtime
}

/** Goes to a route of the product: in place when this page shows its area, else a page load or the partner's event. */
export function useNavigate(): (route: string, options?: { replace?: boolean }) => void {
  const { runtime, origin } = useRoot()
  return useCallback(
    (route, options = {}) => void runtime.router.navigate(route, { ...options, origin }),
    [runtime, origin],
  )
}

/**
 * Back to the page before when it is a page of this site (the browser's Back), else to `fallback`: a page load on
 * the site, and on a partner page the `navigate` event, as for any route of another area.
 */
export function useBack(): (fallback: string) => void {
  const { runtime, origin } = useRoot()
  return useCallback((fallback) => runtime.router.back(fallback, { origin }), [runtime, origin])
}

/**
 * The screen an area widget shows: the one the router names for the area (the site's URL, or the last
 * navigation on a partner page), else the widget's own `screen` prop. Marks the area as on this page while
 * mounted. During server rendering and hydration it is the prop, so the HTML matches.
 */
export function useScreen<S extends string>(
  area: AreaName,
  fallback: S,
  screens: readonly S[],
): { screen: S; match: RouteMatch | null; isElsewhere: boolean } {
  const { router } = useRuntime()
  useEffect(() => router.mount(area), [router, area])
  const match = useStore(router.routeOf(area), { ssr: () => null })
  const location = useStore(router.$location, { ssr: () => null })
  const named = match?.screen as S | undefined
  // One site page can hold two areas (`/information?tab=profile` is the account's, `?tab=logs` the wallet's):
  // the widget whose area the page's route is not stands aside.
  const here = location === null ? null : matchRoute(location)
  const isElsewhere =
    router.mode === 'site' &&
    here !== null &&
    here.area !== area &&
    ROUTES.some((rule) => rule.area === area && rule.path === here.path)
  return { screen: named && screens.includes(named) ? named : fallback, match, isElsewhere }
}

/** The host site's address given to this widget (`site-base`), where routes of other areas open on a partner page. */
export function useSiteBase(): string | undefined {
  return useRoot().origin?.siteBase
}

/** Opens the login dialog in this widget, so a signed-out player signs in without leaving it. */
export function useSignIn(): (request?: SignInRequest) => void {
  return useRoot().requestSignIn
}
