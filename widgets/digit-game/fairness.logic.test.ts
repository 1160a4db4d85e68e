import type { DigitHistoryRow } from '@shwe/contract'
import { commitment, rollDigit, wins } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { rowKey, verifyHistory } from './fairness.logic.ts'

const serverSeed = 'a9f1c3e5b7d9f1a3c5e7b9d1f3a5c7e9'
const clientSeed = 'lucky 7'

/** Real rounds: each rolled with the domain's own function, as the server does. */
async function rounds(seed: string, count: number): Promise<DigitHistoryRow[]> {
  const committed = await commitment(seed)
  return Promise.all(
    Array.from({ length: count }, async (_, nonce) => {
      const rolledNumber = await rollDigit(seed, clientSeed, nonce)
      const pick = { betType: 'big' as const, digit: null }
      return {
        timestamp: '2026-11-22 10:41:03',
        betType: 'big' as const,
        digit: null,
        rolledNumber,
        outcome: wins(pick, rolledNumber) ? ('win' as const) : ('lose' as const),
        bet_amount: 10,
        multiplier: '1.00',
        win_amount: 0,
        profit: -10,
        nonce,
        commitment: committed,
      }
    }),
  )
}

describe('verifyHistory', () => {
  it('accepts every real round made with the revealed seed', async () => {
    const history = await rounds(serverSeed, 12)
    const seed = {
      server_seed: serverSeed,
      commitment: await commitment(serverSeed),
      client_seed: clientSeed,
    }
    const { seedMatches, rows } = await verifyHistory(seed, history)
    expect(seedMatches).toBe(true)
    expect([...rows.values()]).toEqual(Array(12).fill('verified'))
  })

  it('rejects a changed roll and a changed outcome, and only those', async () => {
    const history = await rounds(serverSeed, 4)
    const [first, second, third, fourth] = history as [
      DigitHistoryRow,
      DigitHistoryRow,
      DigitHistoryRow,
      DigitHistoryRow,
    ]
    const tampered = [
      { ...first, rolledNumber: (first.rolledNumber + 1) % 10 },
      { ...second, outcome: second.outcome === 'win' ? ('lose' as const) : ('win' as const) },
      third,
      fourth,
    ]
    const seed = { server_seed: serverSeed, commitment: first.commitment, client_seed: clientSeed }
    const { rows } = await verifyHistory(seed, tampered)
    expect(tampered.map((row) => rows.get(rowKey(row)))).toEqual(['failed', 'failed', 'verified', 'verified'])
  })

  it('fails every row when the seed does not hash to its commitment', async () => {
    const history = await rounds(serverSeed, 3)
    const seed = {
      server_seed: 'another seed',
      commitment: history[0]?.commitment ?? '',
      client_seed: clientSeed,
    }
    const { seedMatches, rows } = await verifyHistory(seed, history)
    expect(seedMatches).toBe(false)
    expect([...rows.values()]).toEqual(['failed', 'failed', 'failed'])
  })

  it('leaves rows of other seeds alone', async () => {
    const history = [...(await rounds(serverSeed, 2)), ...(await rounds('other seed', 2))]
    const seed = {
      server_seed: serverSeed,
      commitment: await commitment(serverSeed),
      client_seed: clientSeed,
    }
    const { rows } = await verifyHistory(seed, history)
    expect(rows.size).toBe(2)
  })
})
