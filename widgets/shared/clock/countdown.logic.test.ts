import { describe, expect, it } from 'vitest'
import { clockOffsetMs, formatCountdown, remainingMs } from './countdown.logic.ts'

const MIN = 60_000

describe('countdown to the cut-off', () => {
  const cutoff = '2026-11-23T05:20:00.000Z' // 11:50 Yangon
  const server = Date.parse('2026-11-23T05:00:00.000Z') // 11:30 Yangon, 20 minutes before

  it.each([
    ['the device agrees with the server', 0],
    ['the device is 10 minutes slow', -10 * MIN],
    ['the device is 10 minutes fast', 10 * MIN],
  ])('counts 20 minutes when %s', (_, deviceError) => {
    const deviceNow = server + deviceError
    const offset = clockOffsetMs('2026-11-23T05:00:00.000Z', deviceNow)
    expect(offset + deviceError).toBe(0)
    expect(remainingMs(cutoff, offset, deviceNow)).toBe(20 * MIN)
    expect(remainingMs(cutoff, offset, deviceNow + 5 * MIN)).toBe(15 * MIN)
  })

  it('reads a Yangon wall-clock server time too', () => {
    expect(clockOffsetMs('2026-11-23 11:30:00', server - 10 * MIN)).toBe(10 * MIN)
  })

  it('takes no offset from a server time that is no time', () => {
    expect(clockOffsetMs('later', server)).toBe(0)
  })

  it('never goes below zero, and is null for a cut-off that is no time', () => {
    expect(remainingMs(cutoff, 0, server + 60 * MIN)).toBe(0)
    expect(remainingMs('soon', 0, server)).toBeNull()
  })

  it.each([
    [0, '00:00:00'],
    [999, '00:00:01'],
    [61_000, '00:01:01'],
    [3_725_000, '01:02:05'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text)
  })
})
