import type { DigitHistoryRow, RevealedDigitSeed } from '@shwe/contract'
import { digitRoller, sha256Hex, wins } from '@shwe/domain'

/**
 * Checking the digit game's rolls in the browser. Loaded only when the player presses Verify, so Web Crypto
 * and the roll code stay out of the first load.
 */

/** A history row's name: nonces restart with every seed, so the seed's commitment and the nonce name a roll. */
export const rowKey = (row: Pick<DigitHistoryRow, 'commitment' | 'nonce'>): string =>
  `${row.commitment}:${row.nonce}`

export type RowCheck = 'verified' | 'failed'

export interface Verification {
  /** Whether SHA-256 of the revealed server seed is the commitment published before play. */
  seedMatches: boolean
  /** Each row made under the revealed seed, by `rowKey`. */
  rows: Map<string, RowCheck>
}

/**
 * Recomputes every row whose commitment is the revealed seed's: the seed must hash to its commitment, and
 * each row's rolled number and outcome must be what the seed pair and its nonce give. Any mismatch fails
 * that row; a seed that does not match its commitment fails them all.
 */
export async function verifyHistory(
  seed: Pick<RevealedDigitSeed, 'server_seed' | 'commitment' | 'client_seed'>,
  history: readonly DigitHistoryRow[],
): Promise<Verification> {
  const mine = history.filter((row) => row.commitment === seed.commitment)
  const seedMatches = (await sha256Hex(seed.server_seed)) === seed.commitment.toLowerCase()
  const rows = new Map<string, RowCheck>()
  if (!seedMatches) {
    for (const row of mine) rows.set(rowKey(row), 'failed')
    return { seedMatches, rows }
  }
  const roller = await digitRoller(seed.server_seed)
  await Promise.all(
    mine.map(async (row) => {
      const valid = Number.isSafeInteger(row.nonce) && row.nonce >= 0
      const rolled = valid ? await roller.roll(seed.client_seed, row.nonce) : -1
      const outcome = wins({ betType: row.betType, digit: row.digit }, rolled) ? 'win' : 'lose'
      rows.set(rowKey(row), rolled === row.rolledNumber && outcome === row.outcome ? 'verified' : 'failed')
    }),
  )
  return { seedMatches, rows }
}
