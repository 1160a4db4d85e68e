import { useStore } from '@nanostores/react'
import { Button, Money, Toast, useT } from '@shwe/ui'
import { useCallback, useEffect, useState } from 'react'
import { useRuntime } from '../WidgetRoot.tsx'
import * as S from './AppShell.styles.ts'
import { isScrolled } from './app-shell.logic.ts'
import { LanguagePicker } from './LanguagePicker.tsx'
import { LoginForm } from './LoginForm.tsx'

export interface AppShellProps {
  /** Where the logo leads; the site's home by default. */
  homeHref?: string
}

/**
 * The top bar: logo, the game balance when signed in (with Logout), Login when signed out, and the
 * language picker. Every bar on a page shows the same session.
 */
export function AppShell({ homeHref = '/' }: AppShellProps) {
  const { session } = useRuntime()
  const { t } = useT('app-shell')
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  const user = useStore(session.$user, { ssr: () => undefined })
  const [isLoginOpen, setIsLoginOpen] = useState(false)
  const [toast, setToast] = useState<string | null>(null)
  const [scrolled, setScrolled] = useState(false)
  const clearToast = useCallback(() => setToast(null), [])
  const closeLogin = useCallback(() => setIsLoginOpen(false), [])

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  return (
    <S.Bar $isScrolled={scrolled} data-scrolled={scrolled}>
      <S.Logo href={homeHref} aria-label={t('home')}>
        Shwe
      </S.Logo>
      {isSignedIn ? (
        <>
          <S.Balance aria-label={t('balance')}>
            {user ? <Money amount={user.balance} label="ks" /> : '…'}
          </S.Balance>
          <Button
            $variant="ghost"
            onClick={async () => {
              await session.signOut()
              setToast(t('toasts.loggedOut'))
            }}
          >
            {t('logout')}
          </Button>
        </>
      ) : (
        <Button onClick={() => setIsLoginOpen(true)}>{t('login')}</Button>
      )}
      <LanguagePicker />
      {isLoginOpen && (
        <LoginForm
          onClose={closeLogin}
          onSignedIn={() => {
            setIsLoginOpen(false)
            setToast(t('toasts.loggedIn'))
          }}
        />
      )}
      {toast && <Toast message={toast} onDone={clearToast} />}
    </S.Bar>
  )
}
