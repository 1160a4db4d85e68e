import type {
  DigitBetReply,
  DigitFailure,
  DigitFairnessReply,
  DigitHistoryReply,
  DigitRotateReply,
  DigitValidationFailure,
  FieldErrors,
  RevealedDigitSeed,
  ValidationErrorBody,
} from '@shwe/contract'
import { type DigitOdds, digitPaytable, rollDigit, settle, toDecimalString } from '@shwe/domain'
import { desc, eq, sql } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AuthEnv } from '../auth.ts'
import { enforceCare } from '../care/service.ts'
import type { AppDatabase } from '../db.ts'
import { readJsonObject } from '../http.ts'
import { Refusal, runOnce } from '../idempotency.ts'
import { gameAndSystemAccount, InsufficientFunds, transfer } from '../ledger.ts'
import type { ApiDeps } from '../routes.ts'
import { historyRow } from './digit.logic.ts'
import { type Parsed, parseDigitBet, parseRotation } from './input.ts'
import { digitBets, digitSeeds } from './schema.ts'
import { activeSeed, type DigitSeed, lastRevealed, rotateSeed, takeNonce } from './seeds.ts'

/** Bets listed with each bet reply, and by the history endpoint. */
const BET_REPLY_HISTORY = 10
const HISTORY_LIMIT = 50

const INSUFFICIENT: DigitFailure = {
  success: false,
  message: 'Insufficient balance. Please deposit funds to play.',
}

// The digit endpoints answer in their own shape, `{success, message, …}`, errors included (contract §1.3).
const validationFailed = (errors: FieldErrors): DigitValidationFailure => ({
  success: false,
  message: 'Validation failed',
  errors,
})

/**
 * The JSON object body as `parse` reads it, or the field errors: those `readJsonObject` reports for a
 * malformed body, else those `parse` finds.
 */
async function readInput<T>(
  c: Context,
  parse: (body: Record<string, unknown>) => Parsed<T>,
): Promise<Parsed<T>> {
  let body: Record<string, unknown>
  try {
    body = await readJsonObject(c)
  } catch (error) {
    if (!(error instanceof HTTPException) || error.status !== 422) throw error
    const reply = (await error.getResponse().json()) as ValidationErrorBody
    return { ok: false, errors: reply.errors }
  }
  return parse(body)
}

// Each row carries its seed's commitment: nonces restart with every seed, so the pair names the roll.
const recentBets = async (db: AppDatabase, userId: number, limit: number) => {
  const rows = await db
    .select({ bet: digitBets, commitment: digitSeeds.commitment })
    .from(digitBets)
    .innerJoin(digitSeeds, eq(digitSeeds.id, digitBets.seedId))
    .where(eq(digitBets.userId, userId))
    .orderBy(desc(digitBets.id))
    .limit(limit)
  return rows.map(({ bet, commitment }) => ({ ...bet, commitment }))
}

