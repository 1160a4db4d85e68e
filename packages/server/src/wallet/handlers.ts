import { validationBody } from '@shwe/contract'
import { fieldErrors, pageSchema } from '@shwe/contract/schemas'
import type { Context } from 'hono'
import type { ZodError } from 'zod'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import { readJsonObject } from '../http.ts'
import { type Reply, runOnce } from '../idempotency.ts'
import type { ApiDeps } from '../routes.ts'

/** Rows per page of the paginated logs. */
export const LOG_PAGE_SIZE = 15

export const invalid = (errors: Record<string, string[]>): Reply => ({
  status: 422,
  body: validationBody(errors),
})

/**
 * Validates, then runs `work` in one database transaction at most once per Idempotency-Key, and answers
 * with its reply. Validation failures change nothing and are answered before any key is claimed.
 */
export async function moneyPost<T>(
  c: Context<AuthEnv>,
  deps: ApiDeps,
  parse: (body: Record<string, unknown>) => { ok: true; value: T } | { ok: false; reply: Reply },
  work: (tx: AppDatabase, input: T, userId: number) => Promise<Reply>,
  before?: (input: T, userId: number) => Promise<Reply | null>,
) {
  const body = await readJsonObject(c)
  const parsed = parse(body)
  if (!parsed.ok) return c.json(parsed.reply.body as object, parsed.reply.status)
  const userId = c.get('auth').userId
  const early = before ? await before(parsed.value, userId) : null
  if (early) return c.json(early.body as object, early.status)
  const reply = await runOnce(
    deps.db,
    {
      userId,
      key: c.req.header('Idempotency-Key'),
      method: c.req.method,
      path: c.req.path,
      body: await c.req.text(),
      at: deps.clock.now(),
    },
    (tx) => work(tx, parsed.value, userId),
  )
  return c.json(reply.body as object, reply.status)
}

export function zodParse<T>(schema: {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: ZodError }
}) {
  return (body: Record<string, unknown>) => {
    const result = schema.safeParse(body)
    return result.success
      ? ({ ok: true, value: result.data } as const)
      : ({ ok: false, reply: invalid(fieldErrors(result.error)) } as const)
  }
}

/** A handler for a paginated list: `?page` is validated (422 when it is not a positive integer) first. */
export const paged =
  (handler: (c: Context<AuthEnv>, page: number) => Promise<Response>) => async (c: Context<AuthEnv>) => {
    const parsed = pageSchema.safeParse({ page: c.req.query('page') || undefined })
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    return handler(c, parsed.data.page)
  }
