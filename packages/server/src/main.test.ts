import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
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

  describe('a request refused before its body was read', () => {
    let server: Awaited<ReturnType<typeof startServer>>
    let agent: http.Agent
    const oversized = Buffer.alloc(1024 * 1024, 'a')

    type Reply = { status: number; connection: string | undefined; reused?: boolean }
    /** One request on the single kept-alive connection; `reused` says whether it went on an earlier one's. */
    const viaHttp = (method: 'GET' | 'POST', path: string, body?: Buffer, type = 'application/json') =>
      new Promise<Reply>((done, fail) => {
        const request = http.request(
          `http://127.0.0.1:${server.port}${path}`,
          { method, agent, headers: body ? { 'Content-Type': type } : {} },
          (response) => {
            response.resume()
            response.on('end', () =>
              done({
                status: response.statusCode ?? 0,
                connection: response.headers.connection,
                reused: request.reusedSocket,
              }),
            )
          },
        )
        request.on('error', fail)
        request.end(body)
      })
    const viaFetch = async (method: 'GET' | 'POST', path: string, body?: Buffer): Promise<Reply> => {
      const response = await fetch(`http://127.0.0.1:${server.port}${path}`, {
        method,
        ...(body ? { body, headers: { 'Content-Type': 'application/json' } } : {}),
      })
      await response.arrayBuffer()
      return { status: response.status, connection: response.headers.get('connection') ?? undefined }
    }
    /** "413 close reused", or the error's message: a failed request is an outcome to compare, not a throw. */
    const outcome = (reply: Promise<Reply>) =>
      reply.then(
        ({ status, connection, reused }) => `${status} ${connection}${reused ? ' reused' : ''}`,
        (error: Error) => `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`.trim(),
      )

    beforeAll(async () => {
      server = await startServer({
        port: 0,
        host: '127.0.0.1',
        dataDir: join(dir, 'data'),
        log: false,
        static: {},
      })
    })
    beforeEach(() => {
      agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    })
    afterEach(() => {
      agent.destroy()
    })
    afterAll(async () => {
      await server?.close()
    })

    it.each(['node:http', 'fetch'] as const)(
      'over %s: a body over the limit gets 413 and the connection closes, so the next request works',
      async (transport) => {
        const call = transport === 'fetch' ? viaFetch : viaHttp
        const refusals: string[] = []
        const normals: string[] = []
        for (let i = 0; i < 50; i++) {
          refusals.push(await outcome(call('POST', '/api/login', oversized)))
          normals.push(await outcome(call('GET', '/api/toptenwithdraw')))
        }
        expect(normals.map((text) => text.split(' ')[0])).toEqual(Array.from({ length: 50 }, () => '200'))
        // Every oversized body after the first went on a connection a normal request had kept alive.
        const kept = transport === 'node:http' ? ' reused' : ''
        expect(refusals).toEqual(Array.from({ length: 50 }, (_, i) => `413 close${i > 0 ? kept : ''}`))
      },
    )

    it('a receipt upload without a token gets 401 and the connection closes, so the next request works', async () => {
      const form = 'multipart/form-data; boundary=x'
      const outcomes: string[] = []
      for (let i = 0; i < 20; i++) {
        outcomes.push(await outcome(viaHttp('POST', '/api/depositfinicial', oversized, form)))
        outcomes.push(await outcome(viaHttp('GET', '/api/toptenwithdraw')))
      }
      expect(outcomes).toEqual(
        Array.from({ length: 40 }, (_, i) =>
          i % 2 === 0 ? `401 close${i > 0 ? ' reused' : ''}` : '200 keep-alive',
        ),
      )
    })

    it('keeps the connection of a request whose body was read', async () => {
      const login = Buffer.from(JSON.stringify({ user_name: 'nobody', password: 'secret123' }))
      expect(await outcome(viaHttp('GET', '/api/toptenwithdraw'))).toBe('200 keep-alive')
      expect(await outcome(viaHttp('POST', '/api/login', login))).toMatch(/^4\d\d keep-alive reused$/)
      expect(await outcome(viaHttp('GET', '/api/toptenwithdraw'))).toBe('200 keep-alive reused')
    })
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
