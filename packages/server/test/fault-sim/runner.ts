import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { fixedClock } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import type pg from 'pg'
import { type AppConfig, resolveConfig } from '../../src/config.ts'
import { type DatabaseHandle, openDatabase } from '../../src/db.ts'
import { auditLedger } from '../../src/ledger-audit.ts'
import type { LiveFeed } from '../../src/live/feed.ts'
import { createSimulatorFeed } from '../../src/live/simulator.ts'
import { createSettlementJob } from '../../src/lottery/job.ts'
import { type LotteryRules, threeDRules, twoDRules } from '../../src/lottery/rules.ts'
import { recordResult, type SettleReport, settleDraw } from '../../src/lottery/settle.ts'
import { setupDatabase } from '../../src/migrate.ts'
import {
  addAgentWithAccounts,
  CLEAN_LEDGER,
  captureLogger,
  createScratchDatabase,
  firstAdminToken,
  prepareDataDir,
  TEST_SCRYPT_LOG_N,
} from '../../src/test-db.ts'
import { jsonClient, testApp } from '../../src/test-http.ts'
import {
  type CutFault,
  describeOp,
  HISTORY_START,
  isCut,
  type MoneyRequest,
  phoneOf,
  type SimOp,
  type SimRequest,
  THREE_D_DRAW_DATES,
} from './generator.ts'
import {
  type Answer,
  type DrawRef,
  decideDeposit,
  decideWithdrawal,
  drawKey,
  drawPrizes,
  emptyWallet,
  enterResult,
  exchange,
  KYAT,
  type ModelRules,
  pendingWithdrawals,
  placeSlip,
  playDigit,
  REFUSAL_STATUS,
  type Refusal,
  type RequestStatus,
  register,
  requestDeposit,
  requestWithdrawal,
  type Step,
  someOrder,
  type WalletState,
  withKey,
} from './model.ts'
import { type CutRule, startPgProxy } from './proxy.ts'

/**
 * Runs a history against the whole HTTP application (auth, validation, idempotency, the ledger) on a real
 * database, injecting its faults, and checks every answer against the model as it goes; at checkpoints and
 * at the end every balance, every waiting request and the ledger's invariants. The first disagreement
 * throws a `SimulationFailure` naming the seed and the operation.
 */

const AGENT_FLOAT = 10_000_000_000n * KYAT
const REFERRAL_CODE = 'FAULTSIM'
const PASSWORD = 'secret123'
/** Longest an operation may take, faults and restarts included, before the run fails as hung. */
const OP_DEADLINE_MS = 30_000
/** A deposit or withdrawal id no request has: what an operator acting on a stale screen would send. */
const MISSING_ID = 999_999_999

function byYear(dates: readonly string[]): Record<number, string[]> {
  const years: Record<number, string[]> = {}
  for (const date of dates) {
    const year = Number(date.slice(0, 4))
    years[year] = [...(years[year] ?? []), date]
  }
  return years
}

/** The server's configuration for every run: caps low enough to be reached, and a 3D draw twice a week. */
export const SIM_CONFIG: Partial<AppConfig> = {
  scryptLogN: TEST_SCRYPT_LOG_N,
  // Tokens outlive the weeks a history spans.
  tokenIdleMinutes: 10 * 365 * 24 * 60,
  tokenAbsoluteDays: 3650,
  // Every simulated player registers from the one address of in-process requests.
  registerMaxPerAddress: 1_000,
  depositMinPya: 1_000n * KYAT,
  withdrawMinPya: 10_000n * KYAT,
  twoDMinPya: 100n * KYAT,
  twoDCapPya: 5_000n * KYAT,
  threeDMinPya: 1n * KYAT,
  threeDCapPya: 2_000n * KYAT,
  threeDDrawDates: byYear(THREE_D_DRAW_DATES),
}

/** The same configuration, as the model is told it. */
export const MODEL_RULES: ModelRules = {
  depositMinPya: 1_000n * KYAT,
  withdrawMinPya: 10_000n * KYAT,
  twoDMinPya: 100n * KYAT,
  twoDCapPya: 5_000n * KYAT,
  threeDMinPya: 1n * KYAT,
  threeDCapPya: 2_000n * KYAT,
  threeDDrawDates: THREE_D_DRAW_DATES,
}

export class SimulationFailure extends Error {
  readonly seed: number
  readonly opIndex: number
  constructor(seed: number, opIndex: number, detail: string) {
    super(detail)
    this.name = 'SimulationFailure'
    this.seed = seed
    this.opIndex = opIndex
  }
}

// ---- The database a run stops and starts ----

interface Backend {
  name: 'pglite' | 'postgres'
  /** Opens the run's database again, as a starting server process does. */
  open(): Promise<DatabaseHandle>
  /** Kills every database connection at once (PostgreSQL); PGlite lives in the process and stops with it. */
  crash(): void
  /** PostgreSQL: cut the connection that sends the next matching statement. Null on PGlite. */
  cuts: { arm(rule: CutRule): void; disarm(): boolean } | null
  dispose(): Promise<void>
}

