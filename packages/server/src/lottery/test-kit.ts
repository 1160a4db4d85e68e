import type { Clock } from '@shwe/domain'
import { afterAll, beforeAll, expect } from 'vitest'
import type { AppDeps } from '../app.ts'
import type { DatabaseHandle } from '../db.ts'
import { playerAccounts } from '../ledger.ts'
import { addUser, firstAdminToken, type TestDatabase, type TestHandle } from '../test-db.ts'
import { type jsonClient, openTestApp } from '../test-http.ts'

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

/** Places a slip of `lines` for `token` and returns it; a refused slip fails the test with the reply. */
export async function placeSlip(
  client: ReturnType<typeof jsonClient>,
  route: '/twod-bet' | '/threed-bet',
  token: string,
  lines: SlipLines,
) {
  const res = await client.post(route, slipBody(lines), token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

/**
 * For a lottery `describe` that also acts as the operator: opens the app (`openTestApp`) and reads the first
 * admin token before its tests, handing the database and client to `opened`, and closes the database after
 * them. Returns `admin`, which posts to the admin API with that token, and `players` to make its players.
 */
export function useLotteryApp(
  database: TestDatabase,
  clock: Clock,
  deps: Omit<AppDeps, 'db' | 'clock'>,
  opened: (app: Awaited<ReturnType<typeof openTestApp>>) => void,
) {
  let handle: TestHandle | undefined
  let client: ReturnType<typeof jsonClient>
  let adminToken: string
  beforeAll(async () => {
    const app = await openTestApp(database, clock, deps)
    ;({ handle, client } = app)
    adminToken = await firstAdminToken(app.handle)
    opened(app)
  })
  afterAll(async () => {
    await handle?.close()
  })
  return {
    admin: (path: string, body: unknown) =>
      client.request('POST', `/admin${path}`, { body, token: adminToken }),
    adminToken: () => adminToken,
    /** `lotteryPlayers` on this app's database and client. */
    players: (prefix: string) =>
      lotteryPlayers(
        prefix,
        () => handle as TestHandle,
        () => client,
      ),
  }
}
