import type { AppConfig } from '../../../src/config.ts'
import { TEST_SCRYPT_LOG_N } from '../../../src/test-db.ts'
import { THREE_D_DRAW_DATES } from '../history/operations.ts'
import { KYAT, type ModelRules } from '../model/state.ts'

/** What every run sets up the same way: the server's configuration, the model's, and the fixtures. */

export const AGENT_FLOAT = 10_000_000_000n * KYAT
export const REFERRAL_CODE = 'FAULTSIM'
export const PASSWORD = 'secret123'
/** Longest an operation may take, faults and restarts included, before the run fails as hung. */
export const OP_DEADLINE_MS = 30_000
/** A deposit or withdrawal id no request has: what an operator acting on a stale screen would send. */
export const MISSING_ID = 999_999_999

function byYear(dates: readonly string[]): Record<number, string[]> {
  const years: Record<number, string[]> = {}
  for (const date of dates) {
    const year = Number(date.slice(0, 4))
    years[year] = [...(years[year] ?? []), date]
  }
  return years
}

/** Minimums and per-number caps low enough for a history to reach, in pya. */
const LIMITS = {
  depositMinPya: 1_000n * KYAT,
  withdrawMinPya: 10_000n * KYAT,
  twoDMinPya: 100n * KYAT,
  twoDCapPya: 5_000n * KYAT,
  threeDMinPya: 1n * KYAT,
  threeDCapPya: 2_000n * KYAT,
}

/** The server's configuration for every run: caps low enough to be reached, and a 3D draw twice a week. */
export const SIM_CONFIG: Partial<AppConfig> = {
  scryptLogN: TEST_SCRYPT_LOG_N,
  // Tokens outlive the weeks a history spans.
  tokenIdleMinutes: 10 * 365 * 24 * 60,
  tokenAbsoluteDays: 3650,
  // Every simulated player registers from the one address of in-process requests.
  registerMaxPerAddress: 1_000,
  ...LIMITS,
  threeDDrawDates: byYear(THREE_D_DRAW_DATES),
}

/** The same configuration, as the model is told it. */
export const MODEL_RULES: ModelRules = { ...LIMITS, threeDDrawDates: THREE_D_DRAW_DATES }
