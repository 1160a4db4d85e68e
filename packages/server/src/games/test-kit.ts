import { fixedClock } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { seedCatalogue } from '../catalogue/seed.ts'
import type { AppConfig } from '../config.ts'
import type { DatabaseHandle } from '../db.ts'
import { accounts } from '../schema.ts'
import { addUser, captureLogger, openMigrated, type TestDatabase } from '../test-db.ts'
import { testApp } from '../test-http.ts'

/** Shared set-up for the games tests: a migrated database with the demo catalogue and an app on a fixed clock. */

export const ORIGIN = 'http://shwe.test'

export async function openGamesApp(database: TestDatabase, start: string, config: Partial<AppConfig> = {}) {
  const handle: DatabaseHandle = await openMigrated(database)
  const clock = fixedClock(start)
  await handle.db.transaction((tx) =>
    seedCatalogue(tx, { now: clock.now(), agentId: 0, demoPlayerId: 0, playerIds: [] }),
  )
  const logger = captureLogger()
  const app = testApp(handle.db, clock, { config, logger })

  const request = (path: string, init: RequestInit = {}) => app.request(`${ORIGIN}${path}`, init)
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

  async function login(userName: string, password = 'secret123'): Promise<string> {
    const res = await post('/api/login', { user_name: userName, password })
    expect(res.status).toBe(200)
    return ((await res.json()) as { data: { token: string } }).data.token
  }

  /** Launches a game and returns the game's URL: the reply's, or the link in the launch page it names. */
  async function launch(token: string, body: Record<string, unknown>, path = '/api/seamless/launch-game') {
    const res = await post(path, body, bearer(token))
    expect(res.status).toBe(200)
    const reply = (await res.json()) as { code: number; url?: string; content_url?: string }
    expect(reply.code).toBe(200)
    if (reply.url) return reply.url
    if (!reply.content_url) throw new Error('launch gave neither url nor content_url')
    const page = await app.request(reply.content_url)
    expect(page.status).toBe(200)
    const url = /href="([^"]+)"/.exec(await page.text())?.[1]
    if (!url) throw new Error('the launch page links to no game')
    return url.replaceAll('&amp;', '&')
  }

  /** Opens a ticket URL and returns the page and the play session it embeds. */
  async function open(url: string) {
    const res = await app.request(url)
    const html = await res.text()
    const session = /data-session="([^"]+)"/.exec(html)?.[1] ?? null
    return { res, html, session }
  }

  /** Launches and opens a game; the play session of the page. */
  async function playSession(token: string, body: Record<string, unknown>, path?: string): Promise<string> {
    const { res, session } = await open(await launch(token, body, path))
    expect(res.status).toBe(200)
    if (!session) throw new Error('no session in the page')
    return session
  }

  /** A player with `game` pya on their game balance, signed in. */
  async function player(userName: string, game: bigint) {
    const id = await addUser(handle, { userName, game })
    return { id, token: await login(userName) }
  }

  const playRound = (kind: 'spin' | 'deal', session: string | null, body: Record<string, unknown>) =>
    post(`/play/api/${kind}`, body, session ? { 'X-Play-Session': session } : {})

  /** Sum over every account, users' and the system's: double entry keeps it constant. */
  async function totalMoney(): Promise<bigint> {
    const [row] = await handle.db
      .select({ total: sql<string>`coalesce(sum(${accounts.balance}), 0)::text` })
      .from(accounts)
    return BigInt(row?.total ?? '0')
  }

  return {
    handle,
    clock,
    app,
    logger,
    request,
    post,
    bearer,
    login,
    player,
    launch,
    open,
    playSession,
    playRound,
    totalMoney,
  }
}

export type GamesApp = Awaited<ReturnType<typeof openGamesApp>>

/**
 * For a games `describe`: opens the games app before its tests, handing it to `opened` (which may add the
 * suite's players), and closes its database after them.
 */
export function useGamesApp(
  database: TestDatabase,
  start: string,
  config: Partial<AppConfig>,
  opened: (t: GamesApp) => Promise<void>,
): void {
  let t: GamesApp | undefined
  beforeAll(async () => {
    t = await openGamesApp(database, start, config)
    await opened(t)
  })
  afterAll(async () => {
    await t?.handle.close()
  })
}
