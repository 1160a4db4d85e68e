import type { ThreeDBetLine, ThreeDSlip, TwoDBetLine, TwoDSlip } from '@shwe/contract'
import { type TwoDSession, toDecimalString } from '@shwe/domain'
import { asc, inArray } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { lotteryBets, type lotterySlips } from './schema.ts'

/** Slips and lines as the contract shows them (api-contract.md §3.7 and §4). */

export type SlipRow = typeof lotterySlips.$inferSelect
export type BetRow = typeof lotteryBets.$inferSelect

function slipCommon(slip: SlipRow) {
  return {
    id: slip.id,
    slip_no: slip.slipNo,
    user_id: slip.userId,
    player_name: slip.playerName,
    agent_id: slip.agentId,
    total_bet_amount: toDecimalString(slip.totalBetAmount),
    status: slip.status,
    game_date: slip.drawDate,
    game_time: slip.gameTime,
    before_balance: toDecimalString(slip.beforeBalance),
    after_balance: toDecimalString(slip.afterBalance),
    created_at: slip.createdAt.toISOString(),
    updated_at: slip.updatedAt.toISOString(),
  }
}

function lineCommon(line: BetRow, slip: SlipRow) {
  return {
    id: line.id,
    slip_id: line.slipId,
    bet_number: line.betNumber,
    bet_amount: toDecimalString(line.betAmount),
    win_lose: line.winLose,
    potential_payout: toDecimalString(line.potentialPayout),
    bet_status: line.betStatus,
    bet_result: line.betResult,
    prize_sent: line.prizeSent,
    game_date: line.drawDate,
    game_time: slip.gameTime,
    created_at: line.createdAt.toISOString(),
    updated_at: line.updatedAt.toISOString(),
  }
}

export function twoDSlipView(slip: SlipRow, lines: BetRow[]): TwoDSlip {
  const session = slip.session as TwoDSession
  return {
    ...slipCommon(slip),
    session,
    two_bets: lines.map((line): TwoDBetLine => ({ ...lineCommon(line, slip), session })),
  }
}

export function threeDSlipView(slip: SlipRow, lines: BetRow[]): ThreeDSlip {
  return {
    ...slipCommon(slip),
    draw_session: slip.drawDate,
    three_d_bets: lines.map(
      (line): ThreeDBetLine => ({
        ...lineCommon(line, slip),
        break_group: line.breakGroup ?? 0,
        is_permutation: line.isPermutation,
        draw_session: line.drawDate,
      }),
    ),
  }
}

/** The lines of `slips`, grouped by slip id, in the order they were placed. */
export async function linesOf(db: AppDatabase, slips: readonly SlipRow[]): Promise<Map<number, BetRow[]>> {
  const bySlip = new Map<number, BetRow[]>(slips.map((slip) => [slip.id, []]))
  if (slips.length === 0) return bySlip
  const rows = await db
    .select()
    .from(lotteryBets)
    .where(
      inArray(
        lotteryBets.slipId,
        slips.map((slip) => slip.id),
      ),
    )
    .orderBy(asc(lotteryBets.id))
  for (const row of rows) bySlip.get(row.slipId)?.push(row)
  return bySlip
}
