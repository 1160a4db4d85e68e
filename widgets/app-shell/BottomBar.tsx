import { useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import * as S from './AppShell.styles.ts'
import { Icon } from './icons.tsx'
import { BOTTOM_ENTRIES } from './navigation.ts'
import { SHELL } from './texts.ts'

/** The fixed bottom bar of signed-in players, on small screens only (spec: five entries). */
export function BottomBar() {
  const { t } = useT(SHELL)
  return (
    <S.BottomBar aria-label={t('bottomNavigation')}>
      <ul>
        {BOTTOM_ENTRIES.map((entry) => (
          <li key={entry.key}>
            <RouteLink to={entry.to}>
              <Icon name={entry.icon} />
              <span>{t(`nav.${entry.key}`)}</span>
            </RouteLink>
          </li>
        ))}
      </ul>
    </S.BottomBar>
  )
}
