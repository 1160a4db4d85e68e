import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer } from './main.ts'
import { DEMO_PLAYER } from './seed.ts'
import { createScratchDatabase, prepareDataDir, TEST_SCRYPT_LOG_N } from './test-db.ts'

const clock = fixedClock('2026-11-22T10:00:00Z')

async function exercise(url: string) {
  const board = await fetch(`${url}/api/toptenwithdraw`)
  expect(board.status).toBe(200)
  const { data } = (await board.json()) as { data: unknown[] }
  expect(data).toHaveLength(10)
  const login = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ user_name: DEMO_PLAYER.userName, password: DEMO_PLAYER.password }),
  })
  expect(login.status).toBe(200)
  const { data: reply } = (await login.json()) as { data: { token: string } }
  const user = await fetch(`${url}/api/user`, { headers: { Authorization: `Bearer ${reply.token}` } })
  expect(user.status).toBe(200)
  return reply.token
}

describe('startServer', () => {
  let dir: string

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shwe-server-'))
    await mkdir(join(dir, 'site'), { recursive: true })
    await writeFile(join(dir, 'site', 'index.html'), '<!doctype html><title>Shwe</title>')
    // Creating a cluster from nothing takes seconds; start from an initialised but empty one.
    await prepareDataDir(join(dir, 'data'))
  })

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  let token: string | undefined

  it('runs as a plain Node process: migrates and seeds an empty database, stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'main.ts')], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(dir, 'data'), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)))
    try {
      const url = await new Promise<string>((done, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString()
          const match = /Listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)
          if (match?.[1]) done(match[1])
        })
        child.on('exit', () => fail(new Error(`server exited early:\n${output}`)))
      })
      expect(output).toContain('Seeded demo data')
      token = await exercise(url)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      expect(output).toContain('SIGTERM: shutting down')
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
    }
  })

  it('starts in-process on a free port and reopens the same data', async () => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: join(dir, 'data'),
      log: false,
      static: { siteDir: join(dir, 'site') },
    })
    try {
      expect(server.port).toBeGreaterThan(0)
      expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
      // The session opened before the restart still works: it lives in the database.
      expect(token).toBeDefined()
      const user = await fetch(`${server.url}/api/user`, { headers: { Authorization: `Bearer ${token}` } })
      expect(user.status).toBe(200)
      const board = (await (await fetch(`${server.url}/api/toptenwithdraw`)).json()) as { data: unknown[] }
      expect(board.data).toHaveLength(10)
      expect(await (await fetch(`${server.url}/`)).text()).toContain('<title>Shwe</title>')
    } finally {
      await server.close()
    }
  })

  // Only with a PostgreSQL server to talk to; defined conditionally so plain runs report no skipped tests.
  const adminUrl = process.env.DATABASE_URL
  if (adminUrl)
    it('runs on PostgreSQL when given a database URL', async () => {
      const scratch = await createScratchDatabase(adminUrl)
      try {
        const server = await startServer({
          port: 0,
          host: '127.0.0.1',
          databaseUrl: scratch.url,
          clock,
          log: false,
          config: { scryptLogN: TEST_SCRYPT_LOG_N },
          static: {},
        })
        try {
          await exercise(`http://127.0.0.1:${server.port}`)
        } finally {
          await server.close()
        }
      } finally {
        await scratch.drop()
      }
    })
})
