import { type Pya, parseKyat } from '@shwe/domain'
import { z } from 'zod'
import type { FieldErrors } from './envelope.ts'
import { type DateRange, MAX_LOG_RANGE_DAYS } from './wallet.ts'

export * from './care-schemas.ts'

/**
 * Input validation for the server, with messages in the style every client of the contract already shows
 * under its fields ("The amount field is required."). Unknown fields are dropped, never stored.
 */

const isMissing = (input: unknown) => input === undefined || input === null || input === ''

const requiredText = (field: string) =>
  z.string({
    error: (issue) =>
      isMissing(issue.input) ? `The ${field} field is required.` : `The ${field} field must be a string.`,
  })

/** A required string, trimmed, at least one character. */
const filledText = (field: string) =>
  requiredText(field)
    .trim()
    .min(1, { error: `The ${field} field is required.` })

const password = (field = 'password') =>
  requiredText(field)
    .min(6, { error: `The ${field} field must be at least 6 characters.` })
    .max(128, { error: `The ${field} field must not be greater than 128 characters.` })

/** A positive database id, sent as a JSON integer or as a string of digits. */
export const idField = (field: string) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) =>
        isMissing(issue.input) ? `The ${field} field is required.` : `The ${field} field must be an integer.`,
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim()
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `The ${field} field is required.` })
        return z.NEVER
      }
      if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) {
        ctx.addIssue({ code: 'custom', message: `The ${field} field must be a valid id.` })
        return z.NEVER
      }
      return Number(text)
    })

/** The largest amount any single request may carry, in kyat: far above any real payment, far below overflow. */
export const MAX_KYAT = 1_000_000_000_000n

/**
 * An amount of kyat with at most two decimals, as a JSON number or a decimal string, turned into pya.
 * `minPya` is inclusive; the default minimum is one pya (any positive amount).
 */
