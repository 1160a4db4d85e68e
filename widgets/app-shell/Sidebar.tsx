import { Button, Money, useT, webAddress } from '@shwe/ui'
import { useEffect, useRef } from 'react'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { Icon } from './icons.tsx'
import { CONTACT_ICONS, CONTACT_ROUTE, DEPOSIT_ROUTE, SIDEBAR_ENTRIES } from './navigation.ts'
import * as S from './Sidebar.styles.ts'
import { SHELL } from './texts.ts'

export interface SidebarProps {
  onClose: () => void
  onLogout: () => void
  downloadAppUrl?: string | undefined
}

/**
 * The sidebar: a modal drawer on the native `<dialog>` (focus stays inside, Escape and the backdrop close it,
 * focus returns to the menu button). Entries of the spec; for a signed-in player also the profile link, the
 * balance chip, Deposit and Logout.
 */
export function Sidebar({ onClose, onLogout, downloadAppUrl }: SidebarProps) {
  const { session } = useRuntime()
  const { t } = useT(SHELL)
  const { t: tc } = useT('common')
  const isSignedIn = useStore(session.$isSignedIn)
  const user = useStore(session.$user)
  const dialog = useRef<HTMLDialogElement>(null)
  // The operator chose the app's host; only a web address makes a link.
  const download = webAddress(downloadAppUrl)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal?.()
    return () => element?.close?.()
  }, [])

  return (
    <S.Drawer
      ref={dialog}
      aria-label={t('menu')}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <S.DrawerPanel>
        <S.DrawerHeader>
          {isSignedIn && user ? (
            <RouteLink to="/information?tab=profile" onClick={onClose}>
              <Icon name="user" />
              <span>{user.name || user.user_name}</span>
            </RouteLink>
          ) : (
            <strong>{t('menu')}</strong>
          )}
          <S.IconButton aria-label={tc('actions.close')} onClick={onClose}>
            ×
          </S.IconButton>
        </S.DrawerHeader>
        {isSignedIn && (
          <S.Wallet>
            <S.Chip aria-label={t('balance')}>
              {user ? <Money amount={user.balance} label="ks" /> : '…'}
            </S.Chip>
            <Button as={RouteLink} to={DEPOSIT_ROUTE} onClick={onClose}>
              {t('nav.deposit')}
            </Button>
          </S.Wallet>
        )}
        <nav aria-label={t('mainNavigation')}>
          <S.NavList>
            {SIDEBAR_ENTRIES.map((entry) => (
              <li key={entry.key}>
                <RouteLink to={entry.to} onClick={onClose}>
                  <Icon name={entry.icon} />
                  {t(`nav.${entry.key}`)}
                </RouteLink>
              </li>
            ))}
          </S.NavList>
        </nav>
        <S.Contacts aria-label={t('contactUs')}>
          {CONTACT_ICONS.map((name) => (
            <li key={name}>
              <RouteLink to={CONTACT_ROUTE} onClick={onClose} aria-label={t(`contactChannels.${name}`)}>
                <Icon name={name} size={22} />
              </RouteLink>
            </li>
          ))}
        </S.Contacts>
        {download && (
          <S.Download href={download} rel="noopener noreferrer" target="_blank">
            {t('nav.downloadApp')}
          </S.Download>
        )}
        {isSignedIn && (
          <Button $variant="ghost" onClick={onLogout}>
            {t('logout')}
          </Button>
        )}
      </S.DrawerPanel>
    </S.Drawer>
  )
}
