import { newIdempotencyKey } from '@shwe/api-client'

/** What became of one money submit: a reply either way, or none (the money may or may not have moved). */
export type SubmitOutcome = 'answered' | 'lost'

/**
 * The `Idempotency-Key` of a money form. A submit gets a fresh key; a submit of the same values after one
 * whose reply was lost (network failure, 5xx) reuses that key, so the server moves the money at most once
 * however often the player retries. Any answer (success or refusal) ends the attempt.
 */
export function createSubmitKeys(makeKey: () => string = newIdempotencyKey) {
  let open: { fingerprint: string; key: string } | null = null
  return {
    /** The key for sending `payload` now. */
    keyFor(payload: unknown): string {
      const fingerprint = JSON.stringify(payload)
      if (open?.fingerprint !== fingerprint) open = { fingerprint, key: makeKey() }
      return open.key
    },
    /** Records the outcome of the last send: an answer frees the key, a lost reply keeps it for the retry. */
    settle(outcome: SubmitOutcome): void {
      if (outcome === 'answered') open = null
    },
  }
}
export type SubmitKeys = ReturnType<typeof createSubmitKeys>

/** A reply that may not have reached us: no reply at all, or a server failure with no decision in it. */
export const isLost = (result: { kind: string; status?: number }): boolean =>
  result.kind === 'network' || (result.kind === 'refused' && (result.status ?? 0) >= 500)
