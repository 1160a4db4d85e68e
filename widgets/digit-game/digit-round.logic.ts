import { COUNTDOWN_SECONDS, DEFAULT_MULTIPLIER, type Pick } from './digit-game.logic.ts'

/** Bet and coin value, each a whole number of at least 1. */
export interface Units {
  bet: number
  coin: number
}

/** What the game says under the face: the last roll's result, a reason nothing was sent, or nothing. */
export type Message = { kind: 'none' } | { kind: 'result'; text: string } | { kind: 'error'; text: string }

/** Seconds to the automatic roll, and which pick started them (a tick of an earlier pick is ignored). */
export interface Countdown {
  left: number
  run: number
}

/** One round of the digit game: what the player chose, the countdown, and what the last roll said. */
export interface Round {
  pick: Pick
  multiplier: number
  units: Units
  countdown: Countdown | null
  /** The number the last roll came up with, for the face. */
  rolled: number | null
  message: Message
}

export const FIRST_ROUND: Round = {
  pick: null,
  multiplier: DEFAULT_MULTIPLIER,
  units: { bet: 1, coin: 1 },
  countdown: null,
  rolled: null,
  message: { kind: 'none' },
}

export type RoundEvent =
  /** A digit or a side: clears the message and starts the countdown again. */
  | { type: 'picked'; pick: NonNullable<Pick> }
  | { type: 'multiplier'; multiplier: number }
  | { type: 'units'; units: Units }
  /** A second of the countdown of pick `run` passed. */
  | { type: 'tick'; run: number }
  /** The player (or the countdown) asked to roll: the countdown stops. */
  | { type: 'rollAsked' }
  | { type: 'message'; message: Message }
  /** The server rolled `rolled` (null: its reply named no roll); the pick is used up. */
  | { type: 'rolled'; rolled: { number: number; text: string } | null }

const NO_MESSAGE: Message = { kind: 'none' }

export function roundReducer(round: Round, event: RoundEvent): Round {
  switch (event.type) {
    case 'picked':
      return {
        ...round,
        pick: event.pick,
        message: NO_MESSAGE,
        countdown: { left: COUNTDOWN_SECONDS, run: (round.countdown?.run ?? 0) + 1 },
      }
    case 'multiplier':
      return { ...round, multiplier: event.multiplier }
    case 'units':
      return { ...round, units: event.units }
    case 'tick': {
      const { countdown } = round
      if (!countdown || countdown.run !== event.run) return round
      return { ...round, countdown: { ...countdown, left: countdown.left - 1 } }
    }
    case 'rollAsked':
      return round.countdown ? { ...round, countdown: null } : round
    case 'message':
      return { ...round, message: event.message }
    case 'rolled':
      return event.rolled
        ? {
            ...round,
            pick: null,
            rolled: event.rolled.number,
            message: { kind: 'result', text: event.rolled.text },
          }
        : { ...round, pick: null }
  }
}
