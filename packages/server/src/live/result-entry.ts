import { failure, success, validationBody } from '@shwe/contract'
import { fieldErrors } from '@shwe/contract/schemas'
import { TWO_D_SESSIONS } from '@shwe/domain'
import type { Context } from 'hono'
import { z } from 'zod'
import { readJsonObject } from '../http.ts'
import { isCalendarDate, type LiveFeed, TWO_DIGITS } from './feed.ts'

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

/** The admin handler: 200 once recorded (or when the same number already is), 409 for a different one. */
export function postTwoDResult(feed: LiveFeed) {
  return async (c: Context) => {
    const parsed = twoDResultEntrySchema.safeParse(await readJsonObject(c))
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    const { date, session, twod } = parsed.data
    const outcome = feed.setResult(date, session, twod)
    if (outcome.ok) {
      const message = outcome.created ? 'The 2D result was recorded.' : 'This 2D result was already recorded.'
      return c.json(success(outcome.result, message))
    }
    if (outcome.reason === 'conflict') {
      const { twod: final, source } = outcome.existing
      return c.json(
        failure(
          `The ${session} result of ${date} is already final as ${final} (${source}).`,
          outcome.existing,
        ),
        409,
      )
    }
    return c.json(validationBody({ date: [`The ${session} result of ${date} is not due yet.`] }), 422)
  }
}
