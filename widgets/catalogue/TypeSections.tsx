import { useStore } from '@nanostores/react'
import type { GameType } from '@shwe/contract'
import { EmptyState, useT } from '@shwe/ui'
import { useId } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import * as S from './Catalogue.styles.ts'
import { fromTypeProvider, type ProviderCard, visibleTypes } from './catalogue.logic.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { Pending } from './Pending.tsx'
import { ProviderGrid } from './ProviderGrid.tsx'
import { CATALOGUE } from './texts.ts'

export interface TypeSectionsProps {
  /** The route of one provider's game list in one type. */
  routeOf: (type: GameType, provider: ProviderCard) => string
}

/** Every game type (but the hidden ones) as a section: its name and a grid of its provider cards. */
export function TypeSections({ routeOf }: TypeSectionsProps) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const idBase = useId()
  const { data, error } = useStore($gameTypes, { ssr: () => ({ loading: true }) })
  if (!data) return <Pending error={error} onRetry={() => $gameTypes.revalidate()} />
  const types = visibleTypes(data)
  if (types.length === 0) return <EmptyState message={t('games.empty')} />
  return types.map((type) => (
    <S.Section key={type.id} aria-labelledby={`${idBase}-${type.id}`}>
      <S.SectionTitle id={`${idBase}-${type.id}`}>{type.name}</S.SectionTitle>
      <ProviderGrid
        providers={type.providers.map(fromTypeProvider)}
        routeOf={(provider) => routeOf(type, provider)}
      />
    </S.Section>
  ))
}
