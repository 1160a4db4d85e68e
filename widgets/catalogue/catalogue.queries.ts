import type { ApiResult } from '@shwe/api-client'
import {
  type Banner,
  type BannerText,
  type GameListItem,
  type GameProduct,
  type GameType,
  type PopupAdsBanner,
  paths,
} from '@shwe/contract'
import { unwrap } from '@shwe/session'
import { computed, type ReadableAtom } from 'nanostores'
import { type FirstQuery, listAnswer } from '../platform/first-content.ts'
import type { Runtime } from '../platform/runtime.ts'
import { type ListState, mergePages } from './catalogue.logic.ts'

/** A list the server does not have (an unknown type, provider or code) reads as empty: the empty state, not an error. */
function unwrapList<T>(result: ApiResult<T[]>): T[] {
  if (result.kind === 'refused' && result.status === 404) return []
  return unwrap(result)
}

/** The queries a page may carry the answers of (the home's banners, the lobby's game types). */
export const BANNERS: FirstQuery<Banner[]> = { key: 'banner', path: paths.banners, read: listAnswer }
export const GAME_TYPES: FirstQuery<GameType[]> = {
  key: 'game_types',
  path: paths.gameTypes,
  read: listAnswer,
}

/**
 * Stores made once per page: every catalogue on the page shares one request and one answer per key. Lists
 * keyed by type, provider and page are made on first use and kept for the page's life.
 */
export function catalogueQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query

  function memo<A extends unknown[], T>(make: (...args: A) => T): (...args: A) => T {
    const made = new Map<string, T>()
    return (...args) => {
      const key = JSON.stringify(args)
      let value = made.get(key)
      if (value === undefined) {
        value = make(...args)
        made.set(key, value)
      }
      return value
    }
  }

  // Keys are single strings: the cache joins key parts without a separator.
  const gamePage = memo((typeId: number, providerId: number, page: number) =>
    createFetcherStore<GameListItem[]>([`game_lists/${typeId}/${providerId}?page=${page}`], {
      fetcher: async () => unwrapList(await api.gameList(typeId, providerId, page)),
    }),
  )

  /** Pages 1 to `count` of one provider's games in one type, merged (see `mergePages`). */
  const gamePages = memo(
    (typeId: number, providerId: number, count: number): ReadableAtom<ListState> =>
      computed(
        Array.from({ length: count }, (_, i) => gamePage(typeId, providerId, i + 1)),
        (...pages) => mergePages(pages),
      ),
  )

  /** The first page of several providers' lists (a type's titled grid), merged in provider order. */
  const firstPages = memo(
    (typeId: number, providerIds: readonly number[]): ReadableAtom<ListState> =>
      computed(
        providerIds.map((providerId) => gamePage(typeId, providerId, 1)),
        (...pages) => {
          const states = pages.map((page) => mergePages([page]))
          return {
            games: dedupe(states.flatMap((state) => state.games)),
            isLoading: states.some((state) => state.isLoading),
            isLoadingMore: false,
            failedPage: states.some((state) => state.failedPage !== null) ? 1 : null,
            hasMore: false,
          }
        },
      ),
  )

  return {
    $gameTypes: createFetcherStore<GameType[]>([GAME_TYPES.key], {
      fetcher: async () => unwrap(await api.gameTypes()),
    }),
    $hotGames: createFetcherStore<GameListItem[]>(['hot_game_lists'], {
      fetcher: async () => unwrap(await api.hotGames()),
    }),
    $banners: createFetcherStore<Banner[]>([BANNERS.key], {
      fetcher: async () => unwrap(await api.banners()),
    }),
    $bannerText: createFetcherStore<BannerText[]>(['banner_Text'], {
      fetcher: async () => unwrap(await api.bannerText()),
    }),
    $popupAd: createFetcherStore<PopupAdsBanner | null>(['popup-ads-banner'], {
      fetcher: async () => unwrap(await api.popupAdsBanner()),
    }),
    /** A type's products by its code; a type the server does not know has none. */
    providersOf: memo((typeCode: string) =>
      createFetcherStore<GameProduct[]>([`providers/${typeCode}`], {
        // Spec: a refused provider list stays empty and shows the no-data text.
        fetcher: async () => {
          const result = await api.providers(typeCode)
          return result.kind === 'refused' ? [] : unwrap(result)
        },
      }),
    ),
    gamePage,
    gamePages,
    firstPages,
  }
}

function dedupe(games: readonly GameListItem[]): GameListItem[] {
  const seen = new Set<number>()
  return games.filter((game) => !seen.has(game.id) && Boolean(seen.add(game.id)))
}
