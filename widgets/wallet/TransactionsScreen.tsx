import { useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { ExchangeLog, type ExchangeLogScreenProps } from './ExchangeLogScreen.tsx'
import { WALLET } from './texts.ts'

/** The transfer screen's log (`/transactions`): the exchange log under "Transfer log", with a way back. */
export function TransactionsScreen({ now }: ExchangeLogScreenProps) {
  const { t } = useT(WALLET)
  return (
    <ExchangeLog
      title={t('exchangeLog.transferTitle')}
      now={now}
      aside={<RouteLink to="/wallet/internal-transfer">{t('exchangeLog.backToTransfer')}</RouteLink>}
    />
  )
}
