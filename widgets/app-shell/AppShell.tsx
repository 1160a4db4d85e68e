import type { SessionNotice } from '@shwe/session'
import { Button, formatAmount, Money, useT, useToast, webLinkOrPath } from '@shwe/ui'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { PacedPart } from '../platform/paced-part.tsx'
import { useNavigate, useRuntime, useSignIn } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { LazyExchangeDialog as ExchangeDialog } from '../shared/exchange/LazyExchangeDialog.tsx'
import * as S from './AppShell.styles.ts'
import { BottomBar } from './BottomBar.tsx'
import type { GuestCredentials } from './guest.logic.ts'
import { Icon } from './icons.tsx'
import { LanguagePicker } from './LanguagePicker.tsx'
import { isScrolled } from './navigation.ts'
import { SHELL } from './texts.ts'

// What a player opens (the menu, Join Now, a new guest's credentials) loads when first opened, not with every page.
const Sidebar = lazy(async () => ({ default: (await import('./Sidebar.tsx')).Sidebar }))
const RegisterDialog = lazy(async () => ({ default: (await import('./RegisterDialog.tsx')).RegisterDialog }))
// The session meter and its reality check come with a sign-in; the bar keeps their room while they load.
const RealityCheck = lazy(async () => ({ default: (await import('./RealityCheck.tsx')).RealityCheck }))
const GuestCredentialsDialog = lazy(async () => ({
  default: (await import('./GuestCredentialsDialog.tsx')).GuestCredentialsDialog,
}))

export interface AppShellProps {
  /** Where the logo leads; the site's home by default. */
  homeHref?: string
  /** The Android app's address for the sidebar's Download App link; the link is hidden without one. */
  downloadAppUrl?: string
  /** A referral code (an affiliate's) the register dialog fills in; else the page's `?ref=` on the site. */
  referral?: string
}

const SIGNED_OUT_HOME = '/?type=all'

/** The `ref` of the site's current route (`/?type=all&ref=AFF1`), as affiliates link to the site. */
const referralOf = (route: string | null): string | undefined =>
  new URLSearchParams(route?.split('?')[1]?.split('#')[0] ?? '').get('ref')?.trim().slice(0, 64) || undefined

/**
 * The shell every page shows: the sticky top bar (logo, game balance or Login and Join Now, language picker,
 * menu), the sidebar, the bottom bar of signed-in players on small screens, the register dialog and the guest
 * credentials. Every shell on a page shows the same session.
 */
export function AppShell({ homeHref = '/', downloadAppUrl, referral }: AppShellProps) {
  const { session, router } = useRuntime()
  const { t } = useT(SHELL)
  const { t: tc, language } = useT('common')
  const toast = useToast()
  const navigate = useNavigate()
  const requestSignIn = useSignIn()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const user = useStore(session.$user, { ssr: () => undefined })
  const notice = useStore(session.$notice, { ssr: () => undefined })
  const [isMenuOpen, setIsMenuOpen] = useState(false)
  const [isRegisterOpen, setIsRegisterOpen] = useState(false)
  const [isExchangeOpen, setIsExchangeOpen] = useState(false)
  const [guest, setGuest] = useState<GuestCredentials | null>(null)
  const [scrolled, setScrolled] = useState(false)
  const onSite = router.mode === 'site'

  /** After signing in, out or up: the spec's signed-out home on the site; on a partner page, stay. */
  const goHome = useCallback(() => {
    if (onSite) navigate(SIGNED_OUT_HOME)
  }, [onSite, navigate])

  useEffect(() => {
    const onScroll = () => setScrolled(isScrolled(window.scrollY))
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // A notice left by the last page (a sign-in that loaded the home page, a session the server ended), or by
  // this one; while a page load is under way the next page shows it.
  useEffect(() => {
    if (!notice || router.isLeaving()) return
    session.dismissNotice()
    const texts: Record<SessionNotice, string> = {
      'signed-in': tc('signIn.loggedIn'),
      'signed-out': t('toasts.loggedOut'),
      registered: t('toasts.registered'),
      'session-ended': tc('signIn.sessionEnded'),
    }
    if (notice === 'session-ended') {
      toast.show(texts[notice], { tone: 'error', durationMs: 5000 })
      requestSignIn()
    } else {
      toast.show(texts[notice], { tone: 'success' })
    }
  }, [notice, session, router, t, tc, toast, requestSignIn])

  const signedIn = (next: SessionNotice) => {
    if (onSite) {
      goHome()
      session.notify(next)
    } else {
      toast.show(next === 'registered' ? t('toasts.registered') : tc('signIn.loggedIn'), { tone: 'success' })
    }
  }

  async function logout() {
    setIsMenuOpen(false)
    await session.signOut()
    if (onSite) {
      goHome()
      session.notify('signed-out')
    } else {
      toast.show(t('toasts.loggedOut'), { tone: 'success' })
    }
  }

  return (
    <>
      <S.Bar $isScrolled={scrolled} data-scrolled={scrolled}>
        <S.Logo href={webLinkOrPath(homeHref) ?? '/'} aria-label={t('home')}>
          Shwe
        </S.Logo>
        {isSignedIn && (
          <Suspense fallback={<S.MeterSpace aria-hidden="true" />}>
            <RealityCheck />
          </Suspense>
        )}
        {isSignedIn ? (
          <S.Balance
            aria-label={
              user
                ? `${t('balance')} ${formatAmount(user.balance, language)} ${tc('currency.ks')}`
                : t('balance')
            }
            aria-haspopup="dialog"
            title={t('exchangeBalance')}
            disabled={!user}
            onClick={() => setIsExchangeOpen(true)}
          >
            {user ? <Money amount={user.balance} label="ks" /> : '…'}
          </S.Balance>
        ) : (
          <S.SignedOut>
            <Button
              $variant="ghost"
              onClick={() => requestSignIn({ onSignedIn: () => signedIn('signed-in') })}
            >
              {t('login')}
            </Button>
            <Button onClick={() => setIsRegisterOpen(true)}>{t('joinNow')}</Button>
          </S.SignedOut>
        )}
        <PacedPart>
          <LanguagePicker />
        </PacedPart>
        <S.IconButton
          aria-label={t('openMenu')}
          aria-expanded={isMenuOpen}
          onClick={() => setIsMenuOpen(true)}
        >
          <Icon name="menu" size={22} />
        </S.IconButton>
      </S.Bar>
      <Suspense fallback={null}>
        {isMenuOpen && (
          <Sidebar onClose={() => setIsMenuOpen(false)} onLogout={logout} downloadAppUrl={downloadAppUrl} />
        )}
      </Suspense>
      {isSignedIn && (
        <PacedPart>
          <BottomBar />
        </PacedPart>
      )}
      {isSignedIn && isExchangeOpen && <ExchangeDialog open onClose={() => setIsExchangeOpen(false)} />}
      <Suspense fallback={null}>
        {isRegisterOpen && (
          <RegisterDialog
            referral={referral ?? referralOf(router.$location.get())}
            onClose={() => setIsRegisterOpen(false)}
            onRegistered={() => {
              setIsRegisterOpen(false)
              signedIn('registered')
            }}
            onGuestCreated={(credentials) => {
              setIsRegisterOpen(false)
              setGuest(credentials)
            }}
          />
        )}
        {guest && (
          <GuestCredentialsDialog
            credentials={guest}
            onClose={() => {
              setGuest(null)
              goHome()
            }}
          />
        )}
      </Suspense>
    </>
  )
}
