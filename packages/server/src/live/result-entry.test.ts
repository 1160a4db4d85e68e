import type { LiveSnapshot, TwoDResult } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import type { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { useLotteryApp, yangon } from '../lottery/test-kit.ts'
import { captureLogger, testDatabases } from '../test-db.ts'
import { inProcessCli, type jsonClient } from '../test-http.ts'
import { createSimulatorFeed } from './simulator.ts'

const TWO_DIGITS = 'The twod field must be two digits, 00 to 99.'
const DATE_FORM = 'The date field must be a date in the form YYYY-MM-DD.'

describe.each(testDatabases)('2D result entry on $name', (database) => {
  const clock = fixedClock(yangon('2026-11-23 17:00:00'))
  const feed = createSimulatorFeed({ clock, seed: 'admin-entry', logger: captureLogger() })
  const reported: TwoDResult[] = []
  feed.onResult((result) => void reported.push(result))
  let app: Hono
  let client: ReturnType<typeof jsonClient>
  const { adminToken } = useLotteryApp(database, clock, { liveFeed: feed }, (opened) => {
    ;({ app, client } = opened)
  })

  const enter = (body: unknown, token: string | null = adminToken()) =>
    client.request('POST', '/admin/2d/result', { body, ...(token ? { token } : {}) })
  const rowOf = async (openTime: string) => {
    const live = (await client.get('/2d/live')).body as LiveSnapshot
    return live.result.find((row) => row.open_time === openTime)
  }

  it('needs the admin token', async () => {
    const body = { date: '2026-11-23', session: 'morning', twod: '05' }
    expect((await enter(body, null)).status).toBe(401)
    expect((await enter(body, 'shwe_admin_not-the-right-token')).status).toBe(401)
    expect(reported).toEqual([])
  })

  it.each([
    [{ date: '2026-11-23', session: 'morning', twod: '5' }, 'twod', TWO_DIGITS],
    [{ date: '2026-11-23', session: 'morning', twod: 5 }, 'twod', 'The twod field must be a string.'],
    [{ date: '2026-11-23', session: 'morning', twod: '100' }, 'twod', TWO_DIGITS],
    [{ date: '2026-11-23', session: 'morning', twod: ' 05' }, 'twod', TWO_DIGITS],
    [{ date: '2026-11-23', session: 'morning' }, 'twod', 'The twod field is required.'],
    [
      { date: '2026-11-23', session: 'noon', twod: '05' },
      'session',
      'The session field must be morning or evening.',
    ],
    [{ date: '2026-02-30', session: 'morning', twod: '05' }, 'date', DATE_FORM],
    [{ date: '23-11-2026', session: 'morning', twod: '05' }, 'date', DATE_FORM],
    [
      { date: '2026-11-24', session: 'morning', twod: '05' },
      'date',
      'The morning result of 2026-11-24 is not due until 2026-11-24 12:01:00.',
    ],
    [{ date: '2026-11-22', session: 'evening', twod: '05' }, 'date', 'There is no 2D draw on 2026-11-22.'],
  ])('refuses %j with 422', async (body, field, message) => {
    const res = await enter(body)
    expect(res.status).toBe(422)
    expect(res.body.errors[field]).toEqual([message])
    expect(reported).toEqual([])
  })

  it('records "05" as text, shows it zero-padded in the result rows, and reports it once', async () => {
    const res = await enter({ date: '2026-11-23', session: 'morning', twod: '05' })
    expect(res.status).toBe(200)
    const expected = {
      date: '2026-11-23',
      session: 'morning',
      twod: '05',
      set: '--',
      value: '--',
      source: 'admin',
    }
    // Stored and settled at once (nobody bet on this draw in this suite).
    expect(res.body.data).toEqual({
      ...expected,
      settlement: { lines: 0, winners: 0, paid: '0.00', slips_completed: 0 },
    })
    expect(res.body.message).toBe('The 2D result was recorded.')
    expect(await rowOf('12:01:00')).toMatchObject({ twod: '05', source: 'admin', stock_date: '2026-11-23' })
    expect(reported).toEqual([expected])

    // The simulator's own 12:01 number does not replace it.
    feed.tick()
    expect((await rowOf('12:01:00'))?.twod).toBe('05')

    const again = await enter({ date: '2026-11-23', session: 'morning', twod: '05' })
    expect(again.status).toBe(200)
    expect(again.body.message).toBe('This 2D result was already recorded.')
    expect(reported.filter((result) => result.session === 'morning')).toHaveLength(1)
  })

  it('refuses a different number for a final result with 409', async () => {
    const res = await enter({ date: '2026-11-23', session: 'morning', twod: '50' })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('The morning result of 2026-11-23 is already final as 05 (admin).')
    expect(res.body.data).toEqual({ twod: '05', source: 'admin' })

    // The evening number came from the simulator on the tick above; it is final too.
    const evening = reported.find((result) => result.session === 'evening')
    expect(evening?.source).toBe('simulator')
    const other = evening?.twod === '00' ? '01' : '00'
    expect((await enter({ date: '2026-11-23', session: 'evening', twod: other })).status).toBe(409)
    expect((await enter({ date: '2026-11-23', session: 'evening', twod: evening?.twod })).status).toBe(200)
  })

  it('takes an older date without showing it on today’s board', async () => {
    const res = await enter({ date: '2026-11-20', session: 'evening', twod: '00' })
    expect(res.status).toBe(200)
    const live = (await client.get('/2d/live')).body as LiveSnapshot
    expect(live.result.every((row) => row.stock_date === '2026-11-23')).toBe(true)
    expect(reported.at(-1)).toMatchObject({ date: '2026-11-20', session: 'evening', twod: '00' })
  })

  it('is one CLI command: npm run admin -- twod-result <date> <session> <twod>', async () => {
    const { run, lines } = inProcessCli(app, adminToken())
    expect(await run('twod-result', '2026-11-19', 'morning', '07')).toBe(0)
    expect(lines.join('\n')).toContain('twod=07')
    expect(await run('twod-result', '2026-11-19', 'morning', '70')).toBe(1)
    expect(lines.at(-1)).toMatch(/^Refused \(409\): The morning result of 2026-11-19 is already final as 07/)
    expect(await run('twod-result', '2026-11-19', 'evening', '7')).toBe(1)
    expect(lines.at(-1)).toMatch(/^Refused \(422\): The twod field must be two digits/)
    expect(await run('twod-result', '2026-11-19')).toBe(1)
    expect(lines.at(-1)).toMatch(/^twod-result needs a date, a session and a two-digit number/)
  })
})
