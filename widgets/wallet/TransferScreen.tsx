import { useStore } from '@nanostores/react'
import { Button, FormParts as F, Field, Money, Spinner, useT, useToast } from '@shwe/ui'
import { useEffect, useId } from 'react'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { DirectionToggle } from '../shared/exchange/ExchangeDialog.tsx'
import * as X from '../shared/exchange/exchange.styles.ts'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { useExchange } from '../shared/exchange/use-exchange.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'

const HERE = '/wallet/internal-transfer'

/**
 * `/wallet/internal-transfer` (spec number-games.md "Transfer screen"): the direction, the amount, a busy
 * submit and the link to the transfer log. A signed-out visitor is sent to `/login` and brought back here.
 */
export function TransferScreen() {
  const { session, router } = useRuntime()
  const { t } = useT(WALLET)
  const { t: te } = useT(EXCHANGE)
  const { t: tc } = useT('common')
  const toast = useToast()
  const navigate = useNavigate()
  const onSite = router.mode === 'site'
  const amountId = useId()
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => true })
  const exchange = useExchange(() => toast.show(t('transfer.done'), { tone: 'success' }))
  const { user, direction, problem, errors } = exchange

  useEffect(() => {
    if (!isSignedIn && onSite) navigate(`/login?${new URLSearchParams({ next: HERE })}`)
  }, [isSignedIn, onSite, navigate])

  const amountError = !problem
    ? errors.fields.amount
    : problem === 'overBalance'
      ? te(direction === 'mainToGame' ? 'overMain' : 'overGame')
      : problem === 'decimals'
        ? te('decimals')
        : t('transfer.enterAmount')
  const general = errors.isNetwork
    ? te('network')
    : errors.isUnexpected
      ? tc('errors.somethingWrong')
      : errors.general

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
          <X.Balances>
            <div data-source={direction === 'mainToGame'}>
              <dt>{t('home.main')}</dt>
              <dd>{user ? <Money amount={user.main_balance} label="ks" /> : '…'}</dd>
            </div>
            <div data-source={direction === 'gameToMain'}>
              <dt>{t('home.game')}</dt>
              <dd>{user ? <Money amount={user.balance} label="ks" /> : '…'}</dd>
            </div>
          </X.Balances>
          <F.Form onSubmit={exchange.submit} noValidate>
            <DirectionToggle
              value={direction}
              onChange={exchange.setDirection}
              label={t('transfer.direction')}
            />
            <Field
              id={amountId}
              label={t('transfer.amount')}
              name="amount"
              type="number"
              inputMode="decimal"
              min={1}
              step="any"
              autoComplete="off"
              value={exchange.amount}
              onChange={(event) => exchange.setAmount(event.target.value)}
              error={amountError}
            />
            {general && <F.FormError role="alert">{general}</F.FormError>}
            <Button type="submit" disabled={exchange.isPending} aria-busy={exchange.isPending}>
              {exchange.isPending && <Spinner />}
              {exchange.isPending ? t('transfer.submitting') : t('transfer.submit')}
            </Button>
          </F.Form>
          <RouteLink to="/transactions">{t('transfer.log')}</RouteLink>
        </W.Card>
      )}
    </W.Screen>
  )
}
