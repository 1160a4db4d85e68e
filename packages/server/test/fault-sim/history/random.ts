import { seededRandom } from '../../../src/seeded-random.ts'

/** The history's one source of chance, drawn from the seed in a fixed order. */
export type Random = ReturnType<typeof prng>

export function prng(seed: number) {
  const next = seededRandom(seed)
  const int = (n: number) => Math.floor(next() * n)
  return {
    next,
    int,
    /** Whole number in [from, to]. */
    between: (from: number, to: number) => from + int(to - from + 1),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('generator: nothing to pick from')
      return items[int(items.length)] as T
    },
    weighted: <T extends string>(weights: Record<T, number>): T => {
      const entries = Object.entries(weights) as [T, number][]
      const total = entries.reduce((sum, [, w]) => sum + w, 0)
      let r = next() * total
      for (const [name, weight] of entries) {
        r -= weight
        if (r < 0) return name
      }
      return (entries.at(-1) as [T, number])[0]
    },
  }
}
