import { describe, expect, it } from 'vitest'
import { COUNTDOWN_SECONDS, pickDigit, pickSide } from './digit-game.logic.ts'
import { FIRST_ROUND, type Round, roundReducer } from './digit-round.logic.ts'

const after = (...events: Parameters<typeof roundReducer>[1][]): Round =>
  events.reduce(roundReducer, FIRST_ROUND)

describe('a round of the digit game', () => {
  it('starts the countdown on a pick and again on each new pick, clearing the last message', () => {
    const picked = after(
      { type: 'message', message: { kind: 'error', text: 'Please place a bet first!' } },
      { type: 'picked', pick: pickSide('big') },
      { type: 'tick', run: 1 },
    )
    expect(picked.countdown).toEqual({ left: COUNTDOWN_SECONDS - 1, run: 1 })
    expect(picked.message).toEqual({ kind: 'none' })
    const again = roundReducer(picked, { type: 'picked', pick: pickDigit(3) })
    expect(again.countdown).toEqual({ left: COUNTDOWN_SECONDS, run: 2 })
    expect(again.pick).toEqual(pickDigit(3))
  })

  it('ignores a tick of an earlier pick', () => {
    const round = after(
      { type: 'picked', pick: pickSide('big') },
      { type: 'picked', pick: pickSide('small') },
    )
    expect(roundReducer(round, { type: 'tick', run: 1 }).countdown).toEqual({
      left: COUNTDOWN_SECONDS,
      run: 2,
    })
  })

  it('stops the countdown when a roll is asked for, keeping the pick until the server rolled', () => {
    const asked = after({ type: 'picked', pick: pickDigit(2) }, { type: 'rollAsked' })
    expect(asked.countdown).toBeNull()
    expect(asked.pick).toEqual(pickDigit(2))
    const rolled = roundReducer(asked, { type: 'rolled', rolled: { number: 2, text: 'You won!' } })
    expect(rolled).toMatchObject({ pick: null, rolled: 2, message: { kind: 'result', text: 'You won!' } })
  })

  it('uses up the pick even when the reply named no roll, keeping the last face', () => {
    const round = after(
      { type: 'picked', pick: pickDigit(2) },
      { type: 'rolled', rolled: { number: 7, text: 'You won!' } },
      { type: 'picked', pick: pickDigit(4) },
      { type: 'message', message: { kind: 'none' } },
      { type: 'rolled', rolled: null },
    )
    expect(round).toMatchObject({ pick: null, rolled: 7, message: { kind: 'none' } })
  })

  it('keeps the multiplier and the units the player chose across rolls', () => {
    const round = after(
      { type: 'multiplier', multiplier: 5 },
      { type: 'units', units: { bet: 10, coin: 2 } },
      { type: 'picked', pick: pickSide('small') },
      { type: 'rolled', rolled: { number: 1, text: 'You won!' } },
    )
    expect(round).toMatchObject({ multiplier: 5, units: { bet: 10, coin: 2 } })
  })
})
