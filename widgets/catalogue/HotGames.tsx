import { EmptyState, useT } from '@shwe/ui'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { GameGrid } from './GameGrid.tsx'
import { Pending } from './Pending.tsx'
import { CATALOGUE } from './texts.ts'

/** The hot games grid; 'There is no game list.' when there are none. */
export function HotGames({ isHot = false }: { isHot?: boolean }) {
  const { $hotGames } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { data, error } = useStore($hotGames, { ssr: () => ({ loading: true }) })
  if (data)
    return data.length === 0 ? (
      <EmptyState message={t('games.noHot')} />
    ) : (
      <GameGrid games={data} isHot={isHot} />
    )
  return <Pending error={error} onRetry={() => $hotGames.revalidate()} label={t('games.loading')} />
}
