import type { DepositLogRow, GameLogRow, WithdrawLogRow } from '@shwe/contract'
import { EmptyState, ErrorState, Money, Skeleton, useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { LogFilter, type LogRange } from './LogFilter.tsx'
import { WALLET } from './texts.ts'
import * as S from './Wallet.styles.ts'
import { gameLogFilterOf, LOG_KINDS, type LogKind, logKindOf, logsRoute, outcomeOf } from './wallet.logic.ts'
import { walletQueries } from './wallet.queries.ts'

const KIND_TEXT = { deposit: 'logs.deposit', withdraw: 'logs.withdraw', game_logs: 'logs.gameLogs' } as const

interface Fetched<T> {
  data?: T
  error?: unknown
}

/** The deposit, withdraw and game logs (`/information?tab=logs&type=deposit|withdraw|game_logs`). */
export function LogsScreen({ query }: { query: URLSearchParams | null }) {
  const { session } = useRuntime()
  const { t } = useT(WALLET)
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const kind = logKindOf(query)

  return (
    <S.Screen aria-labelledby="wallet-logs-title">
      <h1 id="wallet-logs-title">{t('logs.title')}</h1>
      <S.Choices aria-label={t('logs.kinds')}>
        {LOG_KINDS.map((each) => (
          <RouteLink key={each} to={logsRoute(each)} aria-current={each === kind ? 'page' : undefined}>
            {t(KIND_TEXT[each])}
          </RouteLink>
        ))}
      </S.Choices>
      {!isSignedIn ? (
        <SignInPrompt message={t('logs.signedOut')} />
      ) : kind === 'game_logs' ? (
        <GameLogs query={query} />
      ) : (
        <RequestLog kind={kind} />
      )}
    </S.Screen>
  )
}

/** Deposit or withdraw requests: date, account, amount and status (Pending, Success, Failed). */
function RequestLog({ kind }: { kind: Exclude<LogKind, 'game_logs'> }) {
  const stores = useRuntime().stores(walletQueries)
  const store = kind === 'deposit' ? stores.$depositLog : stores.$withdrawLog
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const { data, error }: Fetched<(DepositLogRow | WithdrawLogRow)[]> = useStore(store, {
    ssr: () => ({ loading: true }),
  })
  if (!data && error) {
    return (
      <ErrorState
        message={tc('errors.somethingWrong')}
        retryLabel={tc('actions.retry')}
        onRetry={() => store.revalidate()}
      />
    )
  }
  if (!data) return <Loading label={t('logs.loading')} />
  if (data.length === 0) return <EmptyState message={t('logs.empty')} />
  return (
    <S.Table>
      <thead>
        <tr>
          <th scope="col">{t('logs.date')}</th>
          <th scope="col">{t('logs.account')}</th>
          <th scope="col">{t('logs.amount')}</th>
          <th scope="col">{t('logs.status')}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.id}>
            <td>{row.datetime}</td>
            <td>{[row.payment_type, row.account_name, row.account_number].filter(Boolean).join(' · ')}</td>
            <td>
              <Money amount={row.amount} label="ks" />
            </td>
            <td>
              <S.Status $status={row.status}>{t(`logs.statuses.${row.status}`)}</S.Status>
            </td>
          </tr>
        ))}
      </tbody>
    </S.Table>
  )
}

/** Rounds per game in a period: game, count, bet amount and win or loss. */
function GameLogs({ query }: { query: URLSearchParams | null }) {
  const stores = useRuntime().stores(walletQueries)
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const navigate = useNavigate()
  const filter = gameLogFilterOf(query)
  const store = stores.gameLog(filter)
  const { data, error }: Fetched<GameLogRow[]> = useStore(store, { ssr: () => ({ loading: true }) })
  const value: LogRange =
    typeof filter === 'string' ? { kind: 'period', period: filter } : { kind: 'range', ...filter }
  return (
    <>
      <LogFilter
        value={value}
        onChange={(next) =>
          navigate(
            logsRoute(
              'game_logs',
              next.kind === 'range'
                ? { from: next.from, to: next.to }
                : next.kind === 'period'
                  ? next.period
                  : 'today',
            ),
          )
        }
      />
      {!data && error ? (
        <ErrorState
          message={tc('errors.somethingWrong')}
          retryLabel={tc('actions.retry')}
          onRetry={() => store.revalidate()}
        />
      ) : !data ? (
        <Loading label={t('logs.loading')} />
      ) : data.length === 0 ? (
        <EmptyState message={t('logs.noGameLogs')} />
      ) : (
        <S.Table>
          <thead>
            <tr>
              <th scope="col">{t('logs.game')}</th>
              <th scope="col">{t('logs.count')}</th>
              <th scope="col">{t('logs.bet')}</th>
              <th scope="col">{t('logs.winLose')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={`${row.game_name}-${row.from}`}>
                <td>{row.game_name}</td>
                <td>{row.spin_count}</td>
                <td>
                  <Money amount={row.turnover} label="ks" />
                </td>
                <td>
                  <S.Outcome $outcome={outcomeOf(row.win_loss)}>
                    <Money amount={row.win_loss} label="ks" />
                  </S.Outcome>
                </td>
              </tr>
            ))}
          </tbody>
        </S.Table>
      )}
    </>
  )
}

function Loading({ label }: { label: string }) {
  return (
    <S.Loading aria-busy="true" aria-label={label}>
      <Skeleton height={40} />
      <Skeleton height={40} />
      <Skeleton height={40} />
    </S.Loading>
  )
}