async function pgliteBackend(): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'shwe-fault-sim-'))
  try {
    await prepareDataDir(dir)
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    throw error
  }
  return {
    name: 'pglite',
    open: () => openDatabase({ dataDir: dir }),
    crash: () => undefined,
    cuts: null,
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
}

async function postgresBackend(adminUrl: string): Promise<Backend> {
  const scratch = await createScratchDatabase(adminUrl)
  const proxy = await startPgProxy(scratch.url)
  return {
    name: 'postgres',
    open: () => openDatabase({ databaseUrl: proxy.url, maxConnections: 4 }),
    crash: () => proxy.cutAll(),
    cuts: proxy,
    dispose: async () => {
      await proxy.close()
      await scratch.drop()
    },
  }
}

const CUT_RULES: Record<CutFault, CutRule> = {
  'cut-before-posting': { statement: /^update "accounts"/i, when: 'before' },
  'cut-after-posting': { statement: /^update "accounts"/i, when: 'after' },
  'cut-at-begin': { statement: /^begin/i, when: 'before' },
  'cut-before-commit': { statement: /^commit$/i, when: 'before' },
  'cut-after-commit': { statement: /^commit$/i, when: 'after' },
}

/**
 * Calls `report` for every error a PostgreSQL client emits while nothing in the server listens for it. In a
 * real process that is an uncaught 'error' event, and the process exits; here the run notes it and restarts
 * the server, as a supervisor would, so the rest of the history still runs.
 */
function watchClientErrors(handle: DatabaseHandle, report: (error: Error) => void): void {
  const pool = poolOf(handle)
  if (!pool) return
  const watched = new WeakSet<pg.PoolClient>()
  pool.on('acquire', (client) => {
    if (watched.has(client)) return
    watched.add(client)
    client.on('error', (error: Error) => {
      // Ours is the only listener: without it the emit would throw.
      if (client.listenerCount('error') === 1) report(error)
    })
  })
}

/** The PostgreSQL pool behind a handle; null on PGlite. */
function poolOf(handle: DatabaseHandle): pg.Pool | null {
  const pool = (handle.db as unknown as { $client?: pg.Pool }).$client
  return pool && typeof pool.on === 'function' && typeof pool.totalCount === 'number' ? pool : null
}

/** Connections handed out and not given back to the pool. */
const checkedOut = (pool: pg.Pool) => pool.totalCount - pool.idleCount

/** Closes a database handle, waiting at most `ms` for it. */
async function closeWithin(handle: DatabaseHandle, ms: number): Promise<void> {
  const closing = handle.close().catch(() => undefined)
  await Promise.race([closing, new Promise((done) => setTimeout(done, ms).unref())])
}

// ---- Replies ----

interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: replies are read field by field.
  body: any
}

/** A reply that tells the client nothing: the server failed, or the connection did. */
const unanswered = (reply: Reply) => reply.status === 0 || reply.status >= 500

/** Decimal kyat as the API writes it ("1234.50", or a JSON number for the digit game) → pya. */
function pyaOf(value: unknown): bigint {
  const text = String(value)
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`not an amount: ${text}`)
  return BigInt(match[1] ?? '0') * KYAT + BigInt((match[2] ?? '').padEnd(2, '0'))
}

const kyatOf = (pya: number) => pya / 100

interface Observed {
  answer: Answer | null
  /** An accepted slip's id, a played digit round's roll. */
  slipId?: number
  rolled?: number
}

/** What a reply says, in the model's terms; `answer` is null when the reply fits no rule at all. */
function observe(request: SimRequest | { kind: 'result' }, reply: Reply): Observed {
  const { status, body } = reply
  const refused = (refusal: Refusal, detail?: string): Observed => ({
    answer: detail === undefined ? { ok: false, refusal } : { ok: false, refusal, detail },
  })
  if (status === 200) {
    if (request.kind === 'slip') {
      const data = body.data
      const draw: DrawRef =
        request.game === '2d'
          ? { game: '2d', date: data.game_date, session: data.session }
          : { game: '3d', date: data.draw_session, session: 'draw' }
      return { answer: { ok: true, draw, game: pyaOf(data.after_balance) }, slipId: Number(data.id) }
    }
    if (request.kind === 'digit') {
      const [latest] = body.data.history
      return {
        answer: { ok: true, game: pyaOf(body.data.balance), win: pyaOf(latest.win_amount) },
        rolled: latest.rolledNumber,
      }
    }
    if (request.kind === 'result') {
      const settlement = body.data.settlement
      return {
        answer: {
          ok: true,
          settlement: { lines: settlement.lines, winners: settlement.winners, paid: pyaOf(settlement.paid) },
        },
      }
    }
    return { answer: { ok: true } }
  }
  const message = String(body?.message ?? '')
  if (status === 400) {
    if (body?.data === 'Betting Closed') return refused('closed')
    if (Array.isArray(body?.data)) return refused('over-limit', [...body.data].sort().join(','))
    if (body?.data === 'Insufficient Funds' || /enough balance|insufficient balance/i.test(message))
      return refused('insufficient')
  }
  if (status === 404) return refused('not-found')
  if (status === 409) {
    if (request.kind === 'decide')
      return refused('decided', /approved/.test(message) ? 'approved' : 'rejected')
    if (request.kind === 'result') return refused('conflict', String(body?.data?.twod ?? body?.data?.number))
  }
  if (status === 422) {
    const errors = body?.errors ?? {}
    if (errors['Idempotency-Key']) return refused('key-reused')
    if (errors.phone) return refused('phone-taken')
    if (/float/.test(message)) return refused('float-too-low')
    return refused('invalid')
  }
  return { answer: null }
}