export const kyatAmount = (field: string, minPya: Pya = 1n) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) =>
        isMissing(issue.input) ? `The ${field} field is required.` : `The ${field} field must be a number.`,
    })
    .transform((value, ctx): Pya => {
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : 'x') : value.trim()
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `The ${field} field is required.` })
        return z.NEVER
      }
      if (/^-/.test(text) || text === '0' || /^0(\.0*)?$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `The ${field} field must be greater than 0.` })
        return z.NEVER
      }
      const pya = parseKyat(text)
      if (pya === null) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${field} field must be a number with at most 2 decimal places.`,
        })
        return z.NEVER
      }
      if (pya > MAX_KYAT * 100n) {
        ctx.addIssue({ code: 'custom', message: `The ${field} field must not be greater than ${MAX_KYAT}.` })
        return z.NEVER
      }
      if (pya < minPya) {
        const min = minPya % 100n === 0n ? String(minPya / 100n) : (Number(minPya) / 100).toFixed(2)
        ctx.addIssue({ code: 'custom', message: `The ${field} field must be at least ${min}.` })
        return z.NEVER
      }
      return pya
    })

/** `password_confirmation` must equal `password`; the error sits on `password`, as the clients expect. */
const confirmed = <T extends { password: string; password_confirmation?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'The password field confirmation does not match.',
    })
  }
}

export const loginSchema = z.object({
  user_name: filledText('user name'),
  password: requiredText('password').min(6, { error: 'The password field must be at least 6 characters.' }),
})

const optionalText = z.string().trim().max(255).optional().catch(undefined)

export const registerSchema = z
  .object({
    name: requiredText('name')
      .trim()
      .min(3, { error: 'The name field must be at least 3 characters.' })
      .max(100, { error: 'The name field must not be greater than 100 characters.' }),
    phone: requiredText('phone')
      .trim()
      .min(1, { error: 'The phone field is required.' })
      .regex(/^[0-9]+$/, { error: 'The phone field must contain digits only.' })
      .max(20, { error: 'The phone field must not be greater than 20 digits.' }),
    password: password(),
    password_confirmation: z.string().optional().catch(undefined),
    referral_code: filledText('referral code').max(64, { error: 'The referral code field is too long.' }),
    payment_type_id: z.union([z.number(), z.string()]).optional().catch(undefined),
    account_name: optionalText,
    account_number: optionalText,
  })
  .superRefine(confirmed)

/** The guest payload the client generates (spec: name, user_name, password, agent_id, type 40, ...). */
export const guestRegisterSchema = z
  .object({
    name: filledText('name').max(255, { error: 'The name field must not be greater than 255 characters.' }),
    user_name: filledText('user name').regex(/^[A-Za-z0-9_]{3,32}$/, {
      error: 'The user name field must be 3 to 32 letters, digits or underscores.',
    }),
    phone: z
      .string()
      .trim()
      .regex(/^[0-9]*$/)
      .max(20)
      .nullish()
      .catch(null),
    password: password(),
    password_confirmation: z.string().optional().catch(undefined),
    is_changed_password: z.union([z.literal(1), z.literal('1'), z.literal(true)], {
      error: 'The is changed password field must be 1.',
    }),
    type: z.union([z.literal(40), z.literal('40')], { error: 'The type field must be 40.' }),
  })
  .superRefine(confirmed)

export const changePasswordSchema = z
  .object({
    current_password: requiredText('current password').min(1, {
      error: 'The current password field is required.',
    }),
    password: password(),
    password_confirmation: z.string().optional().catch(undefined),
  })
  .superRefine(confirmed)

export const exchangeSchema = z.object({ amount: kyatAmount('amount') })

/** Deposit request; `minPya` comes from the server's configuration (default 1,000 kyat). */
export const depositSchema = (minPya: Pya) =>
  z.object({
    agent_payment_type_id: idField('agent payment type id'),
    amount: kyatAmount('amount', minPya),
    refrence_no: z
      .union([z.string(), z.number()], {
        error: (issue) =>
          isMissing(issue.input)
            ? 'The refrence no field is required.'
            : 'The refrence no field must be 6 digits.',
      })
      .transform((value, ctx) => {
        const text = typeof value === 'number' ? String(value) : value.trim()
        if (!/^[0-9]{6}$/.test(text)) {
          ctx.addIssue({ code: 'custom', message: 'The refrence no field must be 6 digits.' })
          return z.NEVER
        }
        return text
      }),
  })

/** Withdrawal request; `minPya` comes from the server's configuration (default 10,000 kyat). */
export const withdrawSchema = (minPya: Pya) =>
  z.object({
    payment_type_id: idField('payment type id'),
    account_name: filledText('account name').max(100, {
      error: 'The account name field must not be greater than 100 characters.',
    }),
    account_number: requiredText('account number')
      .trim()
      .min(1, { error: 'The account number field is required.' })
      .regex(/^[0-9]+$/, { error: 'The account number field must contain digits only.' })
      .max(30, { error: 'The account number field must not be greater than 30 digits.' }),
    amount: kyatAmount('amount', minPya),
    password: requiredText('password').min(1, { error: 'The password field is required.' }),
  })

/** `?page=n`: a positive integer up to `max`, 1 when absent; an empty value is not a page. */
export const pageField = (max = 999_999) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return 1
      if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
        ctx.addIssue({ code: 'custom', message: 'The page field must be a positive integer.' })
        return z.NEVER
      }
      if (Number(value) > max) {
        ctx.addIssue({ code: 'custom', message: `The page field must not be greater than ${max}.` })
        return z.NEVER
      }
      return Number(value)
    })

export const pageSchema = z.object({ page: pageField() })

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DAY_MS = 86_400_000

/** Milliseconds of UTC midnight of a `YYYY-MM-DD` date, or null when the text is no date of the calendar. */
function calendarDay(text: string): number | null {
  const match = CALENDAR_DATE.exec(text)
  if (!match) return null
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number]
  const at = new Date(Date.UTC(year, month - 1, day))
  const isSameDate = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day
  return isSameDate ? at.getTime() : null
}

/**
 * `?from=YYYY-MM-DD&to=YYYY-MM-DD` of the logs: calendar dates, both or neither, `to` not before `from`, at
 * most `MAX_LOG_RANGE_DAYS` days with both ends counted. An empty value counts as absent. Parses to the
 * range, or to null when neither is given.
 */
export const dateRangeSchema = z
  .object({ from: z.string().optional(), to: z.string().optional() })
  .transform((query, ctx): DateRange | null => {
    const from = query.from || undefined
    const to = query.to || undefined
    if (from === undefined && to === undefined) return null
    const fromDay = from === undefined ? null : calendarDay(from)
    const toDay = to === undefined ? null : calendarDay(to)
    const fail = (field: 'from' | 'to', message: string) => {
      ctx.addIssue({ code: 'custom', path: [field], message })
      return z.NEVER
    }
    if (from !== undefined && fromDay === null)
      fail('from', 'The from field must be a date in the format YYYY-MM-DD.')
    if (to !== undefined && toDay === null)
      fail('to', 'The to field must be a date in the format YYYY-MM-DD.')
    if (from === undefined) return fail('from', 'The from field is required when to is present.')
    if (to === undefined) return fail('to', 'The to field is required when from is present.')
    if (fromDay === null || toDay === null) return z.NEVER
    if (toDay < fromDay) return fail('to', 'The to field must be a date after or equal to from.')
    if ((toDay - fromDay) / DAY_MS + 1 > MAX_LOG_RANGE_DAYS) {
      return fail('to', `The date range must not be longer than ${MAX_LOG_RANGE_DAYS} days.`)
    }
    return { from, to }
  })

/** Turns zod issues into the contract's field map: the first message per field, keyed by its path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    // One message per field: the first problem is the one to fix, and a list of them reads as noise.
    errors[key] ??= [issue.message]
  }
  return errors
}

/** The most numbers one 2D or 3D slip may carry: every 2D number, or a generous 3D selection. */
export const MAX_LOTTERY_LINES = { twoD: 100, threeD: 1000 } as const

const TWO_D_NUM = /^\d{1,2}$/
const THREE_D_NUM = /^\d{3}$/

/** A 2D number: one or two digits as text (or a JSON integer 0–99), played zero-padded: 5 → "05". */
const twoDNum = z
  .union([z.string(), z.number()], {
    error: (issue) =>
      isMissing(issue.input) ? 'The number field is required.' : 'The number field must be a string.',
  })
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? (Number.isInteger(value) ? String(value) : 'x') : value.trim()
    if (!TWO_D_NUM.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'The number field must be one or two digits, 00 to 99.' })
      return z.NEVER
    }
    return text.padStart(2, '0')
  })

/** A 3D number: exactly three digits as text, "000" to "999" (a JSON number would lose its leading zeros). */
const threeDNum = z
  .string({
    error: (issue) =>
      isMissing(issue.input) ? 'The number field is required.' : 'The number field must be a string.',
  })
  .trim()
  .regex(THREE_D_NUM, { error: 'The number field must be exactly three digits, 000 to 999.' })

/** Every number once per slip: a repeat is reported on the later line. */
const distinctNumbers = (lines: readonly { num: string }[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>()
  lines.forEach((line, i) => {
    if (seen.has(line.num)) {
      ctx.addIssue({
        code: 'custom',
        path: [i, 'num'],
        message: `The number ${line.num} is already on this slip.`,
      })
    }
    seen.add(line.num)
  })
}

/** `totalAmount` must be exactly the sum of the amounts, so the player is charged what the slip shows. */
const totalMatches = (
  bet: { totalAmount: Pya; amounts: readonly { amount: Pya }[] },
  ctx: z.RefinementCtx,
) => {
  const sum = bet.amounts.reduce((total, line) => total + line.amount, 0n)
  if (sum !== bet.totalAmount) {
    ctx.addIssue({
      code: 'custom',
      path: ['totalAmount'],
      message: 'The total amount field must equal the sum of the amounts.',
    })
  }
}

const lotteryLines = <T extends z.ZodType>(line: T, max: number) =>
  z
    .array(line, { error: 'The amounts field must be a list of numbers and amounts.' })
    .min(1, { error: 'The amounts field must have at least one number.' })
    .max(max, { error: `The amounts field must not have more than ${max} numbers.` })

/** `POST /twod-bet`; `minPya` is the smallest stake per number (default 100 kyat). */
export const twoDBetSchema = (minPya: Pya) =>
  z
    .object({
      totalAmount: kyatAmount('total amount'),
      amounts: lotteryLines(
        z.object({ num: twoDNum, amount: kyatAmount('amount', minPya) }),
        MAX_LOTTERY_LINES.twoD,
      ).superRefine(distinctNumbers),
    })
    .superRefine(totalMatches)

/** `POST /threed-bet`; `minPya` is the smallest stake per number (default 1 kyat). */
export const threeDBetSchema = (minPya: Pya) =>
  z
    .object({
      totalAmount: kyatAmount('total amount'),
      amounts: lotteryLines(
        z.object({
          num: threeDNum,
          amount: kyatAmount('amount', minPya),
          is_permutation: z.boolean({ error: 'The is permutation field must be true or false.' }).optional(),
        }),
        MAX_LOTTERY_LINES.threeD,
      ).superRefine(distinctNumbers),
    })
    .superRefine(totalMatches)
