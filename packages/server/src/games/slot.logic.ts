/**
 * The demo slot: three reels sharing one 20-stop strip, one payline. Each reel stops on a uniformly random
 * stop, so every one of the 20³ = 8,000 combinations is equally likely and the return to player is exact:
 * 7,674 / 8,000 = 95.925% (see `slotReturn`, checked by the tests).
 */

export const SYMBOLS = ['crown', 'diamond', 'seven', 'sun', 'star', 'blossom'] as const
export type SlotSymbol = (typeof SYMBOLS)[number]

/**
 * The strip in display order, equal symbols spread apart. Rarer symbols pay more: 1 crown, 2 diamonds,
 * 3 sevens, 4 suns, 4 stars, 6 blossoms.
 */
export const REEL_STRIP: readonly SlotSymbol[] = [
  'blossom',
  'star',
  'sun',
  'crown',
  'blossom',
  'seven',
  'star',
  'sun',
  'blossom',
  'diamond',
  'star',
  'seven',
  'blossom',
  'sun',
  'star',
  'diamond',
  'blossom',
  'seven',
  'sun',
  'blossom',
]

/** Multiples of the stake returned (stake included) for three of a kind. */
export const THREE_OF_A_KIND: Record<SlotSymbol, number> = {
  crown: 200,
  diamond: 80,
  seven: 30,
  sun: 18,
  star: 12,
  blossom: 5,
}

/** Exactly two blossoms anywhere on the line return twice the stake. */
export const TWO_BLOSSOMS = 2

export const REEL_COUNT = 3

export interface SpinResult {
  stops: number[]
  symbols: SlotSymbol[]
  /** Multiple of the stake paid back; 0 for a loss. */
  multiplier: number
}

/** The multiple of the stake the line pays. */
export function lineMultiplier(symbols: readonly SlotSymbol[]): number {
  const [first] = symbols
  if (first && symbols.length === REEL_COUNT && symbols.every((s) => s === first))
    return THREE_OF_A_KIND[first]
  return symbols.filter((s) => s === 'blossom').length === 2 ? TWO_BLOSSOMS : 0
}

/** Where the reels stopped, given one random stop index per reel. */
export function spinFromStops(stops: readonly number[]): SpinResult {
  if (stops.length !== REEL_COUNT) throw new Error(`slot: ${REEL_COUNT} stops expected`)
  const symbols = stops.map((stop) => {
    const symbol = REEL_STRIP[stop]
    if (!symbol) throw new Error(`slot: stop ${stop} is off the strip`)
    return symbol
  })
  return { stops: [...stops], symbols, multiplier: lineMultiplier(symbols) }
}

/** Spins with the given source of uniform integers in [0, max). Pass `crypto.randomInt` in production. */
export function spin(randomBelow: (max: number) => number): SpinResult {
  return spinFromStops(Array.from({ length: REEL_COUNT }, () => randomBelow(REEL_STRIP.length)))
}

/** Total multiples paid over every equally likely combination, and how many combinations there are. */
export function slotReturn(): { paid: number; combinations: number } {
  let paid = 0
  let combinations = 0
  const n = REEL_STRIP.length
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      for (let c = 0; c < n; c++) {
        paid += spinFromStops([a, b, c]).multiplier
        combinations++
      }
    }
  }
  return { paid, combinations }
}
