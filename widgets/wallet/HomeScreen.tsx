import { useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { WalletCard } from '../shared/wallet-card/WalletCard.tsx'
import * as S from './Home.styles.ts'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'

const SHORTCUTS = [
  { key: 'deposit', to: '/top-up/bank', path: 'M12 3v12m0 0-5-5m5 5 5-5M4 19h16' },
  { key: 'withdraw', to: '/with-draw', path: 'M12 21V9m0 0-5 5m5-5 5 5M4 5h16' },
  { key: 'history', to: '/wallet-history', path: 'M12 7v5l3 3M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9Z' },
] as const

const STEPS = ['step1', 'step2', 'step3', 'step4'] as const

/** `/wallet`: who is signed in, both balances, the deposit, withdraw and history shortcuts, how to deposit. */
export function HomeScreen({ hideGameWallet = false }: { hideGameWallet?: boolean }) {
  const { session } = useRuntime()
  const { t } = useT(WALLET)
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const user = useStore(session.$user, { ssr: () => undefined })

  if (!isSignedIn) {
    return (
      <W.Screen aria-labelledby="wallet-home-title">
        <h1 id="wallet-home-title">{t('home.title')}</h1>
        <SignInPrompt message={t('home.signedOut')} />
      </W.Screen>
    )
  }
  return (
    <W.Screen aria-labelledby="wallet-home-title">
      <S.Profile>
        <S.Avatar aria-hidden="true">
          {(user?.name ?? user?.user_name ?? '·').slice(0, 1).toUpperCase()}
        </S.Avatar>
        <div>
          <h1 id="wallet-home-title">{user?.name ?? t('home.title')}</h1>
          <p>
            {t('home.member')}: {user?.user_name ?? '…'}
          </p>
        </div>
      </S.Profile>
      <WalletCard hideGameWallet={hideGameWallet} />
      <nav aria-label={t('home.shortcuts')}>
        <S.Shortcuts>
          {SHORTCUTS.map((each) => (
            <li key={each.key}>
              <RouteLink to={each.to}>
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={each.path} />
                </svg>
                {t(`home.${each.key}`)}
              </RouteLink>
            </li>
          ))}
        </S.Shortcuts>
      </nav>
      <W.Card as="section" aria-labelledby="wallet-howto-title">
        <h2 id="wallet-howto-title">{t('home.howTo')}</h2>
        <S.Steps>
          {STEPS.map((step) => (
            <li key={step}>{t(`home.steps.${step}`)}</li>
          ))}
        </S.Steps>
      </W.Card>
    </W.Screen>
  )
}
