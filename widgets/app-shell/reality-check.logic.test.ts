import { describe, expect, it } from 'vitest'
import {
  answeredOf,
  answeredValue,
  checksDue,
  clockText,
  hoursAndMinutes,
  sessionClock,
  sessionLength,
  untilNextCheck,
} from './reality-check.logic.ts'

const MIN = 60_000
const signedInAt = '2026-11-23T03:30:00.000Z'
const at = (iso: string) => Date.parse(iso)

describe('the reality check clock', () => {
  it("counts the session on the server's clock, whatever the device's clock says", () => {
    // The device runs ten minutes slow: read at its 03:50, the server said 04:00.
    const clock = sessionClock(signedInAt, '2026-11-23T04:00:00.000Z', at('2026-11-23T03:50:00.000Z'))
    expect(sessionLength(clock, at('2026-11-23T03:50:00.000Z'))).toBe(30 * MIN)
    expect(sessionLength(clock, at('2026-11-23T04:05:00.000Z'))).toBe(45 * MIN)
  })

  it('never counts a negative length', () => {
    const clock = sessionClock(signedInAt, signedInAt, at(signedInAt))
    expect(sessionLength(clock, at(signedInAt) - 5 * MIN)).toBe(0)
  })

  it('falls due at each whole interval', () => {
    expect(checksDue(29 * MIN + 59_999, 30)).toBe(0)
    expect(checksDue(30 * MIN, 30)).toBe(1)
    expect(checksDue(95 * MIN, 30)).toBe(3)
    expect(checksDue(14 * MIN, 15)).toBe(0)
    expect(checksDue(120 * MIN, 120)).toBe(1)
  })

  it('waits for the check after the answered ones, and not at all for one already due', () => {
    expect(untilNextCheck(10 * MIN, 30, 0)).toBe(20 * MIN)
    expect(untilNextCheck(35 * MIN, 30, 1)).toBe(25 * MIN)
    expect(untilNextCheck(65 * MIN, 30, 1)).toBe(0)
  })

  it('shows hours and minutes, dropping the seconds', () => {
    expect(hoursAndMinutes(65 * MIN + 59_000)).toEqual({ hours: 1, minutes: 5 })
    expect(clockText(0)).toBe('0:00')
    expect(clockText(9 * MIN)).toBe('0:09')
    expect(clockText(125 * MIN)).toBe('2:05')
    expect(clockText(25 * 60 * MIN)).toBe('25:00')
  })
})

describe('answered checks', () => {
  it('are kept per sign-in', () => {
    const stored = answeredValue(signedInAt, 2)
    expect(answeredOf(stored, signedInAt)).toBe(2)
    expect(answeredOf(stored, '2026-11-23T05:00:00.000Z')).toBe(0)
  })

  it('start again from anything not written by the check', () => {
    expect(answeredOf(null, signedInAt)).toBe(0)
    expect(answeredOf('not json', signedInAt)).toBe(0)
    expect(answeredOf(JSON.stringify({ session: signedInAt, answered: -1 }), signedInAt)).toBe(0)
    expect(answeredOf(JSON.stringify({ session: signedInAt, answered: 1.5 }), signedInAt)).toBe(0)
    expect(answeredOf(JSON.stringify([signedInAt, 3]), signedInAt)).toBe(0)
  })
})
