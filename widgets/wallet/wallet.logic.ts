import type { DateRange } from '@shwe/contract'
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

const YANGON_DATE = /^\d{4}-\d{2}-\d{2}$/

/** What the game log shows, from its route: a custom range (`from=&to=`, Yangon dates), else a period. */
export function gameLogFilterOf(query: URLSearchParams | null): GameLogPeriod | DateRange {
  const from = query?.get('from') ?? ''
  const to = query?.get('to') ?? ''
  return YANGON_DATE.test(from) && YANGON_DATE.test(to) ? { from, to } : periodOf(query)
}

/** The route of a log kind (and, for the game log, a period or a range of Yangon dates). */
export function logsRoute(kind: LogKind, filter?: GameLogPeriod | DateRange): string {
  const query = new URLSearchParams({ tab: 'logs', type: kind })
  if (kind !== 'game_logs' || filter === undefined || filter === 'today') return `/information?${query}`
  if (typeof filter === 'string') {
    query.set('period', filter)
  } else {
    query.set('from', filter.from)
    query.set('to', filter.to)
  }
  return `/information?${query}`
}

/** A win shows as a gain, a loss as a loss: the sign of the server's win_loss decimal. */
export const outcomeOf = (winLoss: string): 'win' | 'loss' | 'even' => {
  const value = Number(winLoss)
  return value > 0 ? 'win' : value < 0 ? 'loss' : 'even'
}
