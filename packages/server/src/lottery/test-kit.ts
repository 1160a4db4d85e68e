import type { DatabaseHandle } from '../db.ts'
import { playerAccounts } from '../ledger.ts'
import { addUser } from '../test-db.ts'
import type { jsonClient } from '../test-http.ts'

/** Shared by the lottery tests: Yangon wall-clock instants, signed-in players with game money, slips. */

export const KYAT = 100n

/** `2026-11-23 10:15:07` on the Yangon clock (UTC+06:30). */
export const yangon = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+06:30`)

/**
 * Makes players named `<prefix>0000001`, … with `game` kyat on their game balance, signed in through
 * `client()` (read when called, so suites can build their client in `beforeAll`).
 */
export function lotteryPlayers(
  prefix: string,
  handle: () => DatabaseHandle,
  client: () => ReturnType<typeof jsonClient>,
) {
  let serial = 0
  return {
    player: async (game: bigint) => {
      serial++
      const userName = `${prefix}${String(serial).padStart(7, '0')}`
      const id = await addUser(handle(), { userName, game: game * KYAT })
      return { id, userName, token: await client().login(userName) }
    },
    gameBalance: async (userId: number) => (await playerAccounts(handle().db, userId)).game.balance,
  }
}

/** A slip's lines: each number with its kyat (a number or a decimal string) and, for 3D, `true` for permutations. */
export type SlipLines = readonly (readonly [num: string, kyat: number | string, permutation?: boolean])[]

/** The body of `POST /twod-bet` or `/threed-bet` for `lines`: its total is the sum of their amounts. */
export const slipBody = (lines: SlipLines) => ({
  totalAmount: lines.reduce((sum, [, kyat]) => sum + Math.round(Number(kyat) * 100), 0) / 100,
  amounts: lines.map(([num, amount, permutation]) => ({
    num,
    amount,
    ...(permutation ? { is_permutation: true } : {}),
  })),
})
