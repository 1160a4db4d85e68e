/**
 * Player care (`/limits`, `/cool-off`, `/self-exclusion`): deposit and loss limits in kyat as decimal strings,
 * the reality-check interval, and a cool-off or self-exclusion with its end (ISO instants).
 */

import type { CoolOffPeriod, LimitKind, RealityCheckMinutes } from '@shwe/domain'

/** A limit's name, as the domain's rules know it. */
export type LimitName = LimitKind
export type { CoolOffPeriod, RealityCheckMinutes }

/** `GET /limits`, and the reply of every care call. */
export interface CareView {
  /** The limits in force; null: none. */
  limits: Record<LimitName, string | null>
  /** Looser limits asked for, in force from `effective_at` (null value: the limit goes). */
  pending: { limit: LimitName; value: string | null; effective_at: string }[]
  reality_check_minutes: RealityCheckMinutes | null
  cool_off_until: string | null
  excluded_until: string | null
}

/** `POST /limits`: any limits (kyat, or null to remove) and the reality check. */
export type LimitsPayload = Partial<Record<LimitName, number | string | null>> & {
  reality_check_minutes?: RealityCheckMinutes | null
}

/** A refusal by a limit: 403 with this as `data`. */
export interface LimitRefusal {
  limit: LimitName
  left: string
}

/** `GET /reality-check`: this sign-in so far. Amounts in kyat as decimal strings; `net` is wins minus stakes. */
export interface RealityCheckView {
  /** When the player signed in (the token's start). */
  signed_in_at: string
  /** The server's clock when it answered, so a device with a wrong clock still counts the session right. */
  now: string
  reality_check_minutes: RealityCheckMinutes | null
  stakes: string
  wins: string
  net: string
}
