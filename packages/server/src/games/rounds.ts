import { and, eq } from 'drizzle-orm'
import { enforceCare } from '../care/service.ts'
import type { GameEngine } from '../catalogue/schema.ts'
import { type AppDatabase, isUniqueViolation } from '../db.ts'
import { Refusal, type Reply } from '../idempotency.ts'
import { gameAndSystemAccount, InsufficientFunds, playerAccounts, transfer } from '../ledger.ts'
import { gameRounds } from './schema.ts'

/**
 * Settles one round in one database transaction: the round row, the stake from the player's game account to
 * the house, and the payout (if any) back. Either all of it happens or none. A repeated `requestId` from the
 * same player gets the first round's result back instead of playing again.
 */

export interface RoundInput {
  userId: number
  /** Null for rounds not played through a play session (tests, imports). */
  sessionId: number | null
  engine: GameEngine
  game: { gameCode: string; gameName: string; productCode: number }
  stake: bigint
  payout: bigint
  outcome: unknown
  requestId?: string | undefined
  now: Date
}

export interface SettledRound {
  roundId: number
  outcome: unknown
  stake: bigint
  payout: bigint
  /** The game balance right after this round. */
  balance: bigint
  /** True when a repeated request id returned an earlier round. */
  replayed: boolean
}

export type RoundResult =
  | { ok: true; round: SettledRound }
  | { ok: false; reason: 'insufficient'; balance: bigint }
  /** The request id was already used for a round of another game. */
  | { ok: false; reason: 'reused' }
  /** A cool-off, a self-exclusion or a loss limit refused the stake: the reply says which. */
  | { ok: false; reason: 'care'; reply: Reply }

async function findByRequestId(
  db: AppDatabase,
  userId: number,
  requestId: string,
): Promise<(SettledRound & { gameCode: string }) | null> {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.requestId, requestId)))
  if (!row) return null
  return {
    roundId: row.id,
    gameCode: row.gameCode,
    outcome: row.outcome,
    stake: row.stake,
    payout: row.payout,
    balance: row.balanceAfter ?? 0n,
    replayed: true,
  }
}

export async function settleRound(db: AppDatabase, input: RoundInput): Promise<RoundResult> {
  if (input.stake <= 0n || input.payout < 0n) throw new Error('settleRound: bad stake or payout')
  const replay = async (requestId: string): Promise<RoundResult | null> => {
    const earlier = await findByRequestId(db, input.userId, requestId)
    if (!earlier) return null
    const { gameCode, ...round } = earlier
    return gameCode === input.game.gameCode ? { ok: true, round } : { ok: false, reason: 'reused' }
  }
  if (input.requestId) {
    const earlier = await replay(input.requestId)
    if (earlier) return earlier
  }
  try {
    const round = await db.transaction(async (tx): Promise<SettledRound> => {
      // The player's cool-off, exclusion and loss limits, checked before anything is written.
      await enforceCare(tx, input.userId, 'loss', input.stake, input.now)
      const [row] = await tx
        .insert(gameRounds)
        .values({
          userId: input.userId,
          playSessionId: input.sessionId,
          gameCode: input.game.gameCode,
          gameName: input.game.gameName,
          productCode: input.game.productCode,
          stake: input.stake,
          payout: input.payout,
          outcome: input.outcome,
          requestId: input.requestId ?? null,
          createdAt: input.now,
        })
        .returning({ id: gameRounds.id })
      if (!row) throw new Error('settleRound: insert returned no row')
      const accounts = await gameAndSystemAccount(tx, input.userId, 'house')
      const game = { id: accounts.game }
      const house = accounts.system
      const bet = await transfer(tx, {
        from: game.id,
        to: house,
        amount: input.stake,
        kind: `${input.engine}_bet`,
        userId: input.userId,
        reference: `${input.engine}:${row.id}:bet`,
        at: input.now,
      })
      let balance = bet.balances.get(game.id) ?? 0n
      let winTransactionId: number | null = null
      if (input.payout > 0n) {
        const win = await transfer(tx, {
          from: house,
          to: game.id,
          amount: input.payout,
          kind: `${input.engine}_win`,
          userId: input.userId,
          reference: `${input.engine}:${row.id}:win`,
          at: input.now,
        })
        balance = win.balances.get(game.id) ?? balance
        winTransactionId = win.transactionId
      }
      await tx
        .update(gameRounds)
        .set({ betTransactionId: bet.transactionId, winTransactionId, balanceAfter: balance })
        .where(eq(gameRounds.id, row.id))
      return {
        roundId: row.id,
        outcome: input.outcome,
        stake: input.stake,
        payout: input.payout,
        balance,
        replayed: false,
      }
    })
    return { ok: true, round }
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, reason: 'care', reply: error.reply }
    if (error instanceof InsufficientFunds) {
      const { game } = await playerAccounts(db, input.userId)
      return { ok: false, reason: 'insufficient', balance: game.balance }
    }
    // Two requests with the same id raced; the other one played the round.
    if (input.requestId && isUniqueViolation(error)) {
      const earlier = await replay(input.requestId)
      if (earlier) return earlier
    }
    throw error
  }
}
