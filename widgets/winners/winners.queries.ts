import type { ThreeDWinnersQuery, TwoDWinnersQuery } from '@shwe/contract'
import { computed } from 'nanostores'
import type { Runtime } from '../platform/runtime.ts'
import {
  cardsOf,
  type ResultCard,
  threeDCards,
  threeDQuery,
  twoDCards,
  twoDQuery,
  type WinnersFilter,
  type WinnersScreen,
} from './winners.logic.ts'

/** The cache keys of the winners' answers: one per game and request. */
export const winnersKeys = {
  twoD: ({ date, session }: TwoDWinnersQuery) => `winners/2d/${date ?? ''}/${session ?? 'all'}/`,
  threeD: ({ date, draw_session }: ThreeDWinnersQuery) =>
    `winners/3d/${date ?? ''}/${draw_session ?? 'all'}/`,
}

/**
 * Stores made once per page, one per request asked for, so two widgets (or a return to an earlier date) share one
 * answer. Winners are for signed-in players: without a token nothing is asked.
 */
export function winnersQueries({ api, session }: Runtime) {
  const { createFetcherStore } = session.query
  const $signedIn = computed(session.$token, (token) => (token ? 'signed-in' : null))
  type Store = ReturnType<typeof createFetcherStore<ResultCard[]>>
  const stores = new Map<string, Store>()

  function storeOf(key: string, load: () => Promise<ResultCard[]>): Store {
    let store = stores.get(key)
    if (!store) {
      store = createFetcherStore<ResultCard[]>([key, $signedIn], { fetcher: load })
      stores.set(key, store)
    }
    return store
  }

  return {
    /** The answer a screen's filter asks for, or null when it asks nothing (a malformed or future date). */
    winners(screen: WinnersScreen, filter: WinnersFilter, today: string): Store | null {
      if (screen === 'two-d') {
        const query = twoDQuery(filter, today)
        return (
          query &&
          storeOf(winnersKeys.twoD(query), async () => cardsOf(await api.twoDWinners(query), twoDCards))
        )
      }
      const query = threeDQuery(filter, today)
      return (
        query &&
        storeOf(winnersKeys.threeD(query), async () => cardsOf(await api.threeDWinners(query), threeDCards))
      )
    },
  }
}

/** One answer's store: the result cards, or the error of the last load. */
export type WinnersStore = NonNullable<ReturnType<ReturnType<typeof winnersQueries>['winners']>>
