import { useStore } from '@nanostores/react'
import { Button, Money, Skeleton, useT } from '@shwe/ui'
import { useState } from 'react'
import { LazyExchangeDialog as ExchangeDialog } from '../LazyExchangeDialog.tsx'
import { RouteLink } from '../RouteLink.tsx'
import { useRuntime } from '../WidgetRoot.tsx'
import * as S from './Home.styles.ts'
import { WALLET } from './texts.ts'

export interface WalletCardProps {
  /** Hides the game-wallet row, as the 2D and 3D bet screens do (spec number-games.md section 2). */
  hideGameWallet?: boolean
}

/**
 * The player's two balances, main and game, read from the session, so they move with every money action on
 * the page; the exchange dialog and the transfer screen are one press away.
 */
export function WalletCard({ hideGameWallet = false }: WalletCardProps) {
  const { session } = useRuntime()
  const { t } = useT(WALLET)
  const user = useStore(session.$user, { ssr: () => undefined })
  const [isExchangeOpen, setIsExchangeOpen] = useState(false)
  const amount = (value: string | undefined) =>
    value === undefined ? <Skeleton width="7em" height="22px" /> : <Money amount={value} label="ks" />

  return (
    <>
      <S.WalletCard aria-labelledby="wallet-card-title">
        <h2 id="wallet-card-title">{t('home.card')}</h2>
        <dl>
          <div>
            <dt>{t('home.main')}</dt>
            <dd>{amount(user?.main_balance)}</dd>
          </div>
          {!hideGameWallet && (
            <div>
              <dt>{t('home.game')}</dt>
              <dd>{amount(user?.balance)}</dd>
            </div>
          )}
        </dl>
        <S.CardActions>
          <Button aria-haspopup="dialog" disabled={!user} onClick={() => setIsExchangeOpen(true)}>
            {t('home.exchange')}
          </Button>
          <Button as={RouteLink} to="/wallet/internal-transfer" $variant="ghost">
            {t('home.transfer')}
          </Button>
        </S.CardActions>
      </S.WalletCard>
      {user && isExchangeOpen && <ExchangeDialog open onClose={() => setIsExchangeOpen(false)} />}
    </>
  )
}
