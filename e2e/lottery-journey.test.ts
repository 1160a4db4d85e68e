/**
 * The acceptance path of the 2D/3D lottery and the digit game, end to end over HTTP on the built product
 * with a controlled clock and a deterministic live 2D feed: the demo player covers all hundred 2D numbers
 * before the morning cut-off, is refused after it, and is paid the one winning line once the live result
 * is final; a 3D slip waits for its draw, is refused at that draw's cut-off and is paid when an operator
 * enters the result with the admin CLI, which cannot be changed afterwards; digit rolls recompute from the
 * revealed seed; and every kyat the player lost or won is accounted for.
 */
import { readFileSync } from 'node:fs'
import { fixedClock, rollDigit, sha256Hex } from '@shwe/domain'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { adminTokenFile } from '../packages/server/src/admin/token-file.ts'
import { runCli } from '../packages/server/src/cli.ts'
import { createSimulatorFeed } from '../packages/server/src/live/simulator.ts'
import { callApi, startProduct } from './harness.ts'

/** Replies are read field by field and asserted on. */
// biome-ignore lint/suspicious/noExplicitAny: a test reads arbitrary reply fields.
type Json = any

const clock = fixedClock('2026-11-23T10:00:00+06:30')
const feed = createSimulatorFeed({ clock, seed: 'e2e-lottery' })
let product: Awaited<ReturnType<typeof startProduct>>
let adminToken: string
let token: string

/** Sets the server clock to a Yangon wall-clock time, `2026-11-23T11:55:00`. */
const yangon = (at: string) => clock.set(`${at}+06:30`)

beforeAll(async () => {
  // A cheap password hash keeps seeding and the sign-ins after each jump of the clock quick.
  product = await startProduct({ clock, liveFeed: feed, config: { scryptLogN: 10 } })
  adminToken = readFileSync(adminTokenFile(product.dataDir), 'utf8').trim()
})
afterAll(async () => {
  await product?.close()
})

const api = (method: string, path: string, body?: unknown) =>
  callApi<Json>(product.url, method, path, { token, body })

/** Signs the demo player in again: tokens idle out after 30 minutes of the server's clock. */
async function signIn() {
  const res = await api('POST', '/login', { user_name: 'demo', password: 'demo1234' })
  expect(res.status).toBe(200)
  token = res.body.data.token
}

/** Amounts as the API prints them ("140000.00"), in pya, so sums are exact. */
const pya = (amount: string | number) => Math.round(Number(amount) * 100)

