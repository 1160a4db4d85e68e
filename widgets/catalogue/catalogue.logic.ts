import type { ApiResult } from '@shwe/api-client'
import type { GameListItem, GameProduct, GameType, GameTypeProvider, LaunchedGame } from '@shwe/contract'
import { webAddress } from '@shwe/ui'

/** Games per page of a provider's list: a full page means there may be more. */
export const PAGE_SIZE = 20

/** Game types the category strip and the all-types home leave out (poker, others, e-sports, table). */
export const HIDDEN_TYPE_IDS: ReadonlySet<number> = new Set([6, 12, 13, 14])

/** Game types with their own pair of icons in the strip (outline, and filled when selected). */
export const ICON_TYPE_IDS: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 7, 8, 9, 10, 11])

/** The types the strip and the all-types home show, in the server's order. */
export const visibleTypes = (types: readonly GameType[]): GameType[] =>
  types.filter((type) => !HIDDEN_TYPE_IDS.has(type.id))

// ---------------------------------------------------------------------------------------------------------
// What the home shows, from its query

/** The home's selection: every type, the hot games, or one type (and maybe one of its providers). */
export type HomeView =
  | { kind: 'all' }
  | { kind: 'hot' }
  | { kind: 'type'; typeId: number; providerId: number | null }
  /** A type or provider that cannot name anything (`type=abc`, `provider=-1`): the empty state. */
  | { kind: 'unknown' }

const positiveId = (text: string | null): number | null =>
  text !== null && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : null

/** Reads `type` and `provider` of `/`; no type at all is `type=all`, as the site redirects there. */
export function homeView(query: URLSearchParams | null | undefined): HomeView {
  const type = query?.get('type') ?? 'all'
  if (type === '' || type === 'all') return { kind: 'all' }
  if (type === 'hot') return { kind: 'hot' }
  const typeId = positiveId(type)
  if (typeId === null) return { kind: 'unknown' }
  const provider = query?.get('provider') ?? null
  if (provider === null || provider === '') return { kind: 'type', typeId, providerId: null }
  const providerId = positiveId(provider)
  return providerId === null ? { kind: 'unknown' } : { kind: 'type', typeId, providerId }
}

/** The home route of a type (and provider): what the strip, the provider cards and tabs link to. */
export function homeRoute(type: number | 'all' | 'hot', providerId?: number): string {
  const query = new URLSearchParams({ type: String(type) })
  if (providerId !== undefined) query.set('provider', String(providerId))
  return `/?${query}`
}

// ---------------------------------------------------------------------------------------------------------
// /games

/** The `/games` tabs other than the per-type view, and the game-type codes of the titled grids. */
export const GAMES_TABS = ['all', 'hot', 'table', 'card', 'bingo'] as const
export type GamesTab = (typeof GAMES_TABS)[number]
export const TAB_TYPE_CODES: Record<'table' | 'card' | 'bingo', string> = {
  table: 'TABLE',
  card: 'CARD_GAME',
  bingo: 'BINGO',
}

export type GamesView =
  | { kind: 'tab'; tab: GamesTab }
  | { kind: 'type'; typeCode: string; providerCode: string | null }
  | { kind: 'unknown' }

/**
 * Reads `/games?tab=&type=&provider=`. A tab wins over a type (the provider strip is hidden then); no tab and
 * no type, or `type=all`, is the all-types layout.
 */
export function gamesView(query: URLSearchParams | null | undefined): GamesView {
  const tab = query?.get('tab')
  if (tab) {
    return (GAMES_TABS as readonly string[]).includes(tab)
      ? { kind: 'tab', tab: tab as GamesTab }
      : { kind: 'unknown' }
  }
  const type = query?.get('type') ?? 'all'
  if (type === '' || type === 'all') return { kind: 'tab', tab: 'all' }
  return { kind: 'type', typeCode: type, providerCode: query?.get('provider') || null }
}

export function gamesRoute(params: { tab?: GamesTab; type?: string; provider?: string }): string {
  const query = new URLSearchParams()
  if (params.tab) query.set('tab', params.tab)
  if (params.type) query.set('type', params.type)
  if (params.provider) query.set('provider', params.provider)
  return `/games?${query}`
}

/** A game type by its code, compared without case (`slot` finds `SLOT`). */
export const typeByCode = (types: readonly GameType[], code: string): GameType | undefined =>
  types.find((type) => type.code.toLowerCase() === code.toLowerCase())

// ---------------------------------------------------------------------------------------------------------
// /demo-play

/** The demo's game types, as its links spell them. */
export const DEMO_TYPES = ['slot', 'fishing', 'live casino', 'sport book'] as const
export type DemoType = (typeof DEMO_TYPES)[number]

/** `live casino` → `LIVE_CASINO`: the game-type code a demo type names. */
export const demoTypeCode = (type: string): string =>
  type
    .trim()
    .replace(/[\s-]+/g, '_')
    .toUpperCase()

export type DemoView = { kind: 'type'; type: DemoType; list: string | null } | { kind: 'unknown' }

