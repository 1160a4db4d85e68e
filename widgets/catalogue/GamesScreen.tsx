import type { GameType } from '@shwe/contract'
import { EmptyState, useT } from '@shwe/ui'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './Catalogue.styles.ts'
import {
  fromTypeProvider,
  type GamesTab,
  type GamesView,
  gamesRoute,
  gamesView,
  pickProvider,
  TAB_TYPE_CODES,
  typeByCode,
} from './catalogue.logic.ts'
import { catalogueQueries, GAME_TYPES } from './catalogue.queries.ts'
import { GameGrid } from './GameGrid.tsx'
import { GameList } from './GameList.tsx'
import { HotGames } from './HotGames.tsx'
import { Pending } from './Pending.tsx'
import { ProviderTabs } from './ProviderGrid.tsx'
import { TypeSections } from './TypeSections.tsx'
import { CATALOGUE } from './texts.ts'

const HEADING_TABS: readonly { tab: GamesTab | null; to: string; label: 'all' | 'hot' | 'promotions' }[] = [
  { tab: 'all', to: gamesRoute({ tab: 'all' }), label: 'all' },
  { tab: 'hot', to: gamesRoute({ tab: 'hot' }), label: 'hot' },
  { tab: null, to: '/promotion', label: 'promotions' },
]

/**
 * The game lobby (`/games?tab=all|hot|table|card|bingo`, or `?type={code}&provider={code}`): the heading strip,
 * then every type's providers, the hot games, a titled grid of one kind of game, or one type's provider tabs
 * and games.
 */
export function GamesScreen({ query }: { query: URLSearchParams | null }) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const view = gamesView(query)
  const types = useFirstStore($gameTypes, GAME_TYPES)
  const type = view.kind === 'type' && types.data ? typeByCode(types.data, view.typeCode) : undefined
  const tab = view.kind === 'tab' ? view.tab : null

  const title =
    tab === 'all'
      ? t('home.all')
      : tab === 'hot'
        ? t('home.hot')
        : tab
          ? t(`lobby.${tab}`)
          : (type?.name ?? t('title'))

  return (
    <S.Screen aria-labelledby="catalogue-games-title">
      <S.Title id="catalogue-games-title">{title}</S.Title>
      <S.Tabs aria-label={t('lobby.label')}>
        <ul>
          {HEADING_TABS.map((item) => {
            const isSelected = item.tab !== null && item.tab === tab
            return (
              <li key={item.label}>
                <S.TabLink to={item.to} $selected={isSelected} aria-current={isSelected ? 'page' : undefined}>
                  {t(`lobby.${item.label}`)}
                </S.TabLink>
              </li>
            )
          })}
        </ul>
      </S.Tabs>
      <GamesContent view={view} types={types} />
    </S.Screen>
  )
}

function GamesContent({
  view,
  types,
}: {
  view: GamesView
  types: { data?: GameType[] | undefined; error?: unknown }
}) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  if (view.kind === 'unknown') return <EmptyState message={t('games.empty')} />
  if (view.kind === 'tab' && view.tab === 'all') {
    return (
      <TypeSections
        isLeading
        routeOf={(type, provider) => gamesRoute({ type: type.code, provider: provider.code ?? undefined })}
      />
    )
  }
  if (view.kind === 'tab' && view.tab === 'hot') return <HotGames isHot />
  if (!types.data) return <Pending error={types.error} onRetry={() => $gameTypes.revalidate()} />
  if (view.kind === 'tab') {
    const type = typeByCode(types.data, TAB_TYPE_CODES[view.tab as keyof typeof TAB_TYPE_CODES])
    if (!type || type.providers.length === 0) return <EmptyState message={t('games.empty')} />
    return <KindGrid type={type} />
  }
  const type = typeByCode(types.data, view.typeCode)
  if (!type) return <EmptyState message={t('games.empty')} />
  const providers = type.providers.map(fromTypeProvider)
  const provider = pickProvider(providers, view.providerCode)
  return (
    <>
      <ProviderTabs
        providers={providers}
        selectedId={provider?.id ?? null}
        routeOf={(p) => gamesRoute({ type: type.code, provider: p.code ?? undefined })}
      />
      {provider ? (
        <GameList typeId={type.id} providerId={provider.id} />
      ) : (
        <EmptyState message={t('games.empty')} />
      )}
    </>
  )
}

/** Table, card or bingo games: the first page of each of the type's providers, in one grid. */
function KindGrid({ type }: { type: GameType }) {
  const { firstPages, gamePage } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const providerIds = type.providers.map((provider) => provider.id)
  const list = useStore(firstPages(type.id, providerIds), {
    ssr: () => ({ games: [], isLoading: true, isLoadingMore: false, failedPage: null, hasMore: false }),
  })
  if (list.isLoading)
    return <Pending error={undefined} onRetry={() => undefined} label={t('games.loading')} />
  if (list.failedPage !== null && list.games.length === 0) {
    const retry = () => {
      for (const id of providerIds) gamePage(type.id, id, 1).revalidate()
    }
    return <Pending error onRetry={retry} />
  }
  if (list.games.length === 0) return <EmptyState message={t('games.empty')} />
  return <GameGrid games={list.games} />
}
