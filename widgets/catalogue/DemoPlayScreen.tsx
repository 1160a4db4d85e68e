import { EmptyState, useT } from '@shwe/ui'
import type { ReactNode } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './Catalogue.styles.ts'
import {
  DEMO_TYPES,
  type DemoType,
  demoRoute,
  demoTypeCode,
  demoView,
  fromTypeProvider,
  pickProvider,
  typeByCode,
} from './catalogue.logic.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { GameList } from './GameList.tsx'
import { Pending } from './Pending.tsx'
import { ProviderTabs } from './ProviderGrid.tsx'
import { CATALOGUE } from './texts.ts'

const TYPE_LABELS: Record<DemoType, 'demo.slot' | 'demo.fishing' | 'demo.liveCasino' | 'demo.sportBook'> = {
  slot: 'demo.slot',
  fishing: 'demo.fishing',
  'live casino': 'demo.liveCasino',
  'sport book': 'demo.sportBook',
}

/**
 * Demo play (`/demo-play?type=slot|fishing|live casino|sport book&list={provider name}`): the games of one
 * provider as pictures, to browse without signing in.
 */
export function DemoPlayScreen({ query }: { query: URLSearchParams | null }) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const view = demoView(query)
  const { data, error } = useStore($gameTypes, { ssr: () => ({ loading: true }) })
  const selected = view.kind === 'type' ? view.type : null
  const type = selected && data ? typeByCode(data, demoTypeCode(selected)) : undefined
  const providers = type?.providers.map(fromTypeProvider) ?? []
  const provider = view.kind === 'type' ? pickProvider(providers, view.list) : undefined

  let content: ReactNode
  if (view.kind === 'unknown') content = <EmptyState message={t('games.empty')} />
  else if (!data) content = <Pending error={error} onRetry={() => $gameTypes.revalidate()} />
  else if (!type || !provider) content = <EmptyState message={t('games.empty')} />
  else content = <GameList typeId={type.id} providerId={provider.id} isPlayable={false} />

  return (
    <S.Screen aria-labelledby="catalogue-demo-title">
      <S.Title id="catalogue-demo-title">{t('demo.title')}</S.Title>
      <S.Tabs aria-label={t('demo.types')}>
        <ul>
          {DEMO_TYPES.map((demoType) => {
            const isSelected = demoType === selected
            return (
              <li key={demoType}>
                <S.TabLink
                  to={demoRoute(demoType)}
                  $selected={isSelected}
                  aria-current={isSelected ? 'page' : undefined}
                >
                  {t(TYPE_LABELS[demoType])}
                </S.TabLink>
              </li>
            )
          })}
        </ul>
      </S.Tabs>
      {type && selected && providers.length > 0 && (
        <ProviderTabs
          providers={providers}
          selectedId={provider?.id ?? null}
          routeOf={(p) => demoRoute(selected, p.name)}
        />
      )}
      {content}
    </S.Screen>
  )
}
