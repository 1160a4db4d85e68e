import type { TwoDBetLine } from '@shwe/contract'
import { INTL_LOCALES, type Language } from '@shwe/i18n'
import { ApiError } from '@shwe/session'

/** "1500" → "1,500.00": kyat always with two decimals on slips (the spec), in the reader's locale. */
export function formatKyat(amount: string | number, language: Language): string {
  const value = typeof amount === 'number' ? amount : Number(amount)
  if (!Number.isFinite(value)) return String(amount)
  return new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value)
}

/** 'pending' is shown in yellow with a clock; any other status in green with a tick. */
export const slipTone = (status: string): 'pending' | 'done' => (status === 'pending' ? 'pending' : 'done')

/** A line's outcome: won or lost once the draw is settled, else awaiting the result. */
export function lineOutcome(line: Pick<TwoDBetLine, 'win_lose' | 'bet_status'>): 'won' | 'lost' | 'awaiting' {
  if (line.win_lose) return 'won'
  return line.bet_status === false ? 'awaiting' : 'lost'
}

/** What a failed slips load says: the server's message, the network text, or the general failure. */
export function slipsFailureOf(
  error: unknown,
): { kind: 'message'; message: string } | { kind: 'network' | 'failed' } {
  if (error instanceof ApiError) {
    const { failure } = error
    if (failure.kind === 'network') return { kind: 'network' }
    if ('message' in failure && failure.message) return { kind: 'message', message: failure.message }
  }
  return { kind: 'failed' }
}
