/**
 * Replayable randomness for demos and tests (the 2D simulator, the bank test): never for anything a player
 * bets on, which draws from the platform CSPRNG.
 */

/** FNV-1a: a 32-bit hash, so a text seed and a date make a day's seed. */
export function hash32(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

/** A small seeded generator (a SplitMix-style mixer over a Weyl sequence): uniform in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed | 0
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad)
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97)
    return ((z ^ (z >>> 15)) >>> 0) / 2 ** 32
  }
}
