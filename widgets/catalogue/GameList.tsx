import { Button, EmptyState, ErrorState, Spinner, useT } from '@shwe/ui'
import { useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as C from './Catalogue.styles.ts'
import { filterByName, type ListState, nextPaging, type Paging, pagingFor } from './catalogue.logic.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { GameGrid } from './GameGrid.tsx'
import * as S from './GameList.styles.ts'
import { Pending } from './Pending.tsx'
import { CATALOGUE } from './texts.ts'

const LOADING: ListState = {
  games: [],
  isLoading: true,
  isLoadingMore: false,
  failedPage: null,
  hasMore: false,
}

export interface GameListProps {
  typeId: number
  providerId: number
  isPlayable?: boolean
}

/**
 * One provider's games in one type: a search box (client-side, by name), the grid, and 'Load More' while the
 * last page was full. Another type or provider starts again at page 1.
 */
export function GameList({ typeId, providerId, isPlayable = true }: GameListProps) {
  const queries = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { t: tc } = useT('common')
  const key = `${typeId}/${providerId}`
  const [paging, setPaging] = useState<Paging>({ key, count: 1 })
  const [search, setSearch] = useState('')
  const current = pagingFor(paging, key)
  // Another type or provider: back to page 1, also when returning to a list paged before.
  if (current !== paging) setPaging(current)
  const list = useStore(queries.gamePages(typeId, providerId, current.count), { ssr: () => LOADING })
  const shown = filterByName(list.games, search)

  const retry = () => {
    if (list.failedPage !== null) queries.gamePage(typeId, providerId, list.failedPage).revalidate()
  }

  return (
    <C.Section aria-busy={list.isLoading || list.isLoadingMore}>
      <S.Toolbar>
        <S.Search
          type="search"
          value={search}
          placeholder={t('games.search')}
          aria-label={t('games.searchLabel')}
          onChange={(event) => setSearch(event.target.value)}
          autoComplete="off"
        />
      </S.Toolbar>
      {list.isLoading || list.failedPage === 1 ? (
        <Pending error={list.failedPage === 1} onRetry={retry} label={t('games.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState message={t('games.empty')} />
      ) : (
        <GameGrid games={shown} isPlayable={isPlayable} />
      )}
      {list.failedPage !== null && list.failedPage > 1 && (
        <ErrorState message={tc('errors.somethingWrong')} retryLabel={tc('actions.retry')} onRetry={retry} />
      )}
      <S.More>
        {list.isLoadingMore ? (
          <Spinner label={t('games.loading')} />
        ) : (
          list.hasMore && (
            <Button $variant="ghost" onClick={() => setPaging(nextPaging(current))}>
              {t('games.loadMore')}
            </Button>
          )
        )}
      </S.More>
    </C.Section>
  )
}
