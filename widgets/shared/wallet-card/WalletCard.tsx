import { Button, Money, Skeleton, useT } from '@shwe/ui'
import { memo, useId, useState } from 'react'
import { RouteLink } from '../../platform/RouteLink.tsx'
import { useRuntime, useSignIn } from '../../platform/root-context.ts'
import { useStore } from '../../platform/use-store.ts'
import { LazyExchangeDialog as ExchangeDialog } from '../exchange/LazyExchangeDialog.tsx'
import * as S from './wallet-card.styles.ts'

export interface WalletCardProps {
  /** Hides the game-wallet row, as the 2D and 3D bet screens do (spec number-games.md section 2). */
  hideGameWallet?: boolean
}

/**
 * The player's two balances, main and game, read from the session, so they move with every money action on
 * the page; the exchange dialog and the transfer screen are one press away. A visitor sees the same card with
 * a way to sign in, so the page around it does not move when the browser learns who is there.
 */
export const WalletCard = memo(function WalletCard({ hideGameWallet = false }: WalletCardProps) {
  const { session } = useRuntime()
  const { t } = useT('common')
  const requestSignIn = useSignIn()
  const titleId = useId()
  const user = useStore(session.$user, { ssr: () => undefined })
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => true })
  const [isExchangeOpen, setIsExchangeOpen] = useState(false)
  const amount = (value: string | undefined) => {
    if (!isSignedIn) return '—'
    return value === undefined ? <Skeleton width="7em" height="22px" /> : <Money amount={value} label="ks" />
  }

  return (
    <>
      <S.Card aria-labelledby={titleId}>
        <h2 id={titleId}>{t('walletCard.title')}</h2>
        <dl>
          <div>
            <dt>{t('walletCard.main')}</dt>
            <dd>{amount(user?.main_balance)}</dd>
          </div>
          {!hideGameWallet && (
            <div>
              <dt>{t('walletCard.game')}</dt>
              <dd>{amount(user?.balance)}</dd>
            </div>
          )}
        </dl>
        {isSignedIn ? (
          <S.Actions>
            <Button aria-haspopup="dialog" disabled={!user} onClick={() => setIsExchangeOpen(true)}>
              {t('walletCard.exchange')}
            </Button>
            <Button as={RouteLink} to="/wallet/internal-transfer" $variant="ghost">
              {t('walletCard.transfer')}
            </Button>
          </S.Actions>
        ) : (
          <S.Actions>
            <Button onClick={() => requestSignIn()} aria-describedby={`${titleId}-why`}>
              {t('signIn.submit')}
            </Button>
            <S.Why id={`${titleId}-why`}>{t('walletCard.signedOut')}</S.Why>
          </S.Actions>
        )}
      </S.Card>
      {user && isExchangeOpen && <ExchangeDialog open onClose={() => setIsExchangeOpen(false)} />}
    </>
  )
})
