import { GAME_LOG_PERIODS, type GameLogPeriod } from '@shwe/domain'

/** The spec's log kinds, as `/information?tab=logs&type=…`. */
export const LOG_KINDS = ['deposit', 'withdraw', 'game_logs'] as const
export type LogKind = (typeof LOG_KINDS)[number]

/** The log kind a route names; deposit when it names none or an unknown one. */
export function logKindOf(query: URLSearchParams | null): LogKind {
  const named = query?.get('type')
  return (LOG_KINDS as readonly string[]).includes(named ?? '') ? (named as LogKind) : 'deposit'
}

/** The game log period a route names (`period=`); today, the spec's default, otherwise. */
export function periodOf(query: URLSearchParams | null): GameLogPeriod {
  const named = query?.get('period')
  return (GAME_LOG_PERIODS as readonly string[]).includes(named ?? '') ? (named as GameLogPeriod) : 'today'
}

/** The route of a log kind (and, for the game log, a period). */
export function logsRoute(kind: LogKind, period?: GameLogPeriod): string {
  const query = new URLSearchParams({ tab: 'logs', type: kind })
  if (kind === 'game_logs' && period && period !== 'today') query.set('period', period)
  return `/information?${query}`
}

/** A win shows as a gain, a loss as a loss: the sign of the server's win_loss decimal. */
export const outcomeOf = (winLoss: string): 'win' | 'loss' | 'even' => {
  const value = Number(winLoss)
  return value > 0 ? 'win' : value < 0 ? 'loss' : 'even'
}
