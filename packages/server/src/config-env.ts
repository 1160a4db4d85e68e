/**
 * The server's settings as the environment gives them (`npm start`, `node packages/server/src/cli.ts`): every
 * variable the README's configuration table lists, read into the shape `resolveConfig` checks.
 */
import { resolve } from 'node:path'
import { THREE_D_ODDS } from '@shwe/domain'
import type { ProxyTrust } from './client-address.ts'
import type { AppConfig } from './config.ts'
import { isCalendarDate } from './live/feed.ts'

/** Server settings from the environment; unset variables keep the defaults of `DEFAULT_CONFIG`. */
export function configFromEnv(env: NodeJS.ProcessEnv): Partial<Omit<AppConfig, 'static'>> {
  const number = (name: string) => {
    const value = env[name]
    if (value === undefined || value === '') return undefined
    const parsed = Number(value)
    if (!Number.isFinite(parsed) || parsed <= 0)
      throw new Error(`${name} must be a positive number, got ${value}`)
    return parsed
  }
  const kyat = (name: string) => {
    const value = number(name)
    return value === undefined ? undefined : BigInt(Math.round(value * 100))
  }
  const dates = (name: string) => {
    const value = env[name]?.trim()
    if (!value) return undefined
    const list = value.split(/[\s,]+/).filter(Boolean)
    const bad = list.find((date) => !isCalendarDate(date))
    if (bad) throw new Error(`${name} must list dates as YYYY-MM-DD, got ${bad}`)
    return list
  }
  const text = (name: string) => env[name]?.trim() || undefined
  const receiptsDir = text('RECEIPTS_DIR')
  const twoDOdds = text('TWO_D_ODDS')
  const threeDExact = text('THREE_D_ODDS')
  const threeDPermutation = text('THREE_D_PERMUTATION_ODDS')
  const drawDates = dates('THREE_D_DRAW_DATES')
  const byYear: Record<number, string[]> = {}
  for (const date of drawDates ?? []) {
    const year = Number(date.slice(0, 4))
    byYear[year] = [...(byYear[year] ?? []), date]
  }
  return {
    adminToken: env.ADMIN_TOKEN || undefined,
    vapidPublicKey: text('VAPID_PUBLIC_KEY'),
    vapidPrivateKey: text('VAPID_PRIVATE_KEY'),
    pushSubject: text('PUSH_SUBJECT'),
    pushHosts: text('PUSH_HOSTS')
      ?.split(/[\s,]+/)
      .filter(Boolean),
    receiptsDir: receiptsDir ? resolve(receiptsDir) : undefined,
    tokenIdleMinutes: number('TOKEN_IDLE_MINUTES'),
    tokenAbsoluteDays: number('TOKEN_ABSOLUTE_DAYS'),
    depositMinPya: kyat('DEPOSIT_MIN_KYAT'),
    withdrawMinPya: kyat('WITHDRAW_MIN_KYAT'),
    trustProxy: proxyTrustFromEnv(text('TRUST_PROXY')),
    publicOrigin: text('PUBLIC_ORIGIN'),
    registerMaxPerAddress: number('REGISTER_MAX_PER_ADDRESS'),
    registerWindowMinutes: number('REGISTER_WINDOW_MINUTES'),
    partnerOrigins: text('PARTNER_ORIGINS')
      ?.split(/[\s,]+/)
      .filter(Boolean),
    imageHosts: text('IMAGE_HOSTS')
      ?.split(/[\s,]+/)
      .filter(Boolean),
    twoDMinPya: kyat('TWO_D_MIN_KYAT'),
    twoDCapPya: kyat('TWO_D_CAP_KYAT'),
    twoDCutoffMinutes: number('TWO_D_CUTOFF_MINUTES'),
    twoDHolidays: dates('TWO_D_HOLIDAYS'),
    twoDOdds: twoDOdds ? { exact: twoDOdds } : undefined,
    threeDMinPya: kyat('THREE_D_MIN_KYAT'),
    threeDCapPya: kyat('THREE_D_CAP_KYAT'),
    threeDCutoffTime: text('THREE_D_CUTOFF'),
    threeDDrawDates: drawDates ? byYear : undefined,
    threeDOdds:
      threeDExact || threeDPermutation
        ? {
            exact: threeDExact ?? THREE_D_ODDS.exact,
            permutation: threeDPermutation ?? THREE_D_ODDS.permutation,
          }
        : undefined,
  }
}

/**
 * `TRUST_PROXY`: unset, `false` or `0` for none; `true` for one proxy; a number of proxies; or a list of the
 * proxies' addresses and CIDR ranges (checked by `resolveConfig`).
 */
function proxyTrustFromEnv(value: string | undefined): ProxyTrust | undefined {
  if (value === undefined) return undefined
  if (value.toLowerCase() === 'true') return 1
  if (value.toLowerCase() === 'false') return 0
  if (/^\d+$/.test(value)) return Number(value)
  return value.split(/[\s,]+/).filter(Boolean)
}

/** `PORT`: 4321 when unset, else a port number. */
export function envPort(value: string | undefined): number {
  if (value === undefined || value === '') return 4321
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number, got ${value}`)
  return port
}
