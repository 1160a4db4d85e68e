import type { DepositLogRow, WithdrawLogRow } from '@shwe/contract'
import { DateTime, EmptyState, Money, useT } from '@shwe/ui'
import { useId } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { HistoryError, HistoryLoading, HistoryStatus } from './HistoryParts.tsx'
import { mergeRequests } from './log.logic.ts'
import * as S from './log.styles.ts'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'
import { walletQueries } from './wallet.queries.ts'

interface Fetched<T> {
  data?: T
  error?: unknown
}

/** The height of one table row (padding, one line of text, border), for its loading placeholders. */
const TABLE_ROW_HEIGHT = 45

/**
 * The transaction history table: deposit and withdraw requests merged, newest first, with the columns no,
 * bank, type, status, date and amount. Wider than a phone, it scrolls sideways inside a named, focusable
 * region. Reads the same cached logs as the logs screen.
 */
export function TransactionsTable() {
  const { $depositLog, $withdrawLog } = useRuntime().stores(walletQueries)
  const { t } = useT(WALLET)
  const captionId = useId()
  const deposits: Fetched<DepositLogRow[]> = useStore($depositLog, { ssr: () => ({ loading: true }) })
  const withdrawals: Fetched<WithdrawLogRow[]> = useStore($withdrawLog, { ssr: () => ({ loading: true }) })

  if ((!deposits.data && deposits.error) || (!withdrawals.data && withdrawals.error)) {
    return (
      <HistoryError
        error={deposits.data ? withdrawals.error : deposits.error}
        onRetry={() => {
          if (!deposits.data) $depositLog.revalidate()
          if (!withdrawals.data) $withdrawLog.revalidate()
        }}
      />
    )
  }
  if (!deposits.data || !withdrawals.data) return <HistoryLoading count={5} height={TABLE_ROW_HEIGHT} />
  const rows = mergeRequests(deposits.data, withdrawals.data)
  if (rows.length === 0) return <EmptyState message={t('history.empty')} />
  return (
    // A region that scrolls must be reachable by keyboard, or its hidden columns cannot be reached.
    <S.Scroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <W.Table>
        <caption id={captionId}>{t('history.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.table.no')}</th>
            <th scope="col">{t('history.table.bank')}</th>
            <th scope="col">{t('history.table.type')}</th>
            <th scope="col">{t('history.table.status')}</th>
            <th scope="col">{t('history.table.date')}</th>
            <th scope="col">{t('history.table.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.type}-${row.id}`}>
              <td>{index + 1}</td>
              <td>
                {[row.payment_type, row.account_name, row.account_number].filter(Boolean).join(' · ') || '—'}
              </td>
              <td>{t(row.type === 'deposit' ? 'history.deposit' : 'history.withdraw')}</td>
              <td>
                <HistoryStatus status={row.status} />
              </td>
              <td>
                <DateTime value={row.datetime} />
              </td>
              <td>
                <Money amount={row.amount} label="ks" />
              </td>
            </tr>
          ))}
        </tbody>
      </W.Table>
    </S.Scroll>
  )
}
