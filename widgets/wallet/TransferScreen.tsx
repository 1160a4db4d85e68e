import { useT, useToast } from '@shwe/ui'
import { useEffect } from 'react'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { ExchangeForm } from '../shared/exchange/ExchangeForm.tsx'
import { useExchange } from '../shared/exchange/use-exchange.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'

const HERE = '/wallet/internal-transfer'

/**
 * `/wallet/internal-transfer` (spec number-games.md "Transfer screen"): the exchange form in the wallet's words,
 * and the link to the transfer log. A signed-out visitor is sent to `/login` and brought back here.
 */
export function TransferScreen() {
  const { session, router } = useRuntime()
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const toast = useToast()
  const navigate = useNavigate()
  const onSite = router.mode === 'site'
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => true })
  const exchange = useExchange(() => toast.show(t('transfer.done'), { tone: 'success' }))

  useEffect(() => {
    if (!isSignedIn && onSite) navigate(`/login?${new URLSearchParams({ next: HERE })}`)
  }, [isSignedIn, onSite, navigate])

  return (
    <W.Screen aria-labelledby="wallet-transfer-title">
      <h1 id="wallet-transfer-title">{t('transfer.title')}</h1>
      {!isSignedIn && onSite ? (
        <W.Card>
          <p role="status">{t('transfer.toLogin')}</p>
        </W.Card>
      ) : !isSignedIn ? (
        <SignInPrompt message={t('home.signedOut')} />
      ) : (
        <W.Card>
          <ExchangeForm
            exchange={exchange}
            texts={{
              main: t('home.main'),
              game: t('home.game'),
              direction: t('transfer.direction'),
              amount: t('transfer.amount'),
              invalid: t('transfer.enterAmount'),
              failed: tc('errors.somethingWrong'),
              submit: t('transfer.submit'),
              submitting: t('transfer.submitting'),
            }}
          />
          <RouteLink to="/transactions">{t('transfer.log')}</RouteLink>
        </W.Card>
      )}
    </W.Screen>
  )
}
