import type { GameType } from '@shwe/contract'
import { useT } from '@shwe/ui'
import type { ReactNode } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './CategoryStrip.styles.ts'
import { type HomeView, homeRoute, visibleTypes } from './catalogue.logic.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import { type FixedCategory, FixedIcon, TypeIcon } from './icons.tsx'
import { CATALOGUE } from './texts.ts'

const FIXED_ROUTES: Record<FixedCategory, string> = {
  twoD: '/2d',
  shan: '/shan',
  hot: homeRoute('hot'),
  threeD: '/3d',
}

/**
 * The horizontally scrolling category strip: 2D, ShanKoMe, Hot Games and 3D, then one button per game type
 * the server lists (ids 6, 12, 13 and 14 left out). The selected one is highlighted and marked current.
 */
export function CategoryStrip({ view }: { view: HomeView }) {
  const { $gameTypes } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { data } = useStore($gameTypes, { ssr: () => ({ loading: true }) })
  const types: GameType[] = data ? visibleTypes(data) : []
  const selectedType = view.kind === 'type' ? view.typeId : null

  const item = (key: string, to: string, isSelected: boolean, icon: ReactNode, label: string) => (
    <li key={key}>
      <S.StripLink to={to} $selected={isSelected} aria-current={isSelected ? 'page' : undefined}>
        {icon}
        <span>{label}</span>
      </S.StripLink>
    </li>
  )
  const fixed = (name: FixedCategory) => {
    const isSelected = name === 'hot' && view.kind === 'hot'
    return item(
      name,
      FIXED_ROUTES[name],
      isSelected,
      <FixedIcon name={name} isSelected={isSelected} />,
      t(`strip.${name}`),
    )
  }

  return (
    <S.Strip aria-label={t('strip.label')}>
      <ul>
        {fixed('twoD')}
        {fixed('shan')}
        {fixed('hot')}
        {fixed('threeD')}
        {types.map((type) => {
          const isSelected = type.id === selectedType
          return item(
            `type-${type.id}`,
            homeRoute(type.id),
            isSelected,
            <TypeIcon typeId={type.id} isSelected={isSelected} />,
            type.name,
          )
        })}
      </ul>
    </S.Strip>
  )
}