/** Reads `/demo-play?type=&list=`; slots when no type is given. */
export function demoView(query: URLSearchParams | null | undefined): DemoView {
  const raw = (query?.get('type') ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ') || 'slot'
  const type = DEMO_TYPES.find((t) => t === raw)
  if (!type) return { kind: 'unknown' }
  return { kind: 'type', type, list: query?.get('list') || null }
}

export function demoRoute(type: DemoType, list?: string): string {
  const query = new URLSearchParams({ type })
  if (list) query.set('list', list)
  return `/demo-play?${query}`
}

// ---------------------------------------------------------------------------------------------------------
// Providers

/** What a provider card or tab shows, from either shape the server lists providers in. */
export interface ProviderCard {
  /** The `{providerId}` of game lists (the product's id). */
  id: number
  code: string | null
  name: string
  shortName: string
  image: string
}

export const fromTypeProvider = (p: GameTypeProvider): ProviderCard => ({
  id: p.id,
  code: p.code,
  name: p.name,
  shortName: p.short_name,
  image: p.img,
})

export const fromProduct = (p: GameProduct): ProviderCard => ({
  id: p.id,
  code: null,
  name: p.provider,
  shortName: p.short_name,
  image: p.img_url,
})

/** The provider a `/games` or `/demo-play` link names (by code or name, without case), else the first. */
export function pickProvider<P extends { code: string | null; name: string }>(
  providers: readonly P[],
  wanted: string | null,
): P | undefined {
  if (wanted === null) return providers[0]
  const key = wanted.toLowerCase()
  return providers.find((p) => p.code?.toLowerCase() === key || p.name.toLowerCase() === key)
}

// ---------------------------------------------------------------------------------------------------------
// Game lists: paging and search

/** How many pages of one list are asked for; a different list starts again at one page. */
export interface Paging {
  key: string
  count: number
}

/** The paging of the list `key`: the one kept when it is still that list, else page 1 of it. */
export const pagingFor = (paging: Paging, key: string): Paging =>
  paging.key === key ? paging : { key, count: 1 }

/** One more page of the list shown. */
export const nextPaging = (paging: Paging): Paging => ({ key: paging.key, count: paging.count + 1 })

/** One requested page as its store holds it. */
export interface PageValue {
  data?: readonly GameListItem[] | undefined
  error?: unknown
  loading: boolean
}

export interface ListState {
  /** Loaded pages in order, each game once (the first time it appeared). */
  games: GameListItem[]
  /** The first page is still on its way: show the spinner instead of the grid. */
  isLoading: boolean
  /** A later page is on its way. */
  isLoadingMore: boolean
  /** The 1-based page that failed, if any. */
  failedPage: number | null
  /** Load More shows only while the last page was exactly full. */
  hasMore: boolean
}

/**
 * Merges the requested pages of a list. Pages after one that has not arrived are not shown yet, so the list
 * only ever grows at its end; ids already shown are skipped (a game moved between pages while paging).
 */
export function mergePages(pages: readonly PageValue[]): ListState {
  const seen = new Set<number>()
  const games: GameListItem[] = []
  let arrived = 0
  for (const page of pages) {
    if (!page.data) break
    arrived++
    for (const game of page.data) {
      if (seen.has(game.id)) continue
      seen.add(game.id)
      games.push(game)
    }
  }
  const pending = pages[arrived]
  const failed = pages.findIndex((page) => !page.data && page.error !== undefined)
  const last = pages[pages.length - 1]
  return {
    games,
    isLoading: arrived === 0 && failed === -1,
    isLoadingMore: arrived > 0 && pending !== undefined && failed === -1,
    failedPage: failed === -1 ? null : failed + 1,
    hasMore: arrived === pages.length && last?.data?.length === PAGE_SIZE,
  }
}

/** Games whose name contains `search`, without regard to case; an empty search keeps them all. */
export function filterByName<G extends { game_name: string }>(games: readonly G[], search: string): G[] {
  const needle = search.trim().toLocaleLowerCase()
  if (needle === '') return [...games]
  return games.filter((game) => game.game_name.toLocaleLowerCase().includes(needle))
}

// ---------------------------------------------------------------------------------------------------------
// Banner carousel

/** The slide `index` lands on in a ring of `length` slides: past the last is the first, before the first the last. */
export const wrapIndex = (index: number, length: number): number =>
  length <= 0 ? 0 : ((index % length) + length) % length

// ---------------------------------------------------------------------------------------------------------
// Server addresses

// ---------------------------------------------------------------------------------------------------------
// Game launch

/** The text a failed launch shows when the server gave none. */
export type LaunchFailure = 'failed' | 'noTarget' | 'network'

export type LaunchStep =
  | { kind: 'navigate'; url: string }
  | { kind: 'open'; url: string }
  | { kind: 'refuseContent' }
  | { kind: 'fail'; message: string | null; fallback: LaunchFailure }

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''

/**
 * What to do with a launch reply. Code 200 with a web address (`url`): go there. Code 200 with the address of a
 * launch page (`content_url`, which the server serves in a sandbox): open it in a new tab. Code 200 with only
 * raw HTML (`content`, from a backend that follows the reference contract): refuse it, since any window it could
 * be written into has the site's origin and so the player's session. Code 200 with none of them: the message,
 * else 'Launch failed: No URL or content.'. Any other code: the message, else 'Failed to launch game.'. No
 * reply: 'Network error. Please try again.'.
 */
export function launchStep(result: ApiResult<LaunchedGame>): LaunchStep {
  if (result.kind === 'network') return { kind: 'fail', message: null, fallback: 'network' }
  if (result.kind !== 'ok') return { kind: 'fail', message: result.message || null, fallback: 'failed' }
  const data = result.data as { url?: unknown; content_url?: unknown; content?: unknown }
  const unsafe: LaunchStep = { kind: 'fail', message: null, fallback: 'failed' }
  if (nonEmpty(data.url)) {
    const url = webAddress(data.url.trim())
    return url ? { kind: 'navigate', url } : unsafe
  }
  if (nonEmpty(data.content_url)) {
    const url = webAddress(data.content_url.trim())
    return url ? { kind: 'open', url } : unsafe
  }
  if (nonEmpty(data.content)) return { kind: 'refuseContent' }
  return { kind: 'fail', message: result.message || null, fallback: 'noTarget' }
}
