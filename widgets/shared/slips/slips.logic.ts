import type { ThreeDBetLine, TwoDBetLine } from '@shwe/contract'
import { ApiError } from '@shwe/session'

/** 'pending' is shown in yellow with a clock; any other status in green with a tick (spec §4). */
export const slipTone = (status: string): 'pending' | 'done' => (status === 'pending' ? 'pending' : 'done')

/** A bet line's result: won or lost once the draw is settled, else awaiting it. */
export type LineOutcome = 'won' | 'lost' | 'awaiting'

/** A line's outcome by `win_lose` once the draw is settled, else awaiting the result. */
export function lineOutcome(line: Pick<TwoDBetLine | ThreeDBetLine, 'win_lose' | 'bet_status'>): LineOutcome {
  if (line.win_lose) return 'won'
  return line.bet_status === false ? 'awaiting' : 'lost'
}

/** What a failed slips load says: the server's message, the network text, or the general failure. */
export function failureOf(
  error: unknown,
): { kind: 'message'; message: string } | { kind: 'network' | 'failed' } {
  if (error instanceof ApiError) {
    const { failure } = error
    if (failure.kind === 'network') return { kind: 'network' }
    if ('message' in failure && failure.message) return { kind: 'message', message: failure.message }
  }
  return { kind: 'failed' }
}
