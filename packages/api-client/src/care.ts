import {
  type CareView,
  type CoolOffPeriod,
  type LimitsPayload,
  paths,
  type RealityCheckView,
} from '@shwe/contract'
import type { Call } from './request.ts'

/** Player care: limits, reality check, cool-off and self-exclusion. */
export function careCalls(call: Call) {
  return {
    /** The limits in force, the looser ones waiting, the reality check, cool-off and exclusion. */
    limits: () => call<CareView>('GET', paths.limits),
    /** Sets limits: tighter ones at once, looser ones after 24 hours. */
    saveLimits: (payload: LimitsPayload) => call<CareView>('POST', paths.limits, payload),
    /** Stops deposits and bets for 24 hours, 7 days or 30 days; it cannot be undone early. */
    coolOff: (period: CoolOffPeriod) => call<CareView>('POST', paths.coolOff, { period }),
    /** Stops deposits and bets for 6 to 60 months; it cannot be undone early. */
    selfExclusion: (months: number) => call<CareView>('POST', paths.selfExclusion, { months }),
    /** This sign-in's length and net position, and the reality-check interval. */
    realityCheck: () => call<RealityCheckView>('GET', paths.realityCheck),
  }
}
