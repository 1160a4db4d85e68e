import { useT } from '@shwe/ui'
import { useEffect, useReducer, useRef } from 'react'
import { useRuntime, useSignIn } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { useMoneySubmit } from '../shared/forms/use-form.ts'
import { digitApi } from './digit-api.ts'
import {
  BET_ERROR_TEXT,
  betAmountOf,
  betErrorOf,
  betPayload,
  type Pick,
  stakeProblem,
} from './digit-game.logic.ts'
import { digitQueries } from './digit-game.queries.ts'
import { type Countdown, FIRST_ROUND, roundReducer, type Units } from './digit-round.logic.ts'
import { DIGIT_GAME } from './texts.ts'

/**
 * A round of the digit game: the pick, multiplier and units, the countdown that rolls by itself at zero, and
 * the roll, sent once per tap with its idempotency key. Only the pick and the stake are sent; the server rolls.
 */
export function useDigitRound() {
  const runtime = useRuntime()
  const { session } = runtime
  const api = runtime.stores(digitApi)
  const { $history, $fairness } = runtime.stores(digitQueries)
  const user = useStore(session.$user, { ssr: () => undefined })
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  const signIn = useSignIn()
  const { t } = useT(DIGIT_GAME)
  const [round, dispatch] = useReducer(roundReducer, FIRST_ROUND)
  const { isPending, isBusy, send } = useMoneySubmit()
  const { pick, multiplier, units } = round

  const say = (kind: 'error', text: string) => dispatch({ type: 'message', message: { kind, text } })
  const askToSignIn = () => {
    say('error', t('signIn'))
    signIn({ onSignedIn: () => dispatch({ type: 'message', message: { kind: 'none' } }) })
  }

  async function roll() {
    if (isBusy()) return
    dispatch({ type: 'rollAsked' })
    if (!pick) return say('error', t('needBet'))
    if (!isSignedIn) return askToSignIn()
    const betAmount = betAmountOf(units.bet, units.coin)
    const problem = stakeProblem(betAmount, multiplier, user ? Number(user.balance) : null)
    if (problem) return say('error', t(`problem.${problem}`))
    const payload = betPayload(pick, betAmount, multiplier)
    dispatch({ type: 'message', message: { kind: 'none' } })
    const result = await send(payload, (idempotencyKey) => api.digitBet(payload, { idempotencyKey }))
    if (!result) return
    if (result.kind === 'ok') {
      const [latest] = result.data.history
      const text = latest && t(latest.outcome === 'win' ? 'won' : 'lost', { number: latest.rolledNumber })
      dispatch({ type: 'rolled', rolled: latest && text ? { number: latest.rolledNumber, text } : null })
      void session.refreshUser()
      $history.revalidate()
      $fairness.revalidate()
      return
    }
    if (result.kind === 'unauthorized') return askToSignIn()
    const error = betErrorOf(result)
    if (error.kind === 'server') $history.revalidate()
    say('error', t(BET_ERROR_TEXT[error.kind], error))
  }

  useCountdown(round.countdown, (run) => dispatch({ type: 'tick', run }), roll)

  return {
    round,
    isPending,
    /** Picks a digit or a side; the countdown starts again. */
    choose: (next: NonNullable<Pick>) => dispatch({ type: 'picked', pick: next }),
    setMultiplier: (n: number) => dispatch({ type: 'multiplier', multiplier: n }),
    setUnits: (next: Units) => dispatch({ type: 'units', units: next }),
    roll,
  }
}

/** Counts `countdown` down a second at a time, and calls the latest `onZero` when it reaches zero. */
function useCountdown(
  countdown: Countdown | null,
  onTick: (run: number) => void,
  onZero: () => Promise<void>,
) {
  const latest = useRef({ onTick, onZero })
  latest.current = { onTick, onZero }
  useEffect(() => {
    if (!countdown) return
    if (countdown.left <= 0) {
      void latest.current.onZero()
      return
    }
    const timer = setTimeout(() => latest.current.onTick(countdown.run), 1000)
    return () => clearTimeout(timer)
  }, [countdown])
}
