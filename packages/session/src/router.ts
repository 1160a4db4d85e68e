import { atom, computed, map, type ReadableAtom } from 'nanostores'
import { type AreaName, canonicalRoute, matchRoute, type RouteMatch } from './routes.ts'

/**
 * Where widgets run: on the product's own site, where every screen has a URL, or embedded in a partner's
 * page, where the URL is the partner's and widgets move between their screens in place.
 */
export type RouterMode = 'site' | 'embedded'

/** The browser's history, as the router needs it; tests pass a fake. */
export interface HistoryPort {
  /** The current route: path, query and hash. */
  current(): string
  push(route: string): void
  replace(route: string): void
  /**
   * Goes one entry back, as the browser's Back button, when that entry is a page of this site; returns false,
   * and does nothing, when there is none (a deep link, a new tab, another site before).
   */
  back?(): boolean
  /** Calls back on back and forward; returns an unsubscribe. */
  listen(onChange: () => void): () => void
}

export interface RouterOptions {
  mode: RouterMode
  history?: HistoryPort
  /** Loads another page of the site (a route of an area this page does not show). */
  loadPage: (route: string) => void
  /**
   * On a partner page, a route of an area the page does not show. Returns nothing; the runtime dispatches the
   * cancelable `navigate` event on the widget that asked, and opens the site's page when nobody cancels.
   */
  leave?: (route: string, origin: unknown) => void
}

/** What `navigate` did: moved a widget in place, loaded another page, or handed the route to the partner page. */
export type NavigationOutcome = 'in-place' | 'page-load' | 'left'

export type Router = ReturnType<typeof createRouter>

/**
 * Moves widgets between screens. On the site the URL follows (History API: back and forward work, a reload
 * shows the same screen); a route of an area not on this page is a page load. On a partner page each area keeps
 * its own current route in memory, and a route of an area not on the page leaves through `leave`.
 * Widgets never touch `location` or `history` themselves.
 */
export function createRouter({ mode, history, loadPage, leave }: RouterOptions) {
  /** Site mode: the page's route. Null until the browser's location is read (and during server rendering). */
  const $location = atom<string | null>(null)
  /** Embedded mode: each area's current route, once it has moved. */
  const $areaRoutes = map<Partial<Record<AreaName, string>>>({})
  const mounted = new Map<AreaName, number>()
  let stopListening: (() => void) | undefined
  let isLeaving = false
  const leavePage = (route: string) => {
    isLeaving = true
    loadPage(route)
  }

  if (mode === 'site' && history) {
    const current = history.current()
    const canonical = canonicalRoute(current)
    if (canonical) history.replace(canonical)
    $location.set(canonical ?? current)
    stopListening = history.listen(() => $location.set(history.current()))
  }

  /** Marks an area as shown on this page, so routes of it move in place; returns the undo. */
  function mount(area: AreaName): () => void {
    mounted.set(area, (mounted.get(area) ?? 0) + 1)
    return () => {
      const left = (mounted.get(area) ?? 1) - 1
      if (left <= 0) mounted.delete(area)
      else mounted.set(area, left)
    }
  }

  function navigate(route: string, options: { replace?: boolean; origin?: unknown } = {}): NavigationOutcome {
    const target = canonicalRoute(route) ?? route
    const match = matchRoute(target)
    const isHere = match !== null && mounted.has(match.area)
    if (mode === 'site') {
      if (!isHere || !history) {
        leavePage(target)
        return 'page-load'
      }
      if (options.replace) history.replace(target)
      else history.push(target)
      $location.set(target)
      return 'in-place'
    }
    if (isHere && match) {
      $areaRoutes.setKey(match.area, target)
      return 'in-place'
    }
    leave?.(target, options.origin)
    return 'left'
  }

  /**
   * Back to the page before, as the browser's Back button would go, when that page is of this site; else, and
   * always on a partner page (whose history is the partner's), to `fallback` as `navigate` goes there.
   */
  function back(fallback: string, options: { origin?: unknown } = {}): void {
    if (mode === 'site' && history?.back?.()) return
    navigate(fallback, options)
  }

  const routeStores = new Map<AreaName, ReadableAtom<RouteMatch | null>>()
  /**
   * The route an area shows, when the router knows one for it: on the site the page's route when it belongs to
   * the area; on a partner page the area's last navigation. Null means "the widget's own `screen` prop".
   */
  function routeOf(area: AreaName): ReadableAtom<RouteMatch | null> {
    let store = routeStores.get(area)
    if (!store) {
      store = computed([$location, $areaRoutes], (location, areaRoutes) => {
        const route = mode === 'site' ? location : (areaRoutes[area] ?? null)
        const match = route === null ? null : matchRoute(route)
        return match?.area === area ? match : null
      })
      routeStores.set(area, store)
    }
    return store
  }

  return {
    mode,
    $location: $location as ReadableAtom<string | null>,
    mount,
    navigate,
    back,
    routeOf,
    /** True once a page load has started: what this page would still show, the next one shows instead. */
    isLeaving: () => isLeaving,
    dispose: () => stopListening?.(),
  }
}

/** Marks an entry this document pushed: the one before it is a screen of this site. */
const PUSHED = 'shwe-pushed'

/** The History API as a HistoryPort, for the site. */
export function browserHistory(win: Window = window): HistoryPort {
  const current = () => `${win.location.pathname}${win.location.search}${win.location.hash}`
  /** The page was opened from a page of this site (a link or a page load the runtime made). */
  const cameFromSite = () => {
    try {
      return new URL(win.document.referrer).origin === win.location.origin
    } catch {
      return false
    }
  }
  return {
    current,
    push: (route) => win.history.pushState(PUSHED, '', route),
    replace: (route) => win.history.replaceState(win.history.state, '', route),
    back: () => {
      if (win.history.length < 2 || (win.history.state !== PUSHED && !cameFromSite())) return false
      win.history.back()
      return true
    },
    listen: (onChange) => {
      win.addEventListener('popstate', onChange)
      return () => win.removeEventListener('popstate', onChange)
    },
  }
}
