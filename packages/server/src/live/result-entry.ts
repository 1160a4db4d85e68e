import { TWO_D_SESSIONS } from '@shwe/domain'
import { z } from 'zod'
import { isCalendarDate, TWO_DIGITS } from './feed.ts'

const field = (name: string) => ({
  error: (issue: { input?: unknown }) =>
    issue.input === undefined ? `The ${name} field is required.` : `The ${name} field must be a string.`,
})

/**
 * The body of `POST /api/admin/2d/result`. The number is text of exactly two digits: `5` would be stored
 * as "5" and never match a bet on "05" (api-contract.md §9 item 16).
 */
export const twoDResultEntrySchema = z.object({
  date: z
    .string(field('date'))
    .trim()
    .refine(isCalendarDate, { error: 'The date field must be a date in the form YYYY-MM-DD.' }),
  session: z.enum(TWO_D_SESSIONS, { error: 'The session field must be morning or evening.' }),
  twod: z.string(field('twod')).regex(TWO_DIGITS, { error: 'The twod field must be two digits, 00 to 99.' }),
})