/** Draws the bet's id first, so the ledger references can name it and the row is written once, complete. */
async function nextBetId(tx: AppDatabase): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('digit_bets', 'id')) as id`)
  const [row] = (result as unknown as { rows: { id: number | string | bigint }[] }).rows
  if (!row) throw new Error('digit: nextval returned no row')
  return Number(row.id)
}

const revealedSeed = (seed: DigitSeed): RevealedDigitSeed => ({
  server_seed: seed.serverSeed,
  commitment: seed.commitment,
  client_seed: seed.clientSeed,
  revealed_at: (seed.revealedAt ?? new Date(0)).toISOString(),
})

/**
 * The digit game: `POST /digitbet` rolls on the server under the player's seed pair and settles through
 * the ledger; the fairness endpoints publish the commitment before play and reveal the seed on rotation.
 * The odds are the configured ones (`config.digitOdds`) unless `odds` replaces them in a test; a paytable that
 * returns 100% or more throws here, at start-up. The fairness reply publishes them, so players see what a win pays.
 */
export function mountDigitGame(
  api: Hono<AuthEnv>,
  deps: ApiDeps,
  odds: DigitOdds = deps.config.digitOdds,
): void {
  const paytable = digitPaytable(odds)
  const { db, clock, auth, logger } = deps

  // Unexpected errors keep the endpoints' own shape, so the game screen can show the message.
  const guarded =
    (message: string, handler: (c: Context<AuthEnv>) => Promise<Response>) => async (c: Context<AuthEnv>) => {
      try {
        return await handler(c)
      } catch (error) {
        if (error instanceof HTTPException) throw error
        logger.error(`${c.req.method} ${c.req.path} failed:`, error)
        return c.json({ success: false, message } satisfies DigitFailure, 500)
      }
    }

  /** A handler of the parsed body; a body `parse` refuses is answered 422 with its field errors. */
  const withInput =
    <T>(
      parse: (body: Record<string, unknown>) => Parsed<T>,
      handler: (c: Context<AuthEnv>, input: T) => Promise<Response>,
    ) =>
    async (c: Context<AuthEnv>) => {
      const parsed = await readInput(c, parse)
      if (!parsed.ok) return c.json(validationFailed(parsed.errors), 422)
      return handler(c, parsed.value)
    }

  api.post(
    '/digitbet',
    auth,
    guarded(
      'An error occurred during the bet process. Please try again.',
      withInput(parseDigitBet, async (c, bet) => {
        const userId = c.get('auth').userId
        const reply = await runOnce(
          db,
          {
            userId,
            key: c.req.header('Idempotency-Key'),
            method: c.req.method,
            path: c.req.path,
            body: await c.req.text(),
            at: clock.now(),
          },
          async (tx) => {
            const now = clock.now()
            // The player's cool-off, exclusion and loss limits, before the roll is drawn.
            await enforceCare(tx, userId, 'loss', bet.stake, now)
            const draw = await takeNonce(tx, userId, now)
            const betId = await nextBetId(tx)
            const accounts = await gameAndSystemAccount(tx, userId, 'house')
            const game = { id: accounts.game }
            const house = accounts.system
            const ledger = { userId, at: now }
            let debited: Awaited<ReturnType<typeof transfer>>
            try {
              debited = await transfer(tx, {
                ...ledger,
                from: game.id,
                to: house,
                amount: bet.stake,
                kind: 'digit_bet',
                reference: `digit:${betId}:bet`,
              })
            } catch (error) {
              // Rolls back the nonce (and a seed opened for this bet) with everything else.
              if (error instanceof InsufficientFunds) throw new Refusal(400, INSUFFICIENT)
              throw error
            }
            // Only the seed pair and nonce decide the roll: not the stake, not anything the client sent.
            const rolledNumber = await rollDigit(draw.serverSeed, draw.clientSeed, draw.nonce)
            const { outcome, winAmount } = settle(bet.pick, bet.stake, rolledNumber, paytable)
            let balance = debited.balances.get(game.id) ?? 0n
            let winTransactionId: number | null = null
            if (winAmount > 0n) {
              const credited = await transfer(tx, {
                ...ledger,
                from: house,
                to: game.id,
                amount: winAmount,
                kind: 'digit_win',
                reference: `digit:${betId}:win`,
              })
              balance = credited.balances.get(game.id) ?? balance
              winTransactionId = credited.transactionId
            }
            await tx.insert(digitBets).values({
              id: betId,
              userId,
              seedId: draw.seedId,
              nonce: draw.nonce,
              clientSeed: draw.clientSeed,
              betType: bet.pick.betType,
              digit: bet.pick.digit,
              betAmount: bet.betAmount,
              multiplier: bet.multiplier,
              stake: bet.stake,
              rolledNumber,
              outcome,
              winAmount,
              betTransactionId: debited.transactionId,
              winTransactionId,
              createdAt: now,
            })
            const history = await recentBets(tx, userId, BET_REPLY_HISTORY)
            const reply: DigitBetReply = {
              success: true,
              message: 'Bet placed and settled successfully!',
              data: { balance: toDecimalString(balance), history: history.map(historyRow) },
            }
            return { status: 200, body: reply }
          },
        )
        // runOnce reports a bad or reused Idempotency-Key in the standard 422 shape; answer it in ours.
        if (reply.status === 422)
          return c.json(validationFailed((reply.body as ValidationErrorBody).errors), 422)
        return c.json(reply.body as object, reply.status)
      }),
    ),
  )

  api.get(
    '/digitbet/history',
    auth,
    guarded('An error occurred while loading the bet history.', async (c) => {
      const rows = await recentBets(db, c.get('auth').userId, HISTORY_LIMIT)
      const reply: DigitHistoryReply = {
        success: true,
        message: 'Bet history retrieved successfully.',
        data: rows.map(historyRow),
      }
      return c.json(reply)
    }),
  )

  api.get(
    '/digitbet/fairness',
    auth,
    guarded('An error occurred while loading the seeds.', async (c) => {
      const userId = c.get('auth').userId
      const seed = await activeSeed(db, userId, clock.now())
      const previous = await lastRevealed(db, userId)
      const reply: DigitFairnessReply = {
        success: true,
        data: {
          commitment: seed.commitment,
          client_seed: seed.clientSeed,
          next_nonce: seed.nextNonce,
          previous: previous && revealedSeed(previous),
          paytable: { digit: paytable.digit, small: paytable.small, big: paytable.big },
        },
      }
      return c.json(reply)
    }),
  )

  api.post(
    '/digitbet/fairness/rotate',
    auth,
    guarded(
      'An error occurred while rotating the seeds.',
      withInput(parseRotation, async (c, rotation) => {
        const userId = c.get('auth').userId
        const { revealed, next } = await db.transaction((tx) =>
          rotateSeed(tx, userId, rotation.client_seed, clock.now()),
        )
        const reply: DigitRotateReply = {
          success: true,
          data: {
            revealed: {
              server_seed: revealed.serverSeed,
              commitment: revealed.commitment,
              client_seed: revealed.clientSeed,
              last_nonce: revealed.nextNonce > 0 ? revealed.nextNonce - 1 : null,
            },
            next: { commitment: next.commitment, client_seed: next.clientSeed },
          },
        }
        return c.json(reply)
      }),
    ),
  )
}
