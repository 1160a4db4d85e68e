import type { GameType } from '@shwe/contract'
import { EmptyState, useT } from '@shwe/ui'
import { useId } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { PacedPart } from '../platform/paced-part.tsx'
import { useRuntime } from '../platform/root-context.ts'
import * as S from './Catalogue.styles.ts'
import { fromTypeProvider, type ProviderCard, visibleTypes } from './catalogue.logic.ts'
import { catalogueQueries, GAME_TYPES } from './catalogue.queries.ts'
import { Pending } from './Pending.tsx'
import { ProviderGrid } from './ProviderGrid.tsx'
import { CATALOGUE } from './texts.ts'

export interface TypeSectionsProps {
  /** The route of one provider's game list in one type. */
  routeOf: (type: GameType, provider: ProviderCard) => string
  /** The sections open the screen: the first grid's first row is part of its first paint. */
  isLeading?: boolean
}

/** Every game type (but the hidden ones) as a section: its name and a grid of its provider cards. */
export function TypeSections({ routeOf, isLeading = false }: TypeSectionsProps) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const idBase = useId()
  const { data, error } = useFirstStore($gameTypes, GAME_TYPES)
  if (!data) return <Pending error={error} onRetry={() => $gameTypes.revalidate()} />
  const types = visibleTypes(data)
  if (types.length === 0) return <EmptyState message={t('games.empty')} />
  return types.map((type, index) => (
    <PacedPart key={type.id}>
      <S.Section aria-labelledby={`${idBase}-${type.id}`}>
        <S.SectionTitle id={`${idBase}-${type.id}`}>{type.name}</S.SectionTitle>
        <ProviderGrid
          providers={type.providers.map(fromTypeProvider)}
          routeOf={(provider) => routeOf(type, provider)}
          isLeading={isLeading && index === 0}
        />
      </S.Section>
    </PacedPart>
  ))
}
