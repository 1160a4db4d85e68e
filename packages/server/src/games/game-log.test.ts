import { type GameLogPeriod, type GameLogRow, SUCCESS_STATUS } from '@shwe/contract'
import { toDecimalString } from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import { addUser, testDatabases } from '../test-db.ts'
import { settleRound } from './rounds.ts'
import { type GamesApp, useGamesApp } from './test-kit.ts'

const KYAT = 100n
const PAGODA = { gameCode: 'gr-golden-pagoda-fortune', gameName: 'Golden Pagoda Fortune', productCode: 1001 }
const SHAN = { gameCode: 'ss-shan-koe-mee', gameName: 'Shan Koe Mee', productCode: 100200 }

/**
 * Rounds around the Yangon midnight between Sunday 22 and Monday 23 November 2026 and the week boundary
 * before it. Yangon is UTC+06:30, so Yangon midnight is 17:30 UTC the day before.
 */
const ROUNDS = [
  { key: 'r1', at: '2026-11-15T17:29:59Z', game: PAGODA, stake: 1000n, payout: 0n }, // Sun 15th 23:59:59
  { key: 'r2', at: '2026-11-15T17:30:00Z', game: PAGODA, stake: 500n, payout: 1000n }, // Mon 16th 00:00:00
  { key: 'r3', at: '2026-11-22T17:29:59Z', game: PAGODA, stake: 100n, payout: 0n }, // Sun 22nd 23:59:59
  { key: 'r4', at: '2026-11-22T17:30:00Z', game: PAGODA, stake: 5000n, payout: 10_000n }, // Mon 23rd 00:00:00
  { key: 'r5', at: '2026-11-22T17:35:00Z', game: SHAN, stake: 1000n, payout: 1950n }, // Mon 23rd 00:05
  { key: 'r6', at: '2026-11-22T17:36:00Z', game: SHAN, stake: 1000n, payout: 0n }, // Mon 23rd 00:06
] as const

type Key = (typeof ROUNDS)[number]['key']

