import type { FieldErrors } from './envelope.ts'
import type { DecimalString } from './types.ts'

/**
 * The digit game (`/digitbet`). Its replies are not in the standard envelope: they carry
 * `success: boolean` instead of `status`. Rolls are made by the server under a seed pair the player can
 * check afterwards (commit–reveal), so the client sends only its pick and stake.
 */

export type { DigitBetType } from '@shwe/domain'

import type { DigitBetType } from '@shwe/domain'

/**
 * `POST /digitbet`. Only `bet_type`, `digit`, `bet_amount` and `multiplier` are read. The other fields are
 * the payload clients already send; the server ignores them and rolls itself.
 */
export interface DigitBetPayload {
  bet_type: DigitBetType
  /** 0–9 for a `digit` bet; null or absent for small and big. */
  digit?: number | null
  /** Kyat per unit, more than 0, at most two decimals. */
  bet_amount: number | DecimalString
  /** One of 1, 5, 10, 20, 50, 100; the stake is bet_amount × multiplier. */
  multiplier: number
  rolled_number?: unknown
  outcome?: unknown
}

/** One settled bet, newest first in every list. Amounts are kyat as JSON numbers, as the contract has them. */
export interface DigitHistoryRow {
  /** Yangon wall-clock time, "2025-08-12 10:41:03". */
  timestamp: string
  betType: DigitBetType
  digit: number | null
  rolledNumber: number
  outcome: 'win' | 'lose'
  bet_amount: number
  /** e.g. "5.00". */
  multiplier: string
  /** Credited back on a win, stake included; 0 on a loss. */
  win_amount: number
  /** win_amount − stake. */
  profit: number
  /** The roll's nonce under the seed it was made with; with the revealed seed it recomputes `rolledNumber`. */
  nonce: number
  /** SHA-256 of the server seed of this roll, as published before play. */
  commitment: string
}

export interface DigitBetReply {
  success: true
  message: string
  data: {
    /** The game balance after the bet. */
    balance: DecimalString
    /** The player's last 10 bets. */
    history: DigitHistoryRow[]
  }
}

/** `GET /digitbet/history`: the player's last 50 bets. */
export interface DigitHistoryReply {
  success: true
  message: string
  data: DigitHistoryRow[]
}

/** Insufficient balance (400) or a server error (500). */
export interface DigitFailure {
  success: false
  message: string
}

/** HTTP 422. */
export interface DigitValidationFailure {
  success: false
  message: 'Validation failed'
  errors: FieldErrors
}

/** A seed pair after the player rotated it away: everything needed to recompute its rolls. */
export interface RevealedDigitSeed {
  server_seed: string
  commitment: string
  client_seed: string
  /** ISO 8601. */
  revealed_at: string
}

/** `GET /digitbet/fairness`: the active seed pair (server seed hidden) and the last revealed one. */
export interface DigitFairnessReply {
  success: true
  data: {
    /** Lowercase hex SHA-256 of the hidden server seed. */
    commitment: string
    client_seed: string
    /** The nonce the next bet will roll with. */
    next_nonce: number
    previous: RevealedDigitSeed | null
    /**
     * The odds the server pays by, as decimal strings ("9", "1.9"): credited on a win per unit staked, the
     * stake included. A digit wins on 1 roll of 10, small and big on 5 of 10.
     */
    paytable: { digit: string; small: string; big: string }
  }
}

/** `POST /digitbet/fairness/rotate`, body `{client_seed?}` (1–64 printable ASCII characters). */
export interface DigitRotatePayload {
  client_seed?: string
}

export interface DigitRotateReply {
  success: true
  data: {
    revealed: {
      server_seed: string
      commitment: string
      client_seed: string
      /** The last nonce rolled under this seed; null when it was never used. */
      last_nonce: number | null
    }
    next: { commitment: string; client_seed: string }
  }
}
