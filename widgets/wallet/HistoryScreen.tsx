import type { DepositRequestLogRow, Paginated, WithdrawRequestLogRow } from '@shwe/contract'
import { DateTime, EmptyState, Money, useT } from '@shwe/ui'
import { type ReactNode, useRef, useState } from 'react'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { HistoryError, HistoryLoading, HistoryStatus } from './HistoryParts.tsx'
import { HISTORY_TYPES, type HistoryType, historyRoute, historyTypeOf } from './log.logic.ts'
import { logQueries } from './log.queries.ts'
import * as S from './log.styles.ts'
import { Pager } from './Pager.tsx'
import { TransactionsTable } from './TransactionsTable.tsx'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'

const TAB_TEXT = { deposit: 'history.deposit', withdraw: 'history.withdraw', all: 'history.all' } as const

interface Fetched<T> {
  data?: T
  error?: unknown
  loading?: boolean
}

/**
 * The player's deposit and withdraw requests (`/wallet-history?type=deposit|withdraw|all`), one tab each and a
 * third with both merged into the transaction history table. The tab lives in the route; the page of a list
 * lives in the list, and a tab starts again at its first page.
 */
export function HistoryScreen({ query }: { query: URLSearchParams | null }) {
  const { session } = useRuntime()
  const { t } = useT(WALLET)
  const navigate = useNavigate()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const type = historyTypeOf(query)

  return (
    <W.Screen aria-labelledby="wallet-history-title">
      <h1 id="wallet-history-title">{t('history.title')}</h1>
      {!isSignedIn ? (
        <SignInPrompt message={t('history.signedOut')} />
      ) : (
        <S.Tabbed
          label={t('history.kinds')}
          items={HISTORY_TYPES.map((each) => ({
            id: each,
            label: t(TAB_TEXT[each]),
            href: historyRoute(each),
          }))}
          selectedId={type}
          onSelect={(id, event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
            event.preventDefault()
            if (id !== type) navigate(historyRoute(id as HistoryType))
          }}
        >
          {(selected) =>
            selected === 'all' ? (
              <TransactionsTable />
            ) : (
              <RequestLog key={selected} kind={selected as Exclude<HistoryType, 'all'>} />
            )
          }
        </S.Tabbed>
      )}
    </W.Screen>
  )
}

type RequestRow = DepositRequestLogRow | WithdrawRequestLogRow

/** One kind of request, a page at a time. */
function RequestLog({ kind }: { kind: 'deposit' | 'withdraw' }) {
  const queries = useRuntime().stores(logQueries)
  const { t } = useT(WALLET)
  const [page, setPage] = useState(1)
  const store = kind === 'deposit' ? queries.depositRequests(page) : queries.withdrawRequests(page)
  const { data, error }: Fetched<Paginated<RequestRow>> = useStore(store, { ssr: () => ({ loading: true }) })
  // While another page loads, its pager stays where it was (and keeps focus) and skeletons take the rows' place.
  const shown = useRef<Paginated<RequestRow> | undefined>(undefined)
  if (data) shown.current = data
  const links = (data ?? shown.current)?.links ?? []

  let body: ReactNode
  if (!data && error) {
    body = <HistoryError error={error} onRetry={() => store.revalidate()} />
  } else if (!data) {
    body = <HistoryLoading count={shown.current?.data.length || 5} />
  } else if (data.data.length === 0) {
    body = <EmptyState message={t('history.empty')} />
  } else {
    body = (
      <S.Rows aria-label={t(kind === 'deposit' ? 'history.depositList' : 'history.withdrawList')}>
        {data.data.map((row) => (
          <S.Row key={row.id}>
            <S.Amount>
              <Money amount={row.amount} label="ks" />
            </S.Amount>
            <S.RowState>
              <HistoryStatus status={row.status} />
            </S.RowState>
            <S.RowDate>
              <DateTime value={row.created_at} />
            </S.RowDate>
            <Account row={row} />
          </S.Row>
        ))}
      </S.Rows>
    )
  }
  return (
    <S.Stack>
      {body}
      {!(!data && error) && <Pager links={links} onPage={setPage} />}
    </S.Stack>
  )
}

/** The account a request names: the deposit's payment service and reference, the withdrawal's payout account. */
function Account({ row }: { row: RequestRow }) {
  const { t } = useT(WALLET)
  const facts =
    'refrence_no' in row
      ? [row.payment_type, row.refrence_no && t('history.reference', { reference: row.refrence_no })]
      : [row.payment_type, row.account_name, row.account_number]
  const text = facts.filter(Boolean).join(' · ')
  return text ? <S.RowAccount>{text}</S.RowAccount> : null
}
