import { DEFAULT_SCRYPT_LOG_N } from './password.ts'

export interface StaticDirs {
  /** The built site (Astro output): pages, `/_astro/` assets and `404.html`. */
  siteDir?: string
  /** The built widget bundles, served under `/widgets/` to any origin. */
  widgetsDir?: string
  /** Example host pages, served under `/examples/`. */
  examplesDir?: string
}

export interface AppConfig {
  /** A bearer token unused for this long stops working. */
  tokenIdleMinutes: number
  /** A bearer token stops working this long after login, however often it is used. */
  tokenAbsoluteDays: number
  /** scrypt cost as log2(N) for new hashes and the unknown-user decoy; 17 in production, lower in tests. */
  scryptLogN: number
  /** Largest accepted request body under /api, in bytes. */
  maxBodyBytes: number
  /** Smallest deposit request, in pya (default 1,000 kyat). */
  depositMinPya: bigint
  /** Smallest withdrawal request, in pya (default 10,000 kyat). */
  withdrawMinPya: bigint
  /** Failed sign-ins allowed per account, and per address, within the window before answering 429. */
  loginMaxFailures: number
  loginWindowMinutes: number
  /** Take the client address from `X-Forwarded-For` (only behind a proxy that sets it). */
  trustProxy: boolean
  /** A fixed admin token (`ADMIN_TOKEN`); when absent one is generated on first start. */
  adminToken?: string
  static?: StaticDirs
}

export const DEFAULT_CONFIG: AppConfig = {
  tokenIdleMinutes: 30,
  tokenAbsoluteDays: 7,
  scryptLogN: DEFAULT_SCRYPT_LOG_N,
  maxBodyBytes: 64 * 1024,
  depositMinPya: 1_000n * 100n,
  withdrawMinPya: 10_000n * 100n,
  loginMaxFailures: 10,
  loginWindowMinutes: 15,
  trustProxy: false,
}

export function resolveConfig(config: Partial<AppConfig> = {}): AppConfig {
  const merged: AppConfig = { ...DEFAULT_CONFIG }
  for (const [key, value] of Object.entries(config)) {
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  for (const key of [
    'tokenIdleMinutes',
    'tokenAbsoluteDays',
    'maxBodyBytes',
    'loginMaxFailures',
    'loginWindowMinutes',
  ] as const) {
    if (!(merged[key] > 0)) throw new Error(`config.${key} must be a positive number`)
  }
  for (const key of ['depositMinPya', 'withdrawMinPya'] as const) {
    if (typeof merged[key] !== 'bigint' || merged[key] < 1n)
      throw new Error(`config.${key} must be a positive bigint`)
  }
  if (!Number.isInteger(merged.scryptLogN) || merged.scryptLogN < 1 || merged.scryptLogN > 20) {
    throw new Error('config.scryptLogN must be an integer from 1 to 20')
  }
  return merged
}
