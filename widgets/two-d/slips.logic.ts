import type { TwoDBetLine } from '@shwe/contract'
import { ApiError } from '@shwe/session'

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