describe.each(testDatabases)('GET /api/player/game-logs on $name', (database) => {
  let t: GamesApp

  useGamesApp(database, '2026-11-22T17:40:00Z', {}, async (opened) => {
    t = opened
    const playerId = await addUser(t.handle, { userName: 'P30000001', game: 100_000n * KYAT })
    const otherId = await addUser(t.handle, { userName: 'P30000002', game: 100_000n * KYAT })
    for (const round of ROUNDS) {
      for (const userId of [playerId, otherId]) {
        const result = await settleRound(t.handle.db, {
          userId,
          sessionId: null,
          engine: round.game === SHAN ? 'shan' : 'slot',
          game: round.game,
          stake: round.stake * KYAT,
          payout: round.payout * KYAT,
          outcome: { test: round.key },
          now: new Date(round.at),
        })
        expect(result.ok).toBe(true)
      }
    }
  })

  /** The log at `now`, fetched with a token issued at that moment. */
  async function log(now: string, type?: string) {
    return logWith(now, type === undefined ? '' : `?type=${type}`)
  }

  async function logWith(now: string, query: string) {
    t.clock.set(now)
    const token = await t.login('P30000001')
    return t.request(`/api/player/game-logs${query}`, { headers: t.bearer(token) })
  }

  /** The rows the rounds `keys` should give, computed from the table above. */
  function expected(keys: Key[], from: string, to: string): GameLogRow[] {
    const rows = new Map<string, GameLogRow & { stake: bigint; payout: bigint }>()
    for (const round of ROUNDS.filter((r) => keys.includes(r.key))) {
      const row = rows.get(round.game.gameName) ?? {
        game_name: round.game.gameName,
        spin_count: 0,
        stake: 0n,
        payout: 0n,
        turnover: '',
        total_payout: '',
        win_loss: '',
        from,
        to,
      }
      row.spin_count++
      row.stake += round.stake * KYAT
      row.payout += round.payout * KYAT
      rows.set(round.game.gameName, row)
    }
    return [...rows.values()]
      .sort((a, b) => a.game_name.localeCompare(b.game_name))
      .map(({ stake, payout, ...row }) => ({
        ...row,
        turnover: toDecimalString(stake),
        total_payout: toDecimalString(payout),
        win_loss: toDecimalString(payout - stake),
      }))
  }

  it.each<[string, GameLogPeriod, Key[], string, string]>([
    // Monday 23rd, ten minutes after midnight in Yangon.
    ['2026-11-22T17:40:00Z', 'today', ['r4', 'r5', 'r6'], '2026-11-23 00:00:00', '2026-11-23 23:59:59'],
    ['2026-11-22T17:40:00Z', 'yesterday', ['r3'], '2026-11-22 00:00:00', '2026-11-22 23:59:59'],
    ['2026-11-22T17:40:00Z', 'this_week', ['r4', 'r5', 'r6'], '2026-11-23 00:00:00', '2026-11-29 23:59:59'],
    ['2026-11-22T17:40:00Z', 'last_week', ['r2', 'r3'], '2026-11-16 00:00:00', '2026-11-22 23:59:59'],
    // Sunday 22nd, ten minutes before midnight in Yangon.
    ['2026-11-22T17:20:00Z', 'today', ['r3'], '2026-11-22 00:00:00', '2026-11-22 23:59:59'],
    ['2026-11-22T17:20:00Z', 'yesterday', [], '2026-11-21 00:00:00', '2026-11-21 23:59:59'],
    ['2026-11-22T17:20:00Z', 'this_week', ['r2', 'r3'], '2026-11-16 00:00:00', '2026-11-22 23:59:59'],
    ['2026-11-22T17:20:00Z', 'last_week', ['r1'], '2026-11-09 00:00:00', '2026-11-15 23:59:59'],
  ])('at %s, %s totals rounds %j', async (now, type, keys, from, to) => {
    const res = await log(now, type)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { status: string; data: GameLogRow[] }
    expect(body.status).toBe(SUCCESS_STATUS)
    expect(body.data).toEqual(expected(keys, from, to))
  })

  it('shows a loss as a negative win_loss and groups rounds by game', async () => {
    const res = await log('2026-11-22T17:40:00Z', 'today')
    const { data } = (await res.json()) as { data: GameLogRow[] }
    expect(data).toEqual([
      expect.objectContaining({ game_name: 'Golden Pagoda Fortune', spin_count: 1, win_loss: '5000.00' }),
      expect.objectContaining({
        game_name: 'Shan Koe Mee',
        spin_count: 2,
        turnover: '2000.00',
        total_payout: '1950.00',
        win_loss: '-50.00',
      }),
    ])
  })

  it('defaults to today', async () => {
    const today = await (await log('2026-11-22T17:40:00Z', 'today')).json()
    expect(await (await log('2026-11-22T17:40:00Z')).json()).toEqual(today)
  })

  it('refuses any other period with 422', async () => {
    for (const type of ['tomorrow', '', 'TODAY']) {
      const res = await log('2026-11-22T17:40:00Z', type)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({
        message: 'The selected type is invalid.',
        errors: { type: ['The selected type is invalid.'] },
      })
    }
  })

  it.each<[string, Key[], string, string]>([
    // Whole Yangon days, both ends included, whatever the time now.
    ['from=2026-11-16&to=2026-11-22', ['r2', 'r3'], '2026-11-16 00:00:00', '2026-11-22 23:59:59'],
    ['from=2026-11-23&to=2026-11-23', ['r4', 'r5', 'r6'], '2026-11-23 00:00:00', '2026-11-23 23:59:59'],
    ['from=2026-11-15&to=2026-11-15', ['r1'], '2026-11-15 00:00:00', '2026-11-15 23:59:59'],
    [
      'from=2026-11-01&to=2026-11-30',
      ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'],
      '2026-11-01 00:00:00',
      '2026-11-30 23:59:59',
    ],
    // The dates win over the type, which is then not even checked.
    ['type=today&from=2026-11-22&to=2026-11-22', ['r3'], '2026-11-22 00:00:00', '2026-11-22 23:59:59'],
    ['type=tomorrow&from=2026-11-22&to=2026-11-22', ['r3'], '2026-11-22 00:00:00', '2026-11-22 23:59:59'],
  ])('with %s totals rounds %j', async (query, keys, from, to) => {
    const res = await logWith('2026-12-05T08:00:00Z', `?${query}`)
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: GameLogRow[] }).data).toEqual(expected(keys, from, to))
  })

  it.each<[string, Record<string, string[]>]>([
    ['from=2026-11-16', { to: ['The to field is required when from is present.'] }],
    ['to=2026-11-16&type=today', { from: ['The from field is required when to is present.'] }],
    ['from=2026-11-22&to=2026-11-16', { to: ['The to field must be a date after or equal to from.'] }],
    ['from=2026-08-01&to=2026-11-01', { to: ['The date range must not be longer than 92 days.'] }],
    ['from=22-11-2026&to=2026-11-23', { from: ['The from field must be a date in the format YYYY-MM-DD.'] }],
    ['from=2026-11-22&to=2026-11-31', { to: ['The to field must be a date in the format YYYY-MM-DD.'] }],
  ])('refuses %s with 422 and the field to fix', async (query, errors) => {
    const res = await logWith('2026-11-22T17:40:00Z', `?${query}`)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ message: Object.values(errors)[0]?.[0], errors })
  })

  it('answers 401 without a token', async () => {
    const res = await t.request('/api/player/game-logs?type=today')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Unauthenticated.' })
  })
})
