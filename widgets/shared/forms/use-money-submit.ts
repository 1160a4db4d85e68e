import { useCallback, useRef, useState } from 'react'
import { createSubmitKeys, isLost, type SubmitKeys } from './submit-key.logic.ts'

/** What a money call answers: an API result, of which only its kind and status matter here. */
type Reply = { kind: string; status?: number }

/**
 * How a screen sends money: one send at a time, each carrying the `Idempotency-Key` of its intent. A second
 * tap while a send is under way sends nothing; a retry of the same intent after a lost reply (no reply, a
 * 5xx) reuses its key, so the server moves the money once; any answer ends the intent, so the next send is a
 * new one. `isPending` is for the screen (a spinner, disabled buttons).
 */
export function useMoneySubmit() {
  const [isPending, setIsPending] = useState(false)
  // The state above re-renders; this guards a second tap that lands before that render.
  const pending = useRef(false)
  const keys = useRef<SubmitKeys | null>(null)

  /** A send is under way now: checked first by a submit that would otherwise show a refusal meanwhile. */
  const isBusy = useCallback(() => pending.current, [])

  /**
   * Sends once with the key of `intent` (what makes this action the same as the last one: its payload, say);
   * resolves with the reply, or null when a send was already under way and nothing was sent.
   */
  const send = useCallback(
    async <R extends Reply>(intent: unknown, call: (idempotencyKey: string) => Promise<R>) => {
      if (pending.current) return null
      pending.current = true
      setIsPending(true)
      keys.current ??= createSubmitKeys()
      const submitKeys = keys.current
      let reply: R | undefined
      try {
        reply = await call(submitKeys.keyFor(intent))
        return reply
      } finally {
        // A call that threw may have reached the server: its key stays for the retry, as after a lost reply.
        submitKeys.settle(reply && !isLost(reply) ? 'answered' : 'lost')
        pending.current = false
        setIsPending(false)
      }
    },
    [],
  )

  return { isPending, isBusy, send }
}
export type MoneySubmit = ReturnType<typeof useMoneySubmit>
