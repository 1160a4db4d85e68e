import { type Answer, refuse, type Step, type WalletState, withEntry } from './state.ts'

/** How the model answers requests sent again under one key, or sent at the same time. */

/**
 * A money request with an `Idempotency-Key`: the first answer is remembered, the same request again gets it
 * back and changes nothing, and a different request under the same key is refused. Requests refused as
 * invalid before they are run leave no key behind.
 */
export function withKey(
  state: WalletState,
  key: { player: number; key: string | undefined; fingerprint: string },
  run: (state: WalletState) => Step,
): Step {
  if (key.key === undefined) return run(state)
  const id = `${key.player}:${key.key}`
  const seen = state.keys.get(id)
  if (seen)
    return seen.fingerprint === key.fingerprint ? { state, answer: seen.answer } : refuse(state, 'key-reused')
  const step = run(state)
  if (!step.answer.ok && step.answer.refusal === 'invalid') return step
  return {
    state: {
      ...step.state,
      keys: withEntry(step.state.keys, id, { fingerprint: key.fingerprint, answer: step.answer }),
    },
    answer: step.answer,
  }
}

/**
 * Requests sent at the same time may be served in any order. Finds an order in which the model gives each
 * request the answer it got (`matches`), trying the order they were sent first, and returns the state after
 * it; null when no order explains the answers.
 */
export function someOrder<T>(
  state: WalletState,
  items: readonly T[],
  apply: (state: WalletState, item: T) => Step,
  matches: (item: T, answer: Answer) => boolean,
): WalletState | null {
  const used = new Array<boolean>(items.length).fill(false)
  const search = (current: WalletState, placed: number): WalletState | null => {
    if (placed === items.length) return current
    for (let i = 0; i < items.length; i++) {
      if (used[i]) continue
      const item = items[i] as T
      const step = apply(current, item)
      if (!matches(item, step.answer)) continue
      used[i] = true
      const found = search(step.state, placed + 1)
      used[i] = false
      if (found) return found
    }
    return null
  }
  return search(state, 0)
}