async function balance(): Promise<number> {
  const res = await api('GET', '/user')
  expect(res.status).toBe(200)
  expect(res.body.data.balance).toMatch(/^\d+\.\d{2}$/)
  return pya(res.body.data.balance)
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function admin(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = []
  const code = await runCli(args, {
    baseUrl: product.url,
    token: adminToken,
    actor: 'cli:e2e',
    out: (line) => lines.push(line),
  })
  return { code, output: lines.join('\n') }
}

const ALL_2D = Array.from({ length: 100 }, (_, n) => ({ num: String(n).padStart(2, '0'), amount: 100 }))

// What the replies say was staked and won, to check the balance against at the end.
let startBalance = 0
let staked = 0
let won = 0
let twoDSlipId = 0
let threeDSlipId = 0

it('takes a 2D slip on all hundred numbers before the morning cut-off', async () => {
  yangon('2026-11-23T10:00:00')
  await signIn()
  startBalance = await balance()
  expect(startBalance).toBe(pya('150000.00'))

  const placed = await api('POST', '/twod-bet', { totalAmount: 10_000, amounts: ALL_2D })
  expect(placed.status).toBe(200)
  expect(placed.body.status).toBe('Request was successful.')
  expect(placed.body.message).toBe('ထီအောင်မြင်စွာ ထိုးပြီးပါပြီ။')
  const slip = placed.body.data
  expect(slip).toMatchObject({
    session: 'morning',
    game_date: '2026-11-23',
    status: 'pending',
    total_bet_amount: '10000.00',
    before_balance: '150000.00',
    after_balance: '140000.00',
  })
  expect(slip.two_bets).toHaveLength(100)
  expect(new Set(slip.two_bets.map((line: Json) => line.bet_number))).toEqual(
    new Set(ALL_2D.map((line) => line.num)),
  )
  twoDSlipId = slip.id
  staked += pya(slip.total_bet_amount)
  expect(await balance()).toBe(startBalance - pya('10000.00'))
})

it('takes a 3D slip for the next draw, on the 1st of December', async () => {
  yangon('2026-11-23T10:00:00')
  const before = await balance()
  const placed = await api('POST', '/threed-bet', {
    totalAmount: 30,
    amounts: [
      { num: '123', amount: 10 },
      { num: '321', amount: 10, is_permutation: true },
      { num: '555', amount: 10 },
    ],
  })
  expect(placed.status).toBe(200)
  expect(placed.body.message).toBe('ထီအောင်မြင်စွာ ထိုးပြီးပါပြီ။')
  expect(placed.body.data).toMatchObject({
    draw_session: '2026-12-01',
    status: 'pending',
    total_bet_amount: '30.00',
  })
  expect(placed.body.data.three_d_bets).toHaveLength(3)
  threeDSlipId = placed.body.data.id
  staked += pya(placed.body.data.total_bet_amount)
  expect(await balance()).toBe(before - pya('30.00'))

  const history = await api('GET', '/threed-bet/history')
  expect(history.status).toBe(200)
  expect(history.body.success).toBe(true)
  expect(history.body.data.pagination).toEqual({
    current_page: 1,
    total_pages: 1,
    total_records: 1,
    per_page: 10,
  })
  expect(history.body.data.slips).toHaveLength(1)
  expect(history.body.data.slips[0]).toMatchObject({
    id: threeDSlipId,
    status: 'pending',
    draw_session: '2026-12-01',
  })
})

it('refuses a 2D bet after the 11:51 cut-off and charges nothing', async () => {
  yangon('2026-11-23T11:55:00')
  await signIn()
  const before = await balance()
  const late = await api('POST', '/twod-bet', { totalAmount: 100, amounts: [{ num: '00', amount: 100 }] })
  expect(late.status).toBe(400)
  expect(late.body.data).toBe('Betting Closed')
  expect(await balance()).toBe(before)

  const slips = await api('GET', '/twod-bet-slips')
  expect(slips.status).toBe(200)
  expect(slips.body.data).toHaveLength(1)
  expect(slips.body.data[0]).toMatchObject({ id: twoDSlipId, status: 'pending', session: 'morning' })
})

it('settles the morning draw from the live result and pays the one winning line 80 times', async () => {
  // Read before the clock passes 12:01: the running simulator may publish the result at any moment after.
  const before = await balance()
  yangon('2026-11-23T12:02:00')
  feed.tick()

  const live = await api('GET', '/2d/live')
  expect(live.status).toBe(200)
  const row = live.body.result.find((r: Json) => r.open_time === '12:01:00')
  expect(row).toMatchObject({ stock_date: '2026-11-23' })
  const winning: string = row.twod
  expect(winning).toMatch(/^\d{2}$/)

  const slip = await until('the 2D slip to be settled', async () => {
    const slips = await api('GET', '/twod-bet-slips')
    const found = slips.body.data.find((s: Json) => s.id === twoDSlipId)
    return found?.status === 'completed' ? found : undefined
  })
  expect(slip.two_bets.every((line: Json) => line.bet_status === true && line.bet_result === winning)).toBe(
    true,
  )
  const winners = slip.two_bets.filter((line: Json) => line.win_lose === true)
  expect(winners).toHaveLength(1)
  expect(winners[0]).toMatchObject({ bet_number: winning, potential_payout: '8000.00', prize_sent: true })
  for (const line of slip.two_bets.filter((l: Json) => l.win_lose !== true)) {
    expect(line.potential_payout).toBe('0.00')
  }
  won += pya(winners[0].potential_payout)
  expect(await balance()).toBe(before + pya('8000.00'))

  const draw = await api('GET', '/two-d-daily-winners?date=2026-11-23&session=morning')
  expect(draw.status).toBe(200)
  expect(draw.body.data).toMatchObject({ date: '2026-11-23', session: 'morning', win_digit: winning })
  expect(draw.body.data.winners).toHaveLength(1)
  const [winner] = draw.body.data.winners
  expect(winner).toMatchObject({ bet_amount: '100.00', win_amount: '8000.00' })
  expect(winner.member_name).not.toBe('demo')
  expect(winner.member_name).toContain('*')

  const day = await api('GET', '/two-d-daily-winners?date=2026-11-23')
  expect(day.status).toBe(200)
  expect(day.body.data.latest_results).toContainEqual(draw.body.data)
})

it('closes 3D at the draw’s cut-off, pays on the operator’s result, and never rewrites it', async () => {
  yangon('2026-12-01T12:00:01')
  await signIn()
  const beforeClosed = await balance()
  const closed = await api('POST', '/threed-bet', { totalAmount: 10, amounts: [{ num: '777', amount: 10 }] })
  expect(closed.status).toBe(400)
  expect(closed.body.data).toBe('Betting Closed')
  expect(await balance()).toBe(beforeClosed)

  yangon('2026-12-01T14:31:00')
  await signIn()
  const before = await balance()
  const entered = await admin('threed-result', '2026-12-01', '123')
  expect(entered.output).toContain('The 3D result was recorded.')
  expect(entered.code).toBe(0)

  const history = await api('GET', '/threed-bet/history')
  const slip = history.body.data.slips.find((s: Json) => s.id === threeDSlipId)
  expect(slip.status).toBe('completed')
  const line = (num: string) => slip.three_d_bets.find((l: Json) => l.bet_number === num)
  expect(line('123')).toMatchObject({ win_lose: true, potential_payout: '5000.00', bet_result: '123' })
  expect(line('321')).toMatchObject({ win_lose: true, potential_payout: '100.00', is_permutation: true })
  expect(line('555')).toMatchObject({ win_lose: false, potential_payout: '0.00' })
  for (const l of slip.three_d_bets) won += pya(l.potential_payout)
  expect(await balance()).toBe(before + pya('5100.00'))

  const winners = await api('GET', '/threed-daily-winners?draw_session=2026-12-01')
  expect(winners.status).toBe(200)
  expect(winners.body.data.win_digit).toBe('123')
  expect(winners.body.data.winners).toHaveLength(2)
  expect(winners.body.data.winners).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ bet_number: '123', win_amount: '5000.00', prize: 'exact' }),
      expect.objectContaining({ bet_number: '321', win_amount: '100.00', prize: 'permutation' }),
    ]),
  )
  for (const w of winners.body.data.winners) expect(w.member_name).not.toBe('demo')

  const rewrite = await admin('threed-result', '2026-12-01', '456')
  expect(rewrite.code).toBe(1)
  expect(rewrite.output).toContain('Refused (409)')
  expect(rewrite.output).toContain('123')
  expect(await balance()).toBe(before + pya('5100.00'))
  const again = await api('GET', '/threed-daily-winners?draw_session=2026-12-01')
  expect(again.body.data.win_digit).toBe('123')
  expect(again.body.data.winners).toHaveLength(2)
})

