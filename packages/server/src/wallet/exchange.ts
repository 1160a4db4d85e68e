import { failure, success, validationBody } from '@shwe/contract'
import { exchangeSchema } from '@shwe/contract/schemas'
import { toDecimalString } from '@shwe/domain'
import { and, count, desc, eq, gt, gte, inArray, lt } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import { dateRangeQuery, rangeBounds } from '../date-range.ts'
import { type Reply, rememberRefusal, requestKey } from '../idempotency.ts'
import { exchangeAtOnce } from '../ledger.ts'
import type { ApiDeps } from '../routes.ts'
import { ledgerEntries, ledgerTransactions } from '../schema.ts'
import { jsonBody, LOG_PAGE_SIZE, paged, zodParse } from './handlers.ts'

const EXCHANGE_TYPES = {
  exchange_main_to_game: 'mainBalanceToGaming',
  exchange_game_to_main: 'gameToMain',
} as const

/** Moving money between a player's main and game balances, and the log of those moves. */
export function mountExchange(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, auth } = deps

  const parse = zodParse(exchangeSchema)
  const exchanged = { status: 200, body: success('', 'successfully exchange balance') } as const
  const refused = { status: 400, body: failure('You do not have enough balance to transfer') } as const

  // One statement does the whole request, its Idempotency-Key included (`exchangeAtOnce`); only a refusal
  // under a key takes a second, to remember it.
  const exchange = (kind: keyof typeof EXCHANGE_TYPES) => async (c: Context<AuthEnv>) => {
    const { fields, fingerprint } = await jsonBody(c)
    const parsed = parse(fields)
    if (!parsed.ok) return c.json(parsed.reply.body as object, parsed.reply.status)
    const userId = c.get('auth').userId
    const at = clock.now()
    const header = c.req.header('Idempotency-Key')
    const key =
      header === undefined
        ? undefined
        : requestKey({ userId, key: header, method: c.req.method, path: c.req.path, body: fingerprint, at })
    if (key && !key.ok) return c.json(key.reply.body as object, key.reply.status)
    const outcome = await exchangeAtOnce(db, {
      userId,
      from: kind === 'exchange_main_to_game' ? 'main' : 'game',
      amount: parsed.value.amount,
      kind,
      at,
      ...(key
        ? { remember: { ...key, status: exchanged.status, body: JSON.stringify(exchanged.body) } }
        : {}),
    })
    let reply: Reply = outcome === 'done' ? exchanged : refused
    if (key && outcome !== 'done') {
      // `answered`: the key was taken; its stored reply answers. `insufficient`: the refusal is remembered.
      reply = await rememberRefusal(db, userId, key, refused, at)
    }
    return c.json(reply.body as object, reply.status)
  }

  api.post('/exchange-main-to-game', auth, exchange('exchange_main_to_game'))
  api.post('/exchange-game-to-main', auth, exchange('exchange_game_to_main'))

  // `?page=`, and optionally `?from=&to=` (Yangon dates, both included), which the page links keep.
  api.get(
    '/exchange-transactions-log',
    auth,
    paged(async (c, page) => {
      const dates = dateRangeQuery(c)
      if (!dates.ok) return c.json(validationBody(dates.errors), 422)
      const bounds = dates.range ? rangeBounds(dates.range) : null
      const userId = c.get('auth').userId
      const where = and(
        eq(ledgerTransactions.userId, userId),
        inArray(ledgerTransactions.kind, Object.keys(EXCHANGE_TYPES)),
        bounds ? gte(ledgerTransactions.createdAt, bounds.start) : undefined,
        bounds ? lt(ledgerTransactions.createdAt, bounds.end) : undefined,
      )
      const [total] = await db.select({ n: count() }).from(ledgerTransactions).where(where)
      const rows = await db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          createdAt: ledgerTransactions.createdAt,
          amount: ledgerEntries.amount,
        })
        .from(ledgerTransactions)
        // Each exchange has two legs; the positive one carries the amount.
        .innerJoin(
          ledgerEntries,
          and(eq(ledgerEntries.transactionId, ledgerTransactions.id), gt(ledgerEntries.amount, 0n)),
        )
        .where(where)
        .orderBy(desc(ledgerTransactions.id))
        .limit(LOG_PAGE_SIZE)
        .offset(page.offset)
      const items = rows.map((row) => ({
        id: row.id,
        user_id: userId,
        amount: toDecimalString(row.amount),
        type: EXCHANGE_TYPES[row.kind as keyof typeof EXCHANGE_TYPES],
        created_at: row.createdAt.toISOString(),
        updated_at: row.createdAt.toISOString(),
      }))
      return page.reply(items, total?.n, dates.range ? { ...dates.range } : undefined)
    }),
  )
}
