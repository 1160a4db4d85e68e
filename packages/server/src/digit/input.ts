import type { FieldErrors } from '@shwe/contract'
import { fieldErrors, kyatAmount } from '@shwe/contract/schemas'
import { DIGIT_BET_TYPES, DIGIT_MULTIPLIERS, type DigitPick, type Pya } from '@shwe/domain'
import { z } from 'zod'

/**
 * What the digit game reads from a request. A bet is a pick and a stake, nothing else: `rolled_number`,
 * `outcome`, `win_amount`, `profit`, `client_seed` and any other field are dropped unread, because the
 * server rolls and settles by itself.
 */

const isMissing = (input: unknown) => input === undefined || input === null || input === ''

/** A whole number sent as a JSON number or a string of digits; NaN for anything else. */
const wholeNumber = (value: unknown) => {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN
  if (typeof value === 'string' && /^\d{1,3}$/.test(value.trim())) return Number(value.trim())
  return Number.NaN
}

const betType = z.enum(DIGIT_BET_TYPES, {
  error: (issue) =>
    isMissing(issue.input) ? 'The bet type field is required.' : 'The selected bet type is invalid.',
})

const digit = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null => {
    if (isMissing(value)) return null
    const n = wholeNumber(value)
    if (n >= 0 && n <= 9) return n
    ctx.addIssue({ code: 'custom', message: 'The digit field must be a whole number from 0 to 9.' })
    return z.NEVER
  })

const multiplier = z
  .unknown()
  .optional()
  .transform((value, ctx): number => {
    const n = wholeNumber(value)
    if ((DIGIT_MULTIPLIERS as readonly number[]).includes(n)) return n
    ctx.addIssue({
      code: 'custom',
      message: isMissing(value)
        ? 'The multiplier field is required.'
        : `The multiplier field must be one of ${DIGIT_MULTIPLIERS.join(', ')}.`,
    })
    return z.NEVER
  })

const digitBetSchema = z
  .object({ bet_type: betType, digit, bet_amount: kyatAmount('bet amount'), multiplier })
  .transform((input, ctx): DigitBet => {
    // A digit sent with small or big is refused rather than ignored: the player may think they bet on it.
    if ((input.bet_type === 'digit') !== (input.digit !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['digit'],
        message:
          input.bet_type === 'digit'
            ? 'The digit field is required when bet type is digit.'
            : 'The digit field must be empty unless bet type is digit.',
      })
      return z.NEVER
    }
    return {
      pick: { betType: input.bet_type, digit: input.digit },
      betAmount: input.bet_amount,
      multiplier: input.multiplier,
      stake: input.bet_amount * BigInt(input.multiplier),
    }
  })

export interface DigitBet {
  pick: DigitPick
  /** Pya per unit. */
  betAmount: Pya
  multiplier: number
  /** Pya: betAmount × multiplier. */
  stake: Pya
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors }

const parseWith =
  <T>(schema: z.ZodType<T>) =>
  (body: Record<string, unknown>): Parsed<T> => {
    const result = schema.safeParse(body)
    return result.success
      ? { ok: true, value: result.data }
      : { ok: false, errors: fieldErrors(result.error) }
  }

export const parseDigitBet = parseWith(digitBetSchema)

/**
 * Printable ASCII only: the seed goes into the HMAC message as UTF-8, and text that Unicode can spell in
 * two ways would make an offline check fail for reasons the player cannot see.
 */
const CLIENT_SEED = /^[\x20-\x7e]{1,64}$/

export const parseRotation = parseWith(
  z.object({
    client_seed: z
      .unknown()
      .optional()
      .transform((value, ctx): string | null => {
        if (value === undefined || value === null) return null
        if (typeof value === 'string' && CLIENT_SEED.test(value)) return value
        ctx.addIssue({
          code: 'custom',
          message: 'The client seed field must be 1 to 64 printable ASCII characters.',
        })
        return z.NEVER
      }),
  }),
)
