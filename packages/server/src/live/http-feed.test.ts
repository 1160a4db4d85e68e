import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TwoDResult } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { floodService, stubResolver, watchConnections } from '../outbound-test-kit.ts'
import { createHttpFeed, type HttpFeedOptions } from './http-feed.ts'

/** An instant given as Yangon wall-clock time. */
const yangon = (dateTime: string) => new Date(`${dateTime.replace(' ', 'T')}+06:30`)

// The reply of api-contract.md §8: every number follows from its figures.
const goodReply = () => ({
  server_time: '2025-08-12 16:31:05',
  live: { set: '1,262.47', value: '38,915.62', time: '16:30:01', date: '2025-08-12', twod: '75' },
  result: [
    row('1,259.83', '14,207.55', '11:00:00', '37', '1203'),
    row('1,260.14', '17,552.90', '12:01:00', '42', '1204'),
    row('1,261.09', '26,840.31', '15:00:00', '90', '1205'),
    row('1,262.47', '38,915.62', '16:30:00', '75', '1206'),
  ],
  holiday: { status: '2', date: '2025-08-12', name: 'NULL' },
  unknown_field: 'dropped',
})

function row(set: string, value: string, openTime: string, twod: string, historyId: string) {
  return {
    set,
    value,
    open_time: openTime,
    twod,
    stock_date: '2025-08-12',
    stock_datetime: `2025-08-12 ${openTime.slice(0, 6)}01`,
    history_id: historyId,
  }
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void

const json =
  (body: unknown, status = 200): Handler =>
  (_, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(typeof body === 'string' ? body : JSON.stringify(body))
  }

describe('HTTP live feed', () => {
  let server: Server
  let port: number
  let handler: Handler = json(goodReply())
  let requests = 0

  const listen = () =>
    new Promise<void>((done) => {
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port
        done()
      })
    })
  const shut = () =>
    new Promise<void>((done) => {
      server.close(() => done())
      server.closeAllConnections()
    })

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests++
      handler(req, res)
    })
    port = 0
    await listen()
  })

  afterAll(async () => {
    if (server.listening) await shut()
  })

  afterEach(() => {
    handler = json(goodReply())
  })

  function feed(options: Partial<HttpFeedOptions> = {}) {
    const log = { errors: [] as string[], infos: [] as string[] }
    const clock = fixedClock(yangon('2025-08-12 16:31:05'))
    const http = createHttpFeed({
      url: `http://127.0.0.1:${port}/live?key=secret`,
      clock,
      timeoutMs: 150,
      intervalMs: 20,
      logger: {
        error: (...args: unknown[]) => void log.errors.push(args.map(String).join(' ')),
        info: (...args: unknown[]) => void log.infos.push(args.map(String).join(' ')),
      },
      ...options,
    })
    const results: TwoDResult[] = []
    http.onResult((result) => void results.push(result))
    return { http, log, results, clock }
  }

  it('starts stale with placeholders until the first reply', () => {
    const { http } = feed()
    expect(http.snapshot()).toMatchObject({
      live: { set: '--', value: '--', time: '--', date: '--', twod: '--' },
      result: [],
      stale: true,
      source: 'http',
    })
  })

  it('serves a good reply as it came, without unknown fields, and reports the two results once', async () => {
    const { http, log, results } = feed()
    await http.poll()
    const reply = goodReply()
    expect(http.snapshot()).toEqual({
      server_time: reply.server_time,
      live: reply.live,
      result: reply.result.map((r) => ({ ...r, source: 'http' })),
      holiday: reply.holiday,
      stale: false,
      source: 'http',
    })
    expect(results).toEqual([
      {
        date: '2025-08-12',
        session: 'morning',
        twod: '42',
        set: '1,260.14',
        value: '17,552.90',
        source: 'http',
      },
      {
        date: '2025-08-12',
        session: 'evening',
        twod: '75',
        set: '1,262.47',
        value: '38,915.62',
        source: 'http',
      },
    ])
    await http.poll()
    expect(results).toHaveLength(2)
    expect(log.errors).toEqual([])
    expect(log.infos).toHaveLength(1)
    expect(log.infos[0]).toContain(`127.0.0.1:${port}`)
    expect(log.infos[0]).not.toContain('secret')
  })

  it('keeps the last good figures, marked stale, while the feed is down, and recovers', async () => {
    const { http, log } = feed()
    await http.poll()
    const good = http.snapshot()
    const changes: boolean[] = []
    http.subscribe((snapshot) => void changes.push(snapshot.stale))

    await shut()
    for (let i = 0; i < 3; i++) await http.poll()
    expect(http.snapshot()).toEqual({ ...good, stale: true })
    expect(changes).toEqual([true])
    expect(log.errors).toHaveLength(1)
    expect(log.errors[0]).toMatch(/unreachable/)
    expect(log.errors[0]).not.toContain('secret')

    await listen()
    await http.poll()
    expect(http.snapshot()).toEqual(good)
    expect(changes).toEqual([true, false])
    expect(log.infos.at(-1)).toMatch(/receiving again/)
  })

  it('counts a reply slower than the timeout as a failure', async () => {
    const { http, log } = feed()
    await http.poll()
    handler = (req, res) => {
      const timer = setTimeout(() => json(goodReply())(req, res), 400)
      res.on('close', () => clearTimeout(timer))
    }
    const started = Date.now()
    await http.poll()
    expect(Date.now() - started).toBeLessThan(350)
    expect(http.snapshot().stale).toBe(true)
    expect(http.snapshot().live.twod).toBe('75')
    expect(log.errors.at(-1)).toMatch(/no reply within 150 ms/)
  })

  const inconsistentLive = () => {
    const reply = goodReply()
    reply.live.twod = '57'
    return reply
  }
  const shortTwoD = () => {
    const reply = goodReply()
    reply.live.twod = '7'
    return reply
  }

  it.each<[string, Handler, RegExp]>([
    [
      'an HTML page',
      (_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>'),
      /not JSON/,
    ],
    ['an empty object', json({}), /unexpected shape \(server_time/],
    ['a JSON array', json([goodReply()]), /unexpected shape/],
    ['a live twod of one digit', json(shortTwoD()), /live\.twod: not two digits/],
    [
      'a live twod that does not follow from set and value',
      json(inconsistentLive()),
      /live\.twod: twod does not follow/,
    ],
    [
      'a figure without its decimals',
      json({ ...goodReply(), live: { ...goodReply().live, set: '1262' } }),
      /live\.set/,
    ],
    ['a number where text belongs', json({ ...goodReply(), server_time: 1_755_000_000 }), /server_time/],
    ['HTTP 500 with a good body', json(goodReply(), 500), /HTTP 500/],
    [
      'a body larger than the limit',
      json({ ...goodReply(), padding: 'x'.repeat(300_000) }),
      /too large|larger than/,
    ],
    [
      'a truncated body',
      (_, res) => res.writeHead(200).end(JSON.stringify(goodReply()).slice(0, 80)),
      /not JSON/,
    ],
  ])('refuses %s: last good figures, stale, no crash', async (_, bad, problem) => {
    const { http, log } = feed()
    await http.poll()
    const good = http.snapshot()
    handler = bad
    await expect(http.poll()).resolves.toBeUndefined()
    expect(http.snapshot()).toEqual({ ...good, stale: true })
    expect(log.errors).toEqual([expect.stringMatching(problem)])
    handler = json(goodReply())
    await http.poll()
    expect(http.snapshot()).toEqual(good)
  })

  it('drops result rows that fail the checks and keeps the rest', async () => {
    const reply = goodReply()
    const [r11, r12, r15, r16] = reply.result
    reply.result = [
      { ...(r11 as ReturnType<typeof row>), twod: '7' },
      // 12:01 with a number that does not follow from its figures: never a result.
      { ...(r12 as ReturnType<typeof row>), twod: '24' },
      r15 as ReturnType<typeof row>,
      r16 as ReturnType<typeof row>,
    ]
    handler = json(reply)
    const { http, log, results } = feed()
    await http.poll()
    expect(http.snapshot().stale).toBe(false)
    expect(http.snapshot().result.map((r) => r.open_time)).toEqual(['15:00:00', '16:30:00'])
    expect(results.map((r) => r.session)).toEqual(['evening'])
    expect(log.errors).toEqual([expect.stringMatching(/dropped 2 result row/)])
  })

  it('shows a row without figures but never makes it final', async () => {
    const reply = goodReply()
    reply.result = [{ open_time: '12:01:00', twod: '42', stock_date: '2025-08-12' } as ReturnType<typeof row>]
    handler = json(reply)
    const { http, results } = feed()
    await http.poll()
    expect(http.snapshot().result).toEqual([
      expect.objectContaining({ open_time: '12:01:00', twod: '42', set: '--', value: '--', source: 'http' }),
    ])
    expect(results).toEqual([])
  })

  it('makes a result final only once its time has come on our clock', async () => {
    const { http, results, clock } = feed()
    clock.set(yangon('2025-08-12 12:00:30'))
    await http.poll()
    expect(results).toEqual([])
    clock.set(yangon('2025-08-12 16:29:59'))
    await http.poll()
    expect(results.map((r) => r.session)).toEqual(['morning'])
    clock.set(yangon('2025-08-12 16:30:00'))
    await http.poll()
    expect(results.map((r) => r.session)).toEqual(['morning', 'evening'])
  })

  it('keeps a final result when the feed later shows another number for it', async () => {
    const { http, log, results } = feed()
    await http.poll()
    const changed = goodReply()
    // Still internally consistent: 1,260.15 and 17,553.90 make 53.
    changed.result[1] = row('1,260.15', '17,553.90', '12:01:00', '53', '1204')
    handler = json(changed)
    await http.poll()
    await http.poll()
    expect(http.snapshot().result[1]).toMatchObject({ twod: '42', set: '1,260.14' })
    expect(results.map((r) => r.twod)).toEqual(['42', '75'])
    expect(log.errors).toEqual([expect.stringMatching(/2025-08-12 morning.*keeping 42/)])
  })

  it('polls in a loop once started, and stops', async () => {
    const { http } = feed()
    const before = requests
    http.start()
    http.start()
    const deadline = Date.now() + 2_000
    while (requests - before < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10))
    expect(requests - before).toBeGreaterThanOrEqual(3)
    expect(http.snapshot().stale).toBe(false)
    http.stop()
    await new Promise((r) => setTimeout(r, 10))
    const after = requests
    await new Promise((r) => setTimeout(r, 80))
    expect(requests).toBe(after)
  })

  it('never contacts a feed whose name resolves to a private address, and says so once', async () => {
    const { resolve } = stubResolver({ 'feed.example': '169.254.169.254' })
    const connections = watchConnections()
    try {
      const { http, log } = feed({ url: 'https://feed.example/live?key=secret', resolve })
      await http.poll()
      await http.poll()
      expect(connections.attempts).toEqual([])
      expect(http.snapshot()).toMatchObject({ stale: true, live: { twod: '--' } })
      expect(log.errors).toEqual([
        'Live 2D feed feed.example: not contacted: feed.example resolves to 169.254.169.254, an address this server does not connect to; serving the last good figures, marked stale',
      ])
    } finally {
      connections.stop()
    }
  })

  it('cuts off a reply that streams on past the limit without reading the rest', async () => {
    const flood = await floodService(256 * 1024 * 1024, 200)
    try {
      const { http, log } = feed({ url: `${flood.origin}/live`, timeoutMs: 5_000 })
      await http.poll()
      expect(http.snapshot().stale).toBe(true)
      expect(log.errors).toEqual([expect.stringMatching(/reply is larger than 262144 bytes/)])
      const [served] = await flood.served()
      // A reader of the whole reply takes all 256 MiB; socket buffers hold a few MiB at most.
      expect(served).toMatchObject({ finished: false })
      expect(served?.bytes).toBeLessThan(32 * 1024 * 1024)
    } finally {
      await flood.close()
    }
  })

  it('refuses a URL that is not https, or plain http to this machine', () => {
    expect(() => createHttpFeed({ url: 'file:///etc/passwd' })).toThrow(/the scheme file: is refused/)
    expect(() => createHttpFeed({ url: 'http://feed.example/live' })).toThrow(/plain http to feed.example/)
    expect(() => createHttpFeed({ url: 'https://feed.example:8443/live' })).toThrow(/port 8443/)
    expect(() => createHttpFeed({ url: 'https://169.254.169.254/live' })).toThrow(/not a public address/)
  })
})
