import { type Clock, fixedClock } from '@shwe/domain'
import type { Hono } from 'hono'
import { afterAll, beforeAll, expect } from 'vitest'
import { type AppDeps, createApp } from './app.ts'
import { type CliOptions, runCli } from './cli.ts'
import type { AppConfig, StaticDirs } from './config.ts'
import type { AppDatabase } from './db.ts'
import {
  captureLogger,
  openMigrated,
  TEST_SCRYPT_LOG_N,
  type TestDatabase,
  type TestHandle,
} from './test-db.ts'

/** The app on a test database: quick password hashing, unexpected errors captured instead of printed. */
export function testApp(db: AppDatabase, clock: Clock, deps: Omit<AppDeps, 'db' | 'clock'> = {}): Hono {
  return createApp({
    db,
    clock,
    logger: captureLogger(),
    ...deps,
    config: { scryptLogN: TEST_SCRYPT_LOG_N, ...deps.config },
  })
}

/** An app that serves the static files of `dirs`; static serving never touches the database, so it has none. */
export const staticApp = (dirs: StaticDirs, config: Partial<AppConfig> = {}): Hono =>
  createApp({
    db: {} as AppDatabase,
    clock: fixedClock('2026-11-22T10:00:00Z'),
    config: { static: dirs, ...config },
  })

/**
 * A migrated test database, the app on it (`testApp`) and a JSON client: what most server test files open
 * before their tests.
 */
export async function openTestApp(
  database: TestDatabase,
  clock: Clock,
  deps: Omit<AppDeps, 'db' | 'clock'> = {},
): Promise<{ handle: TestHandle; app: Hono; client: ReturnType<typeof jsonClient> }> {
  const handle = await openMigrated(database)
  const app = testApp(handle.db, clock, deps)
  return { handle, app, client: jsonClient(app) }
}

/**
 * For a `describe` whose tests share one database: opens it migrated before them (handing it to `opened`) and
 * closes it after them.
 */
export function useMigrated(database: TestDatabase, opened: (handle: TestHandle) => void): void {
  let handle: TestHandle | undefined
  beforeAll(async () => {
    handle = await openMigrated(database)
    opened(handle)
  })
  afterAll(async () => {
    await handle?.close()
  })
}

/** The init of a browser's CORS preflight from `origin` before a `method` request sending `headers`. */
export const corsPreflight = (origin: string, method: string, headers?: string): RequestInit => ({
  method: 'OPTIONS',
  headers: {
    Origin: origin,
    'Access-Control-Request-Method': method,
    ...(headers ? { 'Access-Control-Request-Headers': headers } : {}),
  },
})

/** JSON requests against an app in-process, with or without a bearer token. */
export function jsonClient(app: Hono) {
  const request = async (
    method: string,
    path: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const res = await app.request(`/api${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      },
      ...(options.body === undefined
        ? {}
        : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
    })
    const text = await res.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read replies field by field and assert on them.
    let body: any
    try {
      body = JSON.parse(text)
    } catch {
      body = text
    }
    return { status: res.status, body, headers: res.headers }
  }
  return {
    request,
    get: (path: string, token?: string) => request('GET', path, { ...(token ? { token } : {}) }),
    post: (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
      request('POST', path, { body, ...(token ? { token } : {}), ...(headers ? { headers } : {}) }),
    /** A sign-in attempt, answered whatever it is. */
    signIn: (userName: string, password: string, headers?: Record<string, string>) =>
      request('POST', '/login', { body: { user_name: userName, password }, ...(headers ? { headers } : {}) }),
    /** Signs in and returns the bearer token. */
    login: async (userName: string, password = 'secret123') => {
      const res = await request('POST', '/login', { body: { user_name: userName, password } })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.data.token as string
    },
  }
}

/**
 * The admin CLI against an app in-process, as `npm run admin -- …` would call a running server: returns
 * the runner and the lines it printed.
 */
export function inProcessCli(app: Hono, token: string, actor = 'cli:test') {
  const lines: string[] = []
  const options: CliOptions = {
    baseUrl: 'http://shwe.test',
    token,
    actor,
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.fetch(new Request(input, init))) as typeof fetch,
    out: (line: string) => void lines.push(line),
  }
  return { run: (...args: string[]) => runCli(args, options), lines }
}
