import type { ExchangeLogRow, Paginated } from '@shwe/contract'
import { DateTime, EmptyState, Money, useT } from '@shwe/ui'
import { type ReactNode, useId, useRef, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { HistoryError, HistoryLoading } from './HistoryParts.tsx'
import { LogFilter } from './LogFilter.tsx'
import { dateRangeOf, directionOf, type LogRange } from './log.logic.ts'
import { logQueries } from './log.queries.ts'
import * as S from './log.styles.ts'
import { Pager } from './Pager.tsx'
import { WALLET } from './texts.ts'
import * as W from './Wallet.styles.ts'

export interface ExchangeLogScreenProps {
  /** The clock for the preset periods; the device's by default. */
  now?: () => Date
}

/** The player's exchanges between the main and game balances (`/exchange-log`), filtered and paginated. */
export function ExchangeLogScreen({ now }: ExchangeLogScreenProps) {
  const { t } = useT(WALLET)
  return <ExchangeLog title={t('exchangeLog.title')} now={now} />
}

interface ExchangeLogProps extends ExchangeLogScreenProps {
  title: string
  /** Shown beside the heading (a way back). */
  aside?: ReactNode
}

interface Fetched<T> {
  data?: T
  error?: unknown
}

/**
 * The exchange log under a heading: the filter (everything until the player picks a period or a range), then
 * a page of exchanges, a table at desktop width and cards on phones, and the pager. The filter and the page are
 * the screen's own state: a new filter starts at the first page.
 */
export function ExchangeLog({ title, aside, now = () => new Date() }: ExchangeLogProps) {
  const { session } = useRuntime()
  const { t } = useT(WALLET)
  const titleId = useId()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const [range, setRange] = useState<LogRange>({ kind: 'all' })
  const [page, setPage] = useState(1)

  return (
    <W.Screen aria-labelledby={titleId}>
      <S.Header>
        <h1 id={titleId}>{title}</h1>
        {aside}
      </S.Header>
      {!isSignedIn ? (
        <SignInPrompt message={t('exchangeLog.signedOut')} />
      ) : (
        <>
          <LogFilter
            allowAll
            now={now}
            value={range}
            onChange={(next) => {
              setRange(next)
              setPage(1)
            }}
          />
          <Exchanges page={page} range={range} now={now} onPage={setPage} />
        </>
      )}
    </W.Screen>
  )
}

function Exchanges({
  page,
  range,
  now,
  onPage,
}: {
  page: number
  range: LogRange
  now: () => Date
  onPage: (page: number) => void
}) {
  const queries = useRuntime().stores(logQueries)
  const { t } = useT(WALLET)
  const store = queries.exchanges(page, dateRangeOf(range, now()))
  const { data, error }: Fetched<Paginated<ExchangeLogRow>> = useStore(store, {
    ssr: () => ({ loading: true }),
  })
  // While another page loads, the pager stays where it was (and keeps focus) and skeletons take the rows' place.
  const shown = useRef<Paginated<ExchangeLogRow> | undefined>(undefined)
  if (data) shown.current = data

  let body: ReactNode
  if (!data && error) {
    body = <HistoryError error={error} onRetry={() => store.revalidate()} />
  } else if (!data) {
    body = <HistoryLoading count={shown.current?.data.length || 5} height={S.ROW_HEIGHT} />
  } else if (data.data.length === 0) {
    body = <EmptyState message={t('history.empty')} />
  } else {
    body = (
      <S.ExchangeTable>
        <caption>{t('exchangeLog.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('exchangeLog.direction')}</th>
            <th scope="col">{t('exchangeLog.amount')}</th>
            <th scope="col">{t('exchangeLog.date')}</th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((row) => (
            <tr key={row.id}>
              <td>
                <Direction type={row.type} />
              </td>
              <td>
                <Money amount={row.amount} label="ks" />
              </td>
              <td>
                <DateTime value={row.created_at} />
              </td>
            </tr>
          ))}
        </tbody>
      </S.ExchangeTable>
    )
  }
  const links = (data ?? shown.current)?.links ?? []
  return (
    <S.Stack>
      {body}
      {!(!data && error) && <Pager links={links} onPage={onPage} />}
    </S.Stack>
  )
}

// 20×20 arrows: into the game balance points right, back to the main balance points left. Decorative.
const ARROWS = {
  mainToGame: 'M3 10h13M11 5l5 5-5 5',
  gameToMain: 'M17 10H4M9 5l-5 5 5 5',
} as const

/** Main → Game or Game → Main, in words with an arrow. */
function Direction({ type }: { type: ExchangeLogRow['type'] }) {
  const { t } = useT(WALLET)
  const direction = directionOf(type)
  return (
    <S.Direction $direction={direction}>
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d={ARROWS[direction]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(`exchangeLog.${direction}`)}
    </S.Direction>
  )
}