function sameAnswer(expected: Answer, observed: Answer | null): boolean {
  if (!observed || expected.ok !== observed.ok) return false
  if (!expected.ok || !observed.ok) {
    if (expected.ok || observed.ok) return false
    if (expected.also !== undefined && observed.refusal === expected.also) return true
    return (
      expected.refusal === observed.refusal &&
      (expected.detail === undefined || expected.detail === observed.detail)
    )
  }
  if (expected.draw && drawKey(expected.draw) !== (observed.draw && drawKey(observed.draw))) return false
  if (expected.game !== undefined && expected.game !== observed.game) return false
  if (expected.win !== undefined && expected.win !== observed.win) return false
  if (expected.settlement && !isDeepStrictEqual(expected.settlement, observed.settlement)) return false
  return true
}

/** JSON for failure messages; amounts the model keeps in pya say so. */
/** JSON for failure messages; the model's amounts are bigint pya and say so. */
const show = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v} pya` : (v as unknown)))

/** What a keyed request asks for, for the model's idempotency: the request without its key. */
const fingerprint = (request: MoneyRequest) => JSON.stringify({ ...request, key: undefined })

// ---- A run ----

export interface RunOptions {
  seed: number
  history: readonly SimOp[]
  database: 'pglite' | 'postgres'
  /** PostgreSQL's admin URL (`DATABASE_URL`); each run gets a scratch database next to it. */
  adminUrl?: string | undefined
  players: number
  /** Full comparisons every this many operations; default 100. */
  checkEvery?: number
}

export interface RunReport {
  seed: number
  database: string
  ops: number
  requests: number
  seconds: number
  restarts: number
  /** Faults injected, by kind; cuts count only those that hit a connection. */
  faults: Record<string, number>
  refusals: Record<string, number>
  /**
   * What the server got wrong beyond money, each with the operation it happened in: an error that would have
   * ended the process (an 'error' event nothing listens for), or a database connection never given back to
   * the pool. The run restarts the server after each and goes on, so the money is still checked to the end.
   */
  findings: Finding[]
  /** Requests the server carried out, by kind. */
  accepted: Record<string, number>
  /** Seconds spent creating and migrating the database before the first operation. */
  setupSeconds: number
}

export interface Finding {
  op: number
  kind: 'process-exit' | 'connection-leak'
  detail: string
}

interface Running {
  handle: DatabaseHandle
  app: Hono
  client: ReturnType<typeof jsonClient>
}

export async function runHistory(options: RunOptions): Promise<RunReport> {
  const started = performance.now()
  const { seed, history } = options
  const clock = fixedClock(HISTORY_START)
  const logger = captureLogger()
  const config = resolveConfig(SIM_CONFIG)
  const lottery: Record<'2d' | '3d', LotteryRules> = { '2d': twoDRules(config), '3d': threeDRules(config) }
  const backend =
    options.database === 'postgres' ? await postgresBackend(options.adminUrl ?? '') : await pgliteBackend()

  const report: RunReport = {
    seed,
    database: options.database,
    ops: 0,
    requests: 0,
    seconds: 0,
    restarts: 0,
    faults: {},
    refusals: {},
    accepted: {},
    setupSeconds: 0,
    findings: [],
  }
  const count = (table: Record<string, number>, name: string) => {
    table[name] = (table[name] ?? 0) + 1
  }

  let current: SimOp | undefined
  const fail = (detail: string): never => {
    const at = current ? `op #${current.index} of ${history.length}` : 'setup'
    const errors = logger.errors
      .slice(-3)
      .map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '))
    throw new SimulationFailure(
      seed,
      current?.index ?? -1,
      [
        `fault simulation on ${options.database}: seed ${seed}, ${at}`,
        current ? `  op: ${describeOp(current)}` : '',
        `  ${detail}`,
        errors.length > 0 ? `  last server errors:\n    ${errors.join('\n    ')}` : '',
        `  replay: FAULT_SIM_SEED=${seed} npx vitest run --project server packages/server/test/fault-sim`,
      ]
        .filter(Boolean)
        .join('\n'),
    )
  }

  const liveFeed: LiveFeed = createSimulatorFeed({ clock, seed: 'fault-sim', logger })
  /** While the run stops the server on purpose, what happens to its connections is expected. */
  let stopping = false
  let findingsSeen = 0
  const found = (kind: Finding['kind'], detail: string) =>
    report.findings.push({ op: current?.index ?? -1, kind, detail })
  /** What a restart is doing, for a failure message should it never finish. */
  let phase = ''
  const start = async (): Promise<Running> => {
    const handle = await backend.open()
    watchClientErrors(handle, (error) => {
      if (!stopping) found('process-exit', `uncaught 'error' event from a database client: ${error.message}`)
    })
    await setupDatabase(handle, { clock, seed: false })
    const app = testApp(handle.db, clock, { config: SIM_CONFIG, liveFeed, logger })
    // As a starting server does: settle whatever a stopped one left unsettled.
    const errorsBefore = logger.errors.length
    const job = createSettlementJob({ database: handle, clock, config, liveFeed, logger })
    if (!(await job.sweep()) || logger.errors.length > errorsBefore)
      fail('the settlement sweep on start failed')
    return { handle, app, client: jsonClient(app) }
  }

  let server: Running
  try {
    server = await start()
  } catch (error) {
    await backend.dispose()
    throw error
  }
  try {
    const fixtures = await addAgentWithAccounts(server.handle, {
      float: AGENT_FLOAT,
      referralCode: REFERRAL_CODE,
    })
    const agentId = fixtures.agentId
    const adminToken = await firstAdminToken(server.handle)
    let state = emptyWallet(MODEL_RULES, options.players, AGENT_FLOAT)
    const players: ({ userId: number; token: string } | undefined)[] = []
    const requestIds = { deposit: new Map<string, number>(), withdrawal: new Map<string, number>() }
    const lastOpOf = new Map<number, number>()
    report.setupSeconds = (performance.now() - started) / 1000

    // ---- Sending ----

    const httpOf = (request: SimRequest) => {
      const headers: Record<string, string> = {}
      if ('key' in request && request.key !== undefined) headers['Idempotency-Key'] = request.key
      if (request.kind === 'register') {
        const body = {
          name: `Player ${request.player}`,
          phone: phoneOf(request.player),
          password: PASSWORD,
          password_confirmation: PASSWORD,
          referral_code: REFERRAL_CODE,
        }
        return { path: '/register', body, headers }
      }
      if (request.kind === 'decide') {
        const id = requestIds[request.request].get(request.ref) ?? MISSING_ID
        const kind = request.request === 'deposit' ? 'deposits' : 'withdrawals'
        return { path: `/admin/${kind}/${id}/${request.decision}`, body: {}, headers, token: adminToken }
      }
      const token = players[request.player]?.token
      if (!token) return fail(`player ${request.player} has no token`)
      switch (request.kind) {
        case 'exchange':
          return {
            path: request.direction === 'in' ? '/exchange-main-to-game' : '/exchange-game-to-main',
            body: { amount: kyatOf(request.pya) },
            headers,
            token,
          }
        case 'deposit':
          return {
            path: '/depositfinicial',
            body: {
              agent_payment_type_id: fixtures.accountIds[request.account % fixtures.accountIds.length],
              amount: kyatOf(request.pya),
              refrence_no: String(100_000 + request.player),
            },
            headers,
            token,
          }
        case 'withdraw':
          return {
            path: '/withdrawfinicial',
            body: {
              payment_type_id: fixtures.paymentTypeIds[0],
              account_name: `Player ${request.player}`,
              account_number: phoneOf(request.player),
              amount: kyatOf(request.pya),
              password: PASSWORD,
            },
            headers,
            token,
          }
        case 'slip':
          return {
            path: request.game === '2d' ? '/twod-bet' : '/threed-bet',
            body: {
              totalAmount: kyatOf(request.lines.reduce((sum, line) => sum + line.pya, 0)),
              amounts: request.lines.map((line) => ({
                num: line.num,
                amount: kyatOf(line.pya),
                ...(line.permutation ? { is_permutation: true } : {}),
              })),
            },
            headers,
            token,
          }
        case 'digit':
          return {
            path: '/digitbet',
            body: {
              bet_type: request.betType,
              ...(request.digit === null ? {} : { digit: request.digit }),
              bet_amount: kyatOf(request.pya),
              multiplier: request.multiplier,
            },
            headers,
            token,
          }
      }
    }

    /** Sends one request; a thrown error (a dead connection, a stopped database) is a reply of status 0. */
    const send = async (
      http: { path: string; body: unknown; headers: Record<string, string>; token?: string },
      via = server,
    ): Promise<Reply> => {
      report.requests++
      try {
        const reply = await via.client.request('POST', http.path, {
          body: http.body,
          headers: http.headers,
          ...(http.token ? { token: http.token } : {}),
        })
        return { status: reply.status, body: reply.body }
      } catch (error) {
        return { status: 0, body: String(error) }
      }
    }

    // ---- The model's side ----

    const apply = (from: WalletState, request: SimRequest, seen: Observed): Step => {
      switch (request.kind) {
        case 'register':
          return register(from, request.player)
        case 'decide':
          return request.request === 'deposit'
            ? decideDeposit(from, request)
            : decideWithdrawal(from, request)
        default: {
          const key = { player: request.player, key: request.key, fingerprint: fingerprint(request) }
          return withKey(from, key, (s) => {
            switch (request.kind) {
              case 'exchange':
                return exchange(s, { ...request, amount: BigInt(request.pya) })
              case 'deposit':
                return requestDeposit(s, { ...request, amount: BigInt(request.pya) })
              case 'withdraw':
                return requestWithdrawal(s, { ...request, amount: BigInt(request.pya) })
              case 'slip':
                return placeSlip(
                  s,
                  {
                    game: request.game,
                    player: request.player,
                    lines: request.lines.map((line) => ({ number: line.num, amount: BigInt(line.pya) })),
                    at: clock.now(),
                  },
                  seen.slipId ?? -1,
                )
              case 'digit':
                return playDigit(s, { ...request, betAmount: BigInt(request.pya) }, seen.rolled ?? -1)
            }
          })
        }
      }
    }

    /** Learns what an answered request created: a player's sign-in, a request's id. */
    const learn = async (request: SimRequest, reply: Reply) => {
      if ('player' in request) lastOpOf.set(request.player, current?.index ?? -1)
      if (request.kind === 'register' && !players[request.player]) {
        if (reply.status === 200) {
          players[request.player] = { userId: reply.body.data.user.id, token: reply.body.data.token }
        } else {
          // The first attempt registered the player, but its reply was lost: sign in by phone.
          const login = await send({
            path: '/login',
            body: { user_name: phoneOf(request.player), password: PASSWORD },
            headers: {},
          })
          if (login.status !== 200) fail(`player ${request.player} cannot sign in: ${show(login)}`)
          players[request.player] = { userId: login.body.data.user.id, token: login.body.data.token }
        }
      }
      if ((request.kind === 'deposit' || request.kind === 'withdraw') && reply.status === 200) {
        const ids = requestIds[request.kind === 'deposit' ? 'deposit' : 'withdrawal']
        const id = Number(reply.body.data.id)
        const known = ids.get(request.ref)
        if (known !== undefined && known !== id) fail(`${request.ref} got a second id: ${known} and ${id}`)
        ids.set(request.ref, id)
      }
    }

    const tally = (request: SimRequest, answer: Answer | null) => {
      const kind =
        request.kind === 'slip'
          ? request.game
          : request.kind === 'exchange'
            ? `exchange-${request.direction}`
            : request.kind
      if (answer && !answer.ok) count(report.refusals, `${kind} ${answer.refusal}`)
      else if (answer?.ok) count(report.accepted, kind)
    }

    /** One answered request, in order: the server must answer what the model says. */
    const expectAnswer = async (request: SimRequest, reply: Reply) => {
      if (unanswered(reply)) fail(`no answer to ${request.kind}: ${show(reply)}`)
      const seen = observe(request, reply)
      if (
        seen.rolled !== undefined &&
        !(Number.isInteger(seen.rolled) && seen.rolled >= 0 && seen.rolled <= 9)
      )
        fail(`the digit game rolled ${seen.rolled}, not a digit`)
      const step = apply(state, request, seen)
      if (!sameAnswer(step.answer, seen.answer)) {
        fail(`expected ${show(step.answer)}, the server answered ${reply.status} ${show(reply.body)}`)
      }
      if (seen.answer && !seen.answer.ok) expectStatus(seen.answer.refusal, reply)
      tally(request, seen.answer)
      state = step.state
      await learn(request, reply)
    }

    const expectStatus = (refusal: Refusal, reply: Reply) => {
      if (REFUSAL_STATUS[refusal] !== reply.status)
        fail(`a ${refusal} refusal must be ${REFUSAL_STATUS[refusal]}, got ${reply.status}`)
    }

    /** Sends until answered; each unanswered attempt may or may not have taken effect. */
    const retryUntilAnswered = async (request: SimRequest): Promise<Reply> => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const reply = await send(httpOf(request))
        if (!unanswered(reply)) return reply
        await supervise()
      }
      return fail(`${request.kind} still has no answer after retries`)
    }

    /**
     * The answer to a retry after an attempt whose outcome the client never learnt. Either that attempt did
     * nothing and the retry did the work, or it did the work and the retry is a repeat: the same answer for
     * a keyed request, "already decided" or "phone taken" for the others. Either way it counts once.
     */
    const expectAfterLostAttempt = async (request: SimRequest, reply: Reply) => {
      const seen = observe(request, reply)
      const once = apply(state, request, seen)
      const twice = apply(once.state, request, seen)
      const match = [once, twice].find((step) => sameAnswer(step.answer, seen.answer))
      if (!match) {
        fail(
          `after a lost attempt expected ${show(once.answer)} or ${show(twice.answer)}, ` +
            `the server answered ${reply.status} ${show(reply.body)}`,
        )
        return
      }
      tally(request, seen.answer)
      state = match.state
      await learn(request, reply)
    }

    // ---- Checks against the database ----

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      (await server.handle.db.execute(query)) as unknown as { rows: T[] }

    const compareAll = async (where: string) => {
      const audit = await auditLedger(server.handle.db)
      for (const [name, value] of Object.entries(CLEAN_LEDGER)) {
        if (!isDeepStrictEqual(audit[name as keyof typeof CLEAN_LEDGER], value))
          fail(`${where}: the ledger audit found ${name} = ${show(audit[name as keyof typeof audit])}`)
      }
      const { rows: balances } = await rows<{ user_id: number | null; kind: string; balance: string }>(
        sql`select user_id, kind, balance::text as balance from accounts`,
      )
      // A system account may be kept as several rows; its balance is their sum.
      const balance = (userId: number | null, kind: string) =>
        balances
          .filter((row) => row.user_id === userId && row.kind === kind)
          .reduce((sum, row) => sum + BigInt(row.balance), 0n)
      for (const [player, expected] of state.players.entries()) {
        if (!expected) continue
        const who = players[player]
        if (!who) return fail(`${where}: player ${player} registered but has no sign-in`)
        for (const kind of ['main', 'game'] as const) {
          const actual = balance(who.userId, kind)
          if (actual !== expected[kind]) {
            fail(
              `${where}: player ${player} (user ${who.userId}) ${kind} balance is ${actual} pya, the model says ` +
                `${expected[kind]} (last touched by op #${lastOpOf.get(player)})`,
            )
          }
        }
      }
      const system: [string, bigint, bigint][] = [
        ['agent float', balance(agentId, 'float'), state.agentFloat],
        ['house', balance(null, 'house'), state.house],
        ['pending withdrawals', balance(null, 'pending_withdrawal'), pendingWithdrawals(state)],
      ]
      for (const [name, actual, expected] of system) {
        if (actual !== expected) fail(`${where}: ${name} is ${actual} pya, the model says ${expected}`)
      }
      const statusText: Record<number, RequestStatus> = { 0: 'pending', 1: 'approved', 2: 'rejected' }
      for (const [table, kind] of [
        ['deposit_requests', 'deposit'],
        ['withdraw_requests', 'withdrawal'],
      ] as const) {
        const { rows: stored } = await rows<{ id: number; amount: string; status: number }>(
          sql`select id, amount::text as amount, status from ${sql.identifier(table)}`,
        )
        const model = kind === 'deposit' ? state.deposits : state.withdrawals
        if (stored.length !== model.size)
          fail(`${where}: ${stored.length} ${kind} requests stored, the model has ${model.size}`)
        for (const [ref, request] of model) {
          const id = requestIds[kind].get(ref)
          const row = stored.find((r) => r.id === id)
          if (!row || statusText[row.status] !== request.status || BigInt(row.amount) !== request.amount) {
            fail(`${where}: ${kind} ${ref} (id ${id}) is ${show(row)}, the model says ${show(request)}`)
          }
        }
      }
    }

    /** After a draw is settled: each line paid once, at the odds, to the pya. */
    const verifyDraw = async (draw: DrawRef) => {
      const number = state.results.get(drawKey(draw))
      if (number === undefined) return fail(`${drawKey(draw)} has no result in the model`)
      const { rows: lines } = await rows<{
        id: number | string
        slip_id: number | string
        bet_number: string
        bet_status: boolean
        potential_payout: string
        credits: number | string
      }>(sql`
        select b.id, b.slip_id, b.bet_number, b.bet_status, b.potential_payout::text as potential_payout,
          (select count(*) from ledger_transactions t
            where t.reference = ${`${draw.game}:bet:`}::text || b.id::text || ':win') as credits
        from lottery_bets b
        where b.game = ${draw.game} and b.draw_date = ${draw.date}::date and b.session = ${draw.session}`)
      const expected = drawPrizes(state, draw, number)
      if (lines.length !== expected.length)
        fail(`${drawKey(draw)}: ${lines.length} lines stored, the model has ${expected.length}`)
      for (const { line, prize } of expected) {
        const row = lines.find((r) => Number(r.slip_id) === line.slipId && r.bet_number === line.number)
        const credits = Number(row?.credits ?? -1)
        if (!row?.bet_status || BigInt(row.potential_payout) !== prize || credits !== (prize > 0n ? 1 : 0)) {
          fail(
            `${drawKey(draw)} result ${number}: line ${show(line)} should pay ${prize} pya once, ` +
              `the database has ${show(row)}`,
          )
        }
      }
    }

    // ---- Stopping and starting ----

    const restart = async (inFlight: Promise<Reply>[] = []) => {
      report.restarts++
      stopping = true
      // Between operations every connection should be idle; one still checked out is never given back, and
      // the pool would wait for it forever. The stopped process takes the pool with it either way.
      const pool = poolOf(server.handle)
      const leaked = inFlight.length === 0 && pool !== null && checkedOut(pool) > 0
      backend.crash()
      phase = 'closing the database of the stopped server'
      await closeWithin(server.handle, leaked ? 0 : 3_000)
      // A request still waiting for a database connection when the process stops is lost with it.
      phase = 'waiting for requests in flight'
      const lost: Reply = { status: 0, body: 'lost with the stopped process' }
      const grace = new Promise<Reply>((done) => setTimeout(() => done(lost), 1_000).unref())
      const replies = await Promise.all(inFlight.map((reply) => Promise.race([reply, grace])))
      stopping = false
      phase = 'starting the server again'
      server = await start()
      phase = ''
      return replies
    }

    /**
     * Between operations nothing runs, so every database connection must be back in the pool. A process that
     * would have exited, or one whose connections leak, is started again before the client goes on.
     */
    const supervise = async () => {
      const pool = poolOf(server.handle)
      const leaked = pool ? checkedOut(pool) : 0
      if (leaked > 0) {
        const connections = leaked === 1 ? '1 database connection' : `${leaked} database connections`
        found('connection-leak', `${connections} still checked out with nothing running`)
      }
      if (report.findings.length === findingsSeen) return
      findingsSeen = report.findings.length
      await restart()
      findingsSeen = report.findings.length
    }

    // ---- The operations ----

    const runRequest = async (op: Extract<SimOp, { kind: 'request' }>) => {
      const { request, fault } = op
      const http = httpOf(request)
      const keyed = 'key' in request && request.key !== undefined
      if (fault === 'drop' || fault === 'burst') {
        count(report.faults, fault)
        const replies =
          fault === 'drop'
            ? [await send(http), await send(http)]
            : await Promise.all([send(http), send(http), send(http)])
        for (const reply of replies) {
          if (keyed && !isDeepStrictEqual(reply, replies[0]))
            fail(`a repeat with the same key answered ${show(reply)}, the first ${show(replies[0])}`)
          await expectAnswer(request, reply)
        }
        return
      }
      if (isCut(fault) && backend.cuts) {
        backend.cuts.arm(CUT_RULES[fault])
        const first = await send(http)
        if (backend.cuts.disarm()) {
          count(report.faults, fault)
          if (!unanswered(first))
            fail(`the connection was cut (${fault}) but the request answered ${show(first)}`)
          await supervise()
          await expectAfterLostAttempt(request, await retryUntilAnswered(request))
          return
        }
        await expectAnswer(request, first)
        return
      }
      await expectAnswer(request, await send(http))
    }

    const runRace = async (op: Extract<SimOp, { kind: 'race' }>) => {
      count(report.faults, 'race')
      const replies = await Promise.all(op.requests.map((request) => send(httpOf(request))))
      const items = op.requests.map((request, i) => {
        const reply = replies[i] as Reply
        if (unanswered(reply)) fail(`no answer to ${request.kind} in a race: ${show(reply)}`)
        return { request, reply, seen: observe(request, reply) }
      })
      const next = someOrder(
        state,
        items,
        (s, item) => apply(s, item.request, item.seen),
        (item, answer) => sameAnswer(answer, item.seen.answer),
      )
      if (!next) {
        const player = op.requests[0]?.player ?? -1
        fail(
          `no order of these requests explains the answers ${show(items.map((i) => [i.reply.status, i.reply.body]))}` +
            ` (player ${player} had ${show(state.players[player])})`,
        )
        return
      }
      state = next
      for (const item of items) {
        tally(item.request, item.seen.answer)
        await learn(item.request, item.reply)
      }
    }

    const runRestart = async (op: Extract<SimOp, { kind: 'restart' }>) => {
      count(report.faults, op.inFlight.length > 0 ? 'restart-in-flight' : 'restart')
      const pending = op.inFlight.map((request) => send(httpOf(request)))
      // Let the requests reach the database before it stops under them.
      await new Promise((done) => setTimeout(done, 2))
      const replies = await restart(pending)
      // These requests touch different players and numbers, so their order does not matter.
      for (const [i, request] of op.inFlight.entries()) {
        const reply = replies[i] as Reply
        if (unanswered(reply)) {
          count(report.faults, 'lost-in-restart')
          await expectAfterLostAttempt(request, await retryUntilAnswered(request))
        } else await expectAnswer(request, reply)
      }
      await compareAll('after a restart')
    }

    const runResult = async (op: Extract<SimOp, { kind: 'result' }>) => {
      const { draw } = op
      const result = { kind: 'result' as const }
      const http = (number: string) => ({
        path: draw.game === '2d' ? '/admin/2d/result' : '/admin/3d/result',
        body:
          draw.game === '2d'
            ? { date: draw.date, session: draw.session, twod: number }
            : { date: draw.date, number },
        headers: {},
        token: adminToken,
      })
      const expectResult = (reply: Reply, number = op.number) => {
        const step = enterResult(state, { draw, number })
        const seen = observe(result, reply)
        if (!sameAnswer(step.answer, seen.answer))
          fail(`expected ${show(step.answer)}, the server answered ${reply.status} ${show(reply.body)}`)
        state = step.state
      }
      const rules = lottery[draw.game]
      const lotteryDraw = { game: draw.game, drawDate: draw.date, session: draw.session }
      count(report.faults, `settle-${op.settling}`)
      switch (op.settling) {
        case 'once':
          expectResult(await send(http(op.number)))
          break
        case 'dropped':
          expectResult(await send(http(op.number)))
          expectResult(await send(http(op.number)))
          break
        case 'conflict': {
          expectResult(await send(http(op.number)))
          const other = String((Number(op.number) + 1) % (draw.game === '2d' ? 100 : 1000)).padStart(
            op.number.length,
            '0',
          )
          expectResult(await send(http(other)), other)
          break
        }
        case 'concurrent': {
          // Two operators enter the result at once while a sweep settles the draw too.
          const sweep = settleDraw(server.handle.db, rules, lotteryDraw, { now: clock.now() }).catch(
            (error: unknown) => {
              if (error instanceof Error && /no result/.test(error.message)) return null
              throw error
            },
          )
          const [a, b, swept] = await Promise.all([send(http(op.number)), send(http(op.number)), sweep])
          const step = enterResult(state, { draw, number: op.number })
          const settled = [a, b].map((reply) => observe(result, reply).answer)
          const totals = {
            lines: swept?.lines ?? 0,
            winners: swept?.winners ?? 0,
            paid: swept?.paidPya ?? 0n,
          }
          for (const answer of settled) {
            if (!answer?.ok || !answer.settlement)
              return fail(`a result entered twice at once answered ${show([a, b])}`)
            totals.lines += answer.settlement.lines
            totals.winners += answer.settlement.winners
            totals.paid += answer.settlement.paid
          }
          if (!step.answer.ok || !isDeepStrictEqual(step.answer.settlement, totals))
            fail(`settling three times at once paid ${show(totals)}, the model says ${show(step.answer)}`)
          state = step.state
          break
        }
        case 'crash': {
          // One process stores the result and stops after its first batch of two lines; a new one finishes.
          const stored = await recordResult(
            server.handle.db,
            rules,
            lotteryDraw,
            { number: op.number, source: 'admin' },
            clock.now(),
          )
          if (stored.status !== 'created') fail(`storing the result answered ${stored.status}`)
          const crash = new Error('the settling process stopped')
          const partial: Promise<SettleReport | Error> = settleDraw(server.handle.db, rules, lotteryDraw, {
            now: clock.now(),
            batchSize: 2,
            afterBatch: () => {
              throw crash
            },
          }).catch((error: unknown) => error as Error)
          const outcome = await partial
          if (outcome instanceof Error && outcome !== crash) throw outcome
          await restart()
          state = enterResult(state, { draw, number: op.number }).state
          // Entering it again afterwards finds it settled.
          expectResult(await send(http(op.number)))
          break
        }
      }
      await verifyDraw(draw)
    }

    const runOp = async (op: SimOp) => {
      switch (op.kind) {
        case 'request':
          return runRequest(op)
        case 'race':
          return runRace(op)
        case 'restart':
          return runRestart(op)
        case 'result':
          return runResult(op)
      }
    }

    for (const op of history) {
      current = op
      if (process.env.FAULT_SIM_TRACE) console.log(describeOp(op))
      const at = new Date(op.at)
      if (at > clock.now()) clock.set(at)
      // An operation that never ends is a failure of its own, named like any other.
      let timer: ReturnType<typeof setTimeout> | undefined
      const hung = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          try {
            fail(`no answer within ${OP_DEADLINE_MS / 1000} s${phase ? ` (${phase})` : ''}`)
          } catch (error) {
            reject(error)
          }
        }, OP_DEADLINE_MS)
      })
      try {
        await Promise.race([runOp(op), hung])
      } finally {
        clearTimeout(timer)
      }
      await supervise()
      report.ops++
      if ((op.index + 1) % (options.checkEvery ?? 100) === 0) await compareAll('checkpoint')
    }
    current = undefined
    await compareAll('at the end')
  } finally {
    await closeWithin(server.handle, 3_000)
    await backend.dispose()
  }
  report.seconds = (performance.now() - started) / 1000
  return report
}