it('lets the player recompute every digit roll once the server seed is revealed', async () => {
  const fairness = await api('GET', '/digitbet/fairness')
  expect(fairness.status).toBe(200)
  const { commitment, client_seed: clientSeed, next_nonce: firstNonce } = fairness.body.data
  expect(commitment).toMatch(/^[0-9a-f]{64}$/)

  const bets = 5
  let reply: Json
  for (let i = 0; i < bets; i++) {
    reply = await api('POST', '/digitbet', {
      bet_type: 'digit',
      digit: 3,
      bet_amount: 1,
      multiplier: 1,
      rolled_number: 3,
      outcome: 'win',
    })
    expect(reply.status).toBe(200)
    expect(reply.body.success).toBe(true)
  }
  expect(pya(reply.body.data.balance)).toBe(await balance())

  const rotated = await api('POST', '/digitbet/fairness/rotate', {})
  expect(rotated.status).toBe(200)
  const revealed = rotated.body.data.revealed
  expect(revealed).toMatchObject({ commitment, client_seed: clientSeed, last_nonce: firstNonce + bets - 1 })
  expect(await sha256Hex(revealed.server_seed)).toBe(commitment)
  expect(rotated.body.data.next.commitment).not.toBe(commitment)

  const history = await api('GET', '/digitbet/history')
  expect(history.status).toBe(200)
  const rows = history.body.data.filter((row: Json) => row.commitment === commitment)
  expect(rows).toHaveLength(bets)
  expect(rows.map((row: Json) => row.nonce).sort((a: number, b: number) => a - b)).toEqual(
    Array.from({ length: bets }, (_, i) => firstNonce + i),
  )
  for (const row of rows) {
    const rolled = await rollDigit(revealed.server_seed, clientSeed, row.nonce)
    expect(row.rolledNumber).toBe(rolled)
    // What the client claimed about the roll was ignored: a 3 wins 9 times the stake, anything else loses.
    expect(row.outcome).toBe(rolled === 3 ? 'win' : 'lose')
    expect(row.win_amount).toBe(rolled === 3 ? 9 : 0)
    staked += pya(row.bet_amount) * Number(row.multiplier)
    won += pya(row.win_amount)
  }
})

it('accounts for every kyat: the balance is the start, less the stakes, plus the wins', async () => {
  expect(staked).toBe(pya('10030.00') + 5 * pya('1.00'))
  expect(await balance()).toBe(startBalance - staked + won)
})
