import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT, resolveConfig } from './config.ts'
import { configFromEnv } from './config-env.ts'

describe('lottery settings from the environment', () => {
  it('keeps the defaults when nothing is set', () => {
    const config = resolveConfig(configFromEnv({}))
    expect(config.twoDMinPya).toBe(10_000n)
    expect(config.twoDCapPya).toBe(5_000_000n)
    expect(config.twoDCutoffMinutes).toBe(10)
    expect(config.threeDCapPya).toBe(10_000_000n)
    expect(config.threeDCutoffTime).toBe('12:00')
    expect(config.twoDOdds).toEqual({ exact: '80' })
    expect(config.threeDOdds).toEqual({ exact: '500', permutation: '10' })
    expect(config.digitOdds).toEqual({ digit: '9', small: '1.9', big: '1.9' })
  })

  it('refuses digit odds that return 100% or more', () => {
    expect(() => resolveConfig({ digitOdds: { digit: '9', small: '2', big: '1.9' } })).toThrow(
      /return to player/,
    )
  })

  it('reads limits in kyat, holidays, odds and a 3D calendar', () => {
    const config = resolveConfig(
      configFromEnv({
        TWO_D_MIN_KYAT: '200',
        TWO_D_CAP_KYAT: '75000',
        TWO_D_CUTOFF_MINUTES: '15',
        TWO_D_HOLIDAYS: '2026-12-25, 2027-01-01',
        TWO_D_ODDS: '85',
        THREE_D_CAP_KYAT: '200000',
        THREE_D_CUTOFF: '13:00',
        THREE_D_PERMUTATION_ODDS: '50',
        THREE_D_DRAW_DATES: '2027-01-17 2027-02-01',
      }),
    )
    expect(config.twoDMinPya).toBe(20_000n)
    expect(config.twoDCapPya).toBe(7_500_000n)
    expect(config.twoDCutoffMinutes).toBe(15)
    expect(config.twoDHolidays).toEqual(['2026-12-25', '2027-01-01'])
    expect(config.twoDOdds).toEqual({ exact: '85' })
    expect(config.threeDCapPya).toBe(20_000_000n)
    expect(config.threeDCutoffTime).toBe('13:00')
    expect(config.threeDOdds).toEqual({ exact: '500', permutation: '50' })
    expect(config.threeDDrawDates).toEqual({ 2027: ['2027-01-17', '2027-02-01'] })
  })

  it.each([
    [{ TWO_D_HOLIDAYS: '25-12-2026' }, /TWO_D_HOLIDAYS must list dates/],
    [
      { THREE_D_DRAW_DATES: '2027-02-30' },
      /THREE_D_DRAW_DATES must list dates as YYYY-MM-DD, got 2027-02-30/,
    ],
    [{ TWO_D_CAP_KYAT: '-5' }, /TWO_D_CAP_KYAT must be a positive number/],
    [{ THREE_D_CUTOFF: '15:00' }, /after the result time/],
    [{ TWO_D_ODDS: '100' }, /return to player/],
    // 500× exact and 100× for each of the five other arrangements gives back everything staked.
    [{ THREE_D_PERMUTATION_ODDS: '100' }, /return to player 1\/1 is not below 1/],
    [{ THREE_D_ODDS: 'lots' }, /not odds/],
  ])('refuses %j at start-up', (env, message) => {
    expect(() => resolveConfig(configFromEnv(env))).toThrow(message)
  })
})

describe('the receipts folder', () => {
  it('is RECEIPTS_DIR, made absolute, or `receipts` beside the embedded database', () => {
    expect(resolveConfig(configFromEnv({ RECEIPTS_DIR: 'var/receipts' })).receiptsDir).toBe(
      resolve('var/receipts'),
    )
    expect(resolveConfig(configFromEnv({})).receiptsDir).toBe(join(REPO_ROOT, '.data', 'receipts'))
  })

  it('may not be a folder served as static files, nor lie inside one', () => {
    const site = join(REPO_ROOT, 'dist', 'site')
    for (const receiptsDir of [site, join(site, 'uploads'), `${site}/./x/../receipts`]) {
      expect(() => resolveConfig({ receiptsDir, static: { siteDir: site } })).toThrow(
        /receiptsDir must not be inside a folder served as static files/,
      )
    }
    expect(resolveConfig({ receiptsDir: `${site}-receipts`, static: { siteDir: site } }).receiptsDir).toBe(
      `${site}-receipts`,
    )
  })
})

describe('partner origins', () => {
  it('reads PARTNER_ORIGINS as a list of origins; none by default', () => {
    expect(resolveConfig(configFromEnv({})).partnerOrigins).toEqual([])
    expect(
      resolveConfig(configFromEnv({ PARTNER_ORIGINS: 'https://news.example, http://localhost:4322' }))
        .partnerOrigins,
    ).toEqual(['https://news.example', 'http://localhost:4322'])
  })

  it('refuses anything that is not an origin as a browser sends it', () => {
    for (const bad of [
      'news.example',
      'https://news.example/',
      'https://news.example/page',
      '*',
      "'self'",
      'ftp://x.example',
    ]) {
      expect(() => resolveConfig({ partnerOrigins: [bad] }), bad).toThrow(/partnerOrigins/)
    }
  })
})

describe('proxies, public origin and sign-up allowance', () => {
  const from = (env: NodeJS.ProcessEnv) => resolveConfig(configFromEnv(env))

  it('reads TRUST_PROXY as a number of proxies (true is one) or a list of proxy addresses', () => {
    expect(from({}).trustProxy).toBe(false)
    expect(from({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(from({ TRUST_PROXY: 'true' }).trustProxy).toBe(1)
    expect(from({ TRUST_PROXY: 'false' }).trustProxy).toBe(0)
    expect(from({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(from({ TRUST_PROXY: '10.0.0.0/8, fd00::/8 192.0.2.7' }).trustProxy).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
      '192.0.2.7',
    ])
  })

  it.each([
    [{ TRUST_PROXY: 'yes' }, /config.trustProxy must list proxy addresses or CIDR ranges, got yes/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /config.trustProxy/],
    [{ TRUST_PROXY: '99' }, /config.trustProxy must be a number of proxies/],
    [{ PUBLIC_ORIGIN: 'shwe.example' }, /config.publicOrigin must be an origin/],
    [{ PUBLIC_ORIGIN: 'https://shwe.example/' }, /config.publicOrigin must be an origin/],
    [{ REGISTER_MAX_PER_ADDRESS: '0' }, /REGISTER_MAX_PER_ADDRESS must be a positive number/],
  ])('refuses %j at start-up', (env, message) => {
    expect(() => from(env)).toThrow(message)
  })

  it('reads PUBLIC_ORIGIN and the sign-up allowance; five an hour by default', () => {
    expect(from({}).publicOrigin).toBeUndefined()
    expect(from({ PUBLIC_ORIGIN: 'https://shwe.example' }).publicOrigin).toBe('https://shwe.example')
    expect(from({})).toMatchObject({ registerMaxPerAddress: 5, registerWindowMinutes: 60 })
    expect(from({ REGISTER_MAX_PER_ADDRESS: '20', REGISTER_WINDOW_MINUTES: '30' })).toMatchObject({
      registerMaxPerAddress: 20,
      registerWindowMinutes: 30,
    })
  })
})
