import { EmptyState, useT } from '@shwe/ui'
import * as C from './Catalogue.styles.ts'
import type { ProviderCard } from './catalogue.logic.ts'
import { Picture } from './Picture.tsx'
import * as S from './ProviderGrid.styles.ts'
import { CATALOGUE } from './texts.ts'

export interface ProviderGridProps {
  providers: readonly ProviderCard[]
  /** The route of a provider's game list. */
  routeOf: (provider: ProviderCard) => string
  /** The first grid of the screen: its first row (the widest layout's) is part of the first paint. */
  isLeading?: boolean
}

/** Cards in the grid's widest row (ProviderGrid.styles.ts). */
const WIDEST_ROW = 5

/** Provider cards: logo, provider name, short name and a button to that provider's games. */
export function ProviderGrid({ providers, routeOf, isLeading = false }: ProviderGridProps) {
  const { t } = useT(CATALOGUE)
  if (providers.length === 0) return <EmptyState message={t('games.empty')} />
  return (
    <S.ProviderGrid>
      {providers.map((provider, index) => (
        <S.ProviderCard key={provider.id}>
          <Picture
            src={provider.image}
            ratio="14 / 5"
            width={280}
            height={100}
            alt=""
            isUrgent={isLeading && index < WIDEST_ROW}
          />
          <S.ProviderName>
            <strong>{provider.name}</strong>
            <span>{provider.shortName}</span>
          </S.ProviderName>
          <S.ProviderLink
            to={routeOf(provider)}
            aria-label={t('providers.openLabel', { name: provider.name })}
          >
            {t('providers.open')}
          </S.ProviderLink>
        </S.ProviderCard>
      ))}
    </S.ProviderGrid>
  )
}

export interface ProviderTabsProps {
  providers: readonly ProviderCard[]
  selectedId: number | null
  routeOf: (provider: ProviderCard) => string
}

/** The provider tab strip above a game list. */
export function ProviderTabs({ providers, selectedId, routeOf }: ProviderTabsProps) {
  const { t } = useT(CATALOGUE)
  return (
    <C.Tabs aria-label={t('providers.tabs')}>
      <ul>
        {providers.map((provider) => {
          const isSelected = provider.id === selectedId
          return (
            <li key={provider.id}>
              <C.TabLink
                to={routeOf(provider)}
                $selected={isSelected}
                aria-current={isSelected ? 'page' : undefined}
              >
                {provider.name}
              </C.TabLink>
            </li>
          )
        })}
      </ul>
    </C.Tabs>
  )
}
