import type { ApiResult } from '@shwe/api-client'
import { CACHE_KEYS } from '@shwe/session'
import { useState } from 'react'
import { useRuntime } from '../../platform/root-context.ts'
import { useStore } from '../../platform/use-store.ts'
import { type AmountProblem, amountProblem } from '../forms/amount.logic.ts'
import { useServerForm } from '../forms/use-form.ts'

/** Which way an exchange moves money; main to game first, as the spec has it. */
export type Direction = 'mainToGame' | 'gameToMain'
export const DIRECTIONS: readonly Direction[] = ['mainToGame', 'gameToMain']

/**
 * An exchange between the player's two balances, shared by the Exchange Balance dialog and the transfer
 * screen: the direction, the amount checked against the balance it leaves, one request at a time with its
 * idempotency key, and every balance on the page read again once the server has moved the money.
 */
export function useExchange(onDone: () => void) {
  const { api, session } = useRuntime()
  const user = useStore(session.$user, { ssr: () => undefined })
  const [direction, setDirection] = useState<Direction>('mainToGame')
  const [problem, setProblem] = useState<AmountProblem | null>(null)
  const form = useServerForm({ amount: '' })
  const source = direction === 'mainToGame' ? user?.main_balance : user?.balance

  const submit = form.submit(
    (values, idempotencyKey): Promise<ApiResult<unknown>> => {
      const send = direction === 'mainToGame' ? api.exchangeMainToGame : api.exchangeGameToMain
      return send({ amount: values.amount.trim() }, { idempotencyKey })
    },
    async () => {
      setDirection('mainToGame')
      form.reset()
      // The balances everywhere on the page move now, not at the next poll; the exchange log is read again.
      session.query.invalidateKeys((key) => key.startsWith(CACHE_KEYS.exchangeLog))
      await session.refreshUser()
      onDone()
    },
    {
      extra: direction,
      validate: (values) => {
        const found = amountProblem(values.amount, { balance: source })
        setProblem(found)
        return found ? { amount: found } : null
      },
    },
  )

  return {
    user,
    direction,
    /** Changing the direction forgets the last check of the amount. */
    setDirection: (next: Direction) => {
      setDirection(next)
      setProblem(null)
      form.setErrors({ fields: {} })
    },
    amount: form.values.amount,
    setAmount: (value: string) => {
      form.setValue('amount', value)
      if (problem) setProblem(null)
    },
    /** Why the typed amount was not sent, when it was not. */
    problem,
    /** The server's refusal: its field error or message, or the fallback flags. */
    errors: form.errors,
    isPending: form.isPending,
    submit,
    reset: () => {
      setDirection('mainToGame')
      setProblem(null)
      form.reset()
    },
  }
}

/** An exchange in progress, as `useExchange` keeps it. */
export type Exchange = ReturnType<typeof useExchange>
