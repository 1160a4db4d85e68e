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
  static?: StaticDirs
}

export const DEFAULT_CONFIG: AppConfig = {
  tokenIdleMinutes: 30,
  tokenAbsoluteDays: 7,
  scryptLogN: DEFAULT_SCRYPT_LOG_N,
  maxBodyBytes: 64 * 1024,
}

export function resolveConfig(config: Partial<AppConfig> = {}): AppConfig {
  const merged: AppConfig = { ...DEFAULT_CONFIG }
  for (const [key, value] of Object.entries(config)) {
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  for (const key of ['tokenIdleMinutes', 'tokenAbsoluteDays', 'maxBodyBytes'] as const) {
    if (!(merged[key] > 0)) throw new Error(`config.${key} must be a positive number`)
  }
  if (!Number.isInteger(merged.scryptLogN) || merged.scryptLogN < 1 || merged.scryptLogN > 20) {
    throw new Error('config.scryptLogN must be an integer from 1 to 20')
  }
  return merged
}
