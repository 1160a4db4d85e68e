import type { GameType } from '@shwe/contract'
import { EmptyState, useT } from '@shwe/ui'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { Announcement } from './Announcement.tsx'
import { BannerCarousel } from './BannerCarousel.tsx'
import * as S from './Catalogue.styles.ts'
import { CategoryStrip } from './CategoryStrip.tsx'
import { fromProduct, type HomeView, homeRoute, homeView } from './catalogue.logic.ts'
import { catalogueQueries, GAME_TYPES } from './catalogue.queries.ts'
import { GameList } from './GameList.tsx'
import { HotGames } from './HotGames.tsx'
import { Pending } from './Pending.tsx'
import { PopupAd } from './PopupAd.tsx'
import { ProviderGrid, ProviderTabs } from './ProviderGrid.tsx'
import { TypeSections } from './TypeSections.tsx'
import { CATALOGUE } from './texts.ts'

interface TypesValue {
  data?: GameType[] | undefined
  error?: unknown
}

/**
 * The home (`/?type=all|hot|{typeId}&provider={providerId}`): category strip, popup ad, banners, announcement,
 * then every type's providers, the hot games, or one type's providers and one provider's games.
 */
export function HomeScreen({ query }: { query: URLSearchParams | null }) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const view = homeView(query)
  const types: TypesValue = useFirstStore($gameTypes, GAME_TYPES)
  const type =
    view.kind === 'type' ? types.data?.find((candidate) => candidate.id === view.typeId) : undefined

  const title =
    view.kind === 'all' ? t('home.all') : view.kind === 'hot' ? t('home.hot') : (type?.name ?? t('title'))

  return (
    <S.Screen aria-labelledby="catalogue-home-title">
      <S.Title id="catalogue-home-title">{title}</S.Title>
      <CategoryStrip view={view} />
      <PopupAd />
      <BannerCarousel />
      <Announcement />
      <HomeContent view={view} type={type} types={types} />
    </S.Screen>
  )
}

function HomeContent({
  view,
  type,
  types,
}: {
  view: HomeView
  type: GameType | undefined
  types: TypesValue
}) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  switch (view.kind) {
    case 'all':
      return <TypeSections routeOf={(of, provider) => homeRoute(of.id, provider.id)} />
    case 'hot':
      return <HotGames />
    case 'unknown':
      return <EmptyState message={t('games.empty')} />
    case 'type':
      if (type) return <TypeProviders type={type} providerId={view.providerId} />
      if (types.data) return <EmptyState message={t('games.empty')} />
      return <Pending error={types.error} onRetry={() => $gameTypes.revalidate()} />
  }
}

/** One type: its provider cards, or, with a provider chosen, the provider tabs and that provider's games. */
function TypeProviders({ type, providerId }: { type: GameType; providerId: number | null }) {
  const { providersOf } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const $providers = providersOf(type.code)
  const { data, error } = useStore($providers, { ssr: () => ({ loading: true }) })
  if (!data) return <Pending error={error} onRetry={() => $providers.revalidate()} />
  const providers = data.map(fromProduct)
  const routeOf = (provider: { id: number }) => homeRoute(type.id, provider.id)
  if (providerId === null) return <ProviderGrid providers={providers} routeOf={routeOf} />
  const provider = providers.find((candidate) => candidate.id === providerId)
  return (
    <>
      <ProviderTabs providers={providers} selectedId={providerId} routeOf={routeOf} />
      {provider ? (
        <S.Section aria-labelledby="catalogue-provider-title">
          <S.SectionTitle id="catalogue-provider-title">{provider.name}</S.SectionTitle>
          <GameList typeId={type.id} providerId={provider.id} />
        </S.Section>
      ) : (
        <EmptyState message={t('games.empty')} />
      )}
    </>
  )
}
