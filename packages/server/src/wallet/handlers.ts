import { success, validationBody } from '@shwe/contract'
import { fieldErrors, pageSchema } from '@shwe/contract/schemas'
import type { Context } from 'hono'
import type { ZodError } from 'zod'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import { readJsonObject } from '../http.ts'
import { type Reply, runOnce } from '../idempotency.ts'
import { paginate } from '../paginate.ts'
import type { ApiDeps } from '../routes.ts'

/** Rows per page of the paginated logs. */
export const LOG_PAGE_SIZE = 15

export const invalid = (errors: Record<string, string[]>): Reply => ({
  status: 422,
  body: validationBody(errors),
})

/** A money request's body: its fields, and the text that stands for it in the Idempotency-Key fingerprint. */
export interface MoneyBody {
  fields: Record<string, unknown>
  fingerprint: string
}

/** A JSON object body; its fingerprint is the text as sent. */
export async function jsonBody(c: Context): Promise<MoneyBody> {
  const fields = await readJsonObject(c)
  return { fields, fingerprint: await c.req.text() }
}

export interface MoneyPostOptions<T> {
  /** Checks that need no transaction, after validation and before any key is claimed; a reply refuses. */
  before?: (input: T, userId: number) => Promise<Reply | null>
  /** Reads the body; default `jsonBody`. */
  read?: (c: Context) => Promise<MoneyBody>
  /** Undoes what `work` did outside the database when its transaction does not commit. */
  undone?: () => Promise<void>
}

/**
 * Validates, then runs `work` in one database transaction at most once per Idempotency-Key, and answers
 * with its reply. Validation failures change nothing and are answered before any key is claimed.
 */
export async function moneyPost<T>(
  c: Context<AuthEnv>,
  deps: ApiDeps,
  parse: (body: Record<string, unknown>) => { ok: true; value: T } | { ok: false; reply: Reply },
  work: (tx: AppDatabase, input: T, userId: number) => Promise<Reply>,
  options: MoneyPostOptions<T> = {},
) {
  const { fields, fingerprint } = await (options.read ?? jsonBody)(c)
  const parsed = parse(fields)
  if (!parsed.ok) return c.json(parsed.reply.body as object, parsed.reply.status)
  const userId = c.get('auth').userId
  const early = options.before ? await options.before(parsed.value, userId) : null
  if (early) return c.json(early.body as object, early.status)
  const reply = await runOnce(
    deps.db,
    {
      userId,
      key: c.req.header('Idempotency-Key'),
      method: c.req.method,
      path: c.req.path,
      body: fingerprint,
      at: deps.clock.now(),
    },
    (tx) => work(tx, parsed.value, userId),
    options.undone,
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

/** The page of a paginated log a request asks for. */
export interface LogPage {
  /** Rows before this page, for the query's `offset`; a page holds `LOG_PAGE_SIZE` rows. */
  offset: number
  /** The reply: this page's `items` out of `total` rows; `query` is kept in every page link. */
  reply(items: unknown[], total: number | undefined, query?: Record<string, string>): Response
}

/** A handler for a paginated list: `?page` is validated (422 when it is not a positive integer) first. */
export const paged =
  (handler: (c: Context<AuthEnv>, page: LogPage) => Promise<Response>) => async (c: Context<AuthEnv>) => {
    const parsed = pageSchema.safeParse({ page: c.req.query('page') || undefined })
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    const page = parsed.data.page
    return handler(c, {
      offset: (page - 1) * LOG_PAGE_SIZE,
      reply: (items, total = 0, query) =>
        c.json(
          success(
            paginate(items, {
              page,
              perPage: LOG_PAGE_SIZE,
              total,
              url: c.req.url,
              ...(query ? { query } : {}),
            }),
          ),
        ),
    })
  }
