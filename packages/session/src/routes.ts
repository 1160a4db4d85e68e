/**
 * The spec's route table, by product area and screen. A route is a path with its query ("/information?tab=profile"):
 * query values the spec names are part of the route, so one path can belong to two areas.
 */

export type AreaName =
  | 'app-shell'
  | 'account'
  | 'catalogue'
  | 'promotions'
  | 'content'
  | 'wallet'
  | '2d-board'
  | '3d-board'
  | 'winners'
  | 'digit-game'
  | 'leaderboard'

export interface RouteRule {
  path: string
  area: AreaName
  screen: string
  /** Query values that must be present for this rule; rules with a query come before the bare path. */
  query?: Record<string, string>
}

export const ROUTES: readonly RouteRule[] = [
  { path: '/', area: 'catalogue', screen: 'home' },
  { path: '/games', area: 'catalogue', screen: 'games' },
  { path: '/demo-play', area: 'catalogue', screen: 'demo-play' },
  { path: '/shan', area: 'catalogue', screen: 'shan' },
  { path: '/promotion', area: 'promotions', screen: 'list' },
  { path: '/contact', area: 'content', screen: 'contact' },
  { path: '/ads-video', area: 'content', screen: 'videos' },
  { path: '/reels', area: 'content', screen: 'reels' },
  { path: '/about', area: 'content', screen: 'about' },
  { path: '/information', query: { tab: 'profile' }, area: 'account', screen: 'profile' },
  { path: '/information', query: { tab: 'limits' }, area: 'account', screen: 'limits' },
  { path: '/information', query: { tab: 'transfer' }, area: 'wallet', screen: 'transfer' },
  { path: '/information', query: { tab: 'logs' }, area: 'wallet', screen: 'logs' },
  { path: '/wallet', area: 'wallet', screen: 'home' },
  { path: '/wallet/internal-transfer', area: 'wallet', screen: 'internal-transfer' },
  { path: '/top-up/bank', area: 'wallet', screen: 'deposit' },
  { path: '/with-draw', area: 'wallet', screen: 'withdraw' },
  { path: '/wallet-history', area: 'wallet', screen: 'history' },
  { path: '/transactions', area: 'wallet', screen: 'transactions' },
  { path: '/exchange-log', area: 'wallet', screen: 'exchange-log' },
  { path: '/2d', area: '2d-board', screen: 'live' },
  { path: '/2d/bet', area: '2d-board', screen: 'bet' },
  { path: '/2d/confirm', area: '2d-board', screen: 'confirm' },
  { path: '/morning-bet-slip', area: '2d-board', screen: 'slips-morning' },
  { path: '/evening-bet-slip', area: '2d-board', screen: 'slips-evening' },
  { path: '/3d', area: '3d-board', screen: 'entry' },
  { path: '/3d/confirm', area: '3d-board', screen: 'confirm' },
  { path: '/3d/history', area: '3d-board', screen: 'history' },
  { path: '/2d/daily-winner', area: 'winners', screen: 'two-d' },
  { path: '/3d/winner', area: 'winners', screen: 'three-d' },
  { path: '/digitbet', area: 'digit-game', screen: 'game' },
  { path: '/ranking', area: 'leaderboard', screen: 'top-ten' },
  { path: '/login', area: 'app-shell', screen: 'login' },
]

/**
 * Every route of the table once, as a path with the query it names (`/information?tab=profile`). A function, so
 * that the bundles that never call it (the site's and the elements') do not carry it.
 */
export function tableRoutes(): string[] {
  return [
    ...new Set(
      ROUTES.map((rule) => (rule.query ? `${rule.path}?${new URLSearchParams(rule.query)}` : rule.path)),
    ),
  ]
}

export interface RouteMatch {
  area: AreaName
  screen: string
  /** The path as written in the table (lower case). */
  path: string
  query: URLSearchParams
}

/** Splits "/a/b?x=1#h" into a normalised path (no trailing slash, lower case) and its query. */
export function parseRoute(route: string): { path: string; query: URLSearchParams } {
  const url = new URL(route, 'http://route.invalid')
  let path = decodeURIComponent(url.pathname).toLowerCase()
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return { path, query: url.searchParams }
}

/**
 * The area and screen a route belongs to, or null for a route outside the table. Paths match without regard
 * to case, since the spec's own links write `/Promotion?tab=Promotion` and `/Contact?tab=Contact`.
 */
export function matchRoute(route: string): RouteMatch | null {
  const { path, query } = parseRoute(route)
  const rule =
    ROUTES.find(
      (r) => r.path === path && r.query && Object.entries(r.query).every(([k, v]) => query.get(k) === v),
    ) ??
    // `/information` with another or no tab is the profile: the spec sends a missing tab there.
    ROUTES.find((r) => r.path === path)
  return rule ? { area: rule.area, screen: rule.screen, path: rule.path, query } : null
}

/**
 * The spec's redirects, as the route to show instead, or null when the route stands as it is:
 * `/` without a type goes to `/?type=all`, `/information` without a known tab to its profile tab.
 */
/** The tabs of `/information` the route table names (profile, limits, transfer, logs). */
const INFORMATION_TABS: readonly string[] = ROUTES.flatMap((rule) =>
  rule.path === '/information' && rule.query?.tab ? [rule.query.tab] : [],
)

export function canonicalRoute(route: string): string | null {
  const { path, query } = parseRoute(route)
  if (path === '/' && !query.get('type')) return withQuery(route, 'type', 'all')
  if (path === '/information' && !INFORMATION_TABS.includes(query.get('tab') ?? '')) {
    return withQuery(route, 'tab', 'profile')
  }
  return null
}

function withQuery(route: string, key: string, value: string): string {
  const url = new URL(route, 'http://route.invalid')
  url.searchParams.set(key, value)
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * True for a path on this site that a `next` parameter may send the player to after signing in: one leading
 * slash, no scheme, no backslash tricks. Anything else (another origin, `javascript:`, `//evil`) is refused.
 */
export function isSameSitePath(next: string | null | undefined): next is string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return false
  // Control characters (tabs, newlines, NUL) are dropped by URL parsers, so they could hide a scheme.
  if ([...next].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return false
  try {
    const url = new URL(next, 'http://route.invalid')
    return url.origin === 'http://route.invalid'
  } catch {
    return false
  }
}
