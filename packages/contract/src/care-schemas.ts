import {
  COOL_OFF_PERIODS,
  LIMIT_KINDS,
  type LimitKind,
  MAX_LIMIT_PYA,
  type Pya,
  parseKyat,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
  toDecimalString,
} from '@shwe/domain'
import { z } from 'zod'

/**
 * Input of player care (`POST /limits`, `/cool-off`, `/self-exclusion`) and of the operator's
 * `POST /admin/exclusions/lift`, with the messages the care screens show under their fields.
 */

const limitMessage = (kind: LimitKind) =>
  `The ${kind} must be an amount from 0 to ${toDecimalString(MAX_LIMIT_PYA)} kyat, or null for none.`

/** One limit in kyat (at most two decimals, up to the largest) as a JSON number or a string, or null: none. */
const limitAmount = (kind: LimitKind) =>
  z
    .union([z.number(), z.string(), z.null()], { error: limitMessage(kind) })
    .transform((raw, ctx): Pya | null => {
      if (raw === null) return null
      const pya = parseKyat(String(raw))
      if (pya === null || pya > MAX_LIMIT_PYA) {
        ctx.addIssue({ code: 'custom', message: limitMessage(kind) })
        return z.NEVER
      }
      return pya
    })
    .optional()

const limitFields = Object.fromEntries(LIMIT_KINDS.map((kind) => [kind, limitAmount(kind)])) as {
  [K in LimitKind]: ReturnType<typeof limitAmount>
}

/**
 * `POST /limits`: any of the limits (kyat, or null to remove one) and the reality check's interval in minutes
 * (or null for none); at least one of them. Limits parse to pya.
 */
export const limitsSchema = z
  .object({
    ...limitFields,
    reality_check_minutes: z
      .union([z.literal(REALITY_CHECK_MINUTES), z.null()], {
        error: `The reality_check_minutes must be one of ${REALITY_CHECK_MINUTES.join(', ')}, or null.`,
      })
      .optional(),
  })
  .superRefine((input, ctx) => {
    const given = [...LIMIT_KINDS, 'reality_check_minutes' as const].some((key) => input[key] !== undefined)
    if (!given) {
      ctx.addIssue({
        code: 'custom',
        path: ['body'],
        message: 'Send at least one limit or reality_check_minutes.',
      })
    }
  })

/** `POST /cool-off`: one of the periods a player may pause for. */
export const coolOffSchema = z.object({
  period: z.enum(COOL_OFF_PERIODS, {
    error: `The period must be one of ${COOL_OFF_PERIODS.join(', ')}.`,
  }),
})

const monthsMessage = `The months must be a whole number from ${SELF_EXCLUSION_MONTHS.min} to ${SELF_EXCLUSION_MONTHS.max}.`

/** `POST /self-exclusion`: how many whole months, within the allowed range. */
export const selfExclusionSchema = z.object({
  months: z
    .number({ error: monthsMessage })
    .int({ error: monthsMessage })
    .min(SELF_EXCLUSION_MONTHS.min, { error: monthsMessage })
    .max(SELF_EXCLUSION_MONTHS.max, { error: monthsMessage }),
})

const REASON_MESSAGE = 'Give the reason in at least 10 characters.'

/** `POST /admin/exclusions/lift`: the player, and the operator's written reason, both trimmed. */
export const liftExclusionSchema = z.object({
  user_name: z
    .string({ error: 'The user name field is required.' })
    .trim()
    .min(1, { error: 'The user name field is required.' }),
  reason: z.string({ error: REASON_MESSAGE }).trim().min(10, { error: REASON_MESSAGE }),
})
