import { describe, expect, it } from 'vitest'
import { lineMultiplier, REEL_STRIP, SYMBOLS, slotReturn, spin, spinFromStops } from './slot.logic.ts'

describe('demo slot paytable', () => {
  it('returns exactly 95.925% of stakes over every combination, below 100%', () => {
    const { paid, combinations } = slotReturn()
    expect(combinations).toBe(8000)
    expect(paid).toBe(7674)
    expect(paid / combinations).toBeCloseTo(0.95925, 10)
    expect(paid).toBeLessThan(combinations)
  })

  it('has the documented strip: 1 crown, 2 diamonds, 3 sevens, 4 suns, 4 stars, 6 blossoms', () => {
    const counts = Object.fromEntries(SYMBOLS.map((s) => [s, REEL_STRIP.filter((x) => x === s).length]))
    expect(counts).toEqual({ crown: 1, diamond: 2, seven: 3, sun: 4, star: 4, blossom: 6 })
  })

  it.each([
    [['crown', 'crown', 'crown'], 200],
    [['blossom', 'blossom', 'blossom'], 5],
    [['blossom', 'star', 'blossom'], 2],
    [['star', 'blossom', 'blossom'], 2],
    [['blossom', 'star', 'sun'], 0],
    [['diamond', 'diamond', 'crown'], 0],
  ] as const)('pays %j as %i times the stake', (symbols, multiplier) => {
    expect(lineMultiplier(symbols)).toBe(multiplier)
  })

  it('maps stops to strip symbols and refuses stops off the strip', () => {
    expect(spinFromStops([3, 3, 3])).toEqual({
      stops: [3, 3, 3],
      symbols: ['crown', 'crown', 'crown'],
      multiplier: 200,
    })
    expect(() => spinFromStops([0, 20, 1])).toThrow()
    expect(() => spinFromStops([0, 1])).toThrow()
  })

  it('draws one stop per reel from the random source', () => {
    const asked: number[] = []
    const result = spin((max) => {
      asked.push(max)
      return 0
    })
    expect(asked).toEqual([20, 20, 20])
    expect(result.symbols).toEqual(['blossom', 'blossom', 'blossom'])
  })
})
