import { failure, LOTTERY_BET_PLACED, success } from '@shwe/contract'
import { breakGroup, yangonDateTime } from '@shwe/domain'
import { eq, sql } from 'drizzle-orm'
import { enforceCare } from '../care/service.ts'
import type { AppDatabase } from '../db.ts'
import { Refusal, type Reply } from '../idempotency.ts'
import { InsufficientFunds, playerAccounts, systemAccountId, transfer } from '../ledger.ts'
import { users } from '../schema.ts'
import type { LotteryRules, OpenDraw } from './rules.ts'
import { lotteryBets, lotteryClosures, lotteryExposure, lotterySlips } from './schema.ts'
import { threeDSlipView, twoDSlipView } from './views.ts'

export interface BetLine {
  num: string
  /** Pya. */
  amount: bigint
  is_permutation?: boolean | undefined
}

export interface LotteryBet {
  /** Pya; equal to the sum of the lines (the schema checks it). */
  totalAmount: bigint
  amounts: BetLine[]
}

/** The insufficient-balance text every client of the contract shows (api-contract.md §3.5). */
export const INSUFFICIENT_FUNDS = 'လက်ကျန်ငွေ မလုံလောက်ပါ။'

/** "These numbers are over their limit or closed: '05', '50'", in Burmese as the clients show it. */
export const overLimitMessage = (numbers: readonly string[]) =>
  `ထိုးကြေးပြည့်သွားသော သို့မဟုတ် ပိတ်ထားသော ဂဏန်းများ: ${numbers.map((n) => `'${n}'`).join(', ')}`

/** `000123-mk-2d-2026-11-23-10:15:07`: the contract's format, counting with the slip's own unique id. */
export const slipNumber = (id: number, game: string, placedAt: Date) =>
  `${String(id).padStart(6, '0')}-mk-${game}-${yangonDateTime(placedAt).replace(' ', '-')}`

async function nextSlipId(tx: AppDatabase): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('lottery_slips', 'id')) as id`)
  const [row] = (result as unknown as { rows: { id: number | string | bigint }[] }).rows
  if (!row) throw new Error('lottery: nextval returned no row')
  return Number(row.id)
}

/** Numbers of `lines` that an operator closed, directly or (2D) by their head digit. */
async function closedNumbers(tx: AppDatabase, rules: LotteryRules, lines: readonly BetLine[]) {
  const closures = await tx
    .select({ kind: lotteryClosures.kind, value: lotteryClosures.value })
    .from(lotteryClosures)
    .where(eq(lotteryClosures.game, rules.game))
  const numbers = new Set(closures.filter((c) => c.kind === 'number').map((c) => c.value))
  const heads = new Set(closures.filter((c) => c.kind === 'head').map((c) => c.value))
  return lines.filter((line) => numbers.has(line.num) || heads.has(line.num.slice(0, 1))).map((l) => l.num)
}

/**
 * Adds the lines to their numbers' exposure in one statement, in number order (so two slips never wait on
 * each other in a cycle). A number already at its cap is left unchanged and not returned: the row lock
 * taken by the upsert makes the check and the raise one step, whatever runs concurrently.
 */
async function raiseExposure(
  tx: AppDatabase,
  draw: OpenDraw,
  lines: readonly BetLine[],
  capPya: bigint,
): Promise<Set<string>> {
  const values = sql.join(
    lines.map(
      (line) =>
        sql`(${draw.game}, ${draw.drawDate}::date, ${draw.session}, ${line.num}, ${String(line.amount)}::bigint)`,
    ),
    sql`, `,
  )
  const result = await tx.execute(sql`
    insert into ${lotteryExposure} as e (game, draw_date, session, bet_number, total)
    values ${values}
    on conflict (game, draw_date, session, bet_number)
    do update set total = e.total + excluded.total
    where e.total + excluded.total <= ${String(capPya)}::bigint
    returning bet_number`)
  const rows = (result as unknown as { rows: { bet_number: string }[] }).rows
  return new Set(rows.map((row) => row.bet_number))
}

/** The numbers of `lines` whose stake would take them past the cap as things stand (read, not locked). */
async function fullNumbers(
  tx: AppDatabase,
  draw: OpenDraw,
  lines: readonly BetLine[],
  capPya: bigint,
): Promise<string[]> {
  const values = sql.join(
    lines.map((line) => sql`(${line.num}, ${String(line.amount)}::bigint)`),
    sql`, `,
  )
  const result = await tx.execute(sql`
    select v.num from (values ${values}) as v(num, amount)
    join ${lotteryExposure} e on e.game = ${draw.game} and e.draw_date = ${draw.drawDate}::date
      and e.session = ${draw.session} and e.bet_number = v.num
    where e.total + v.amount > ${String(capPya)}::bigint`)
  return (result as unknown as { rows: { num: string }[] }).rows.map((row) => row.num)
}

/** The refusal naming every number of the slip that cannot be taken, in the slip's order. */
function overLimit(lines: readonly BetLine[], refused: ReadonlySet<string>): Refusal {
  const numbers = lines.map((line) => line.num).filter((num) => refused.has(num))
  return new Refusal(400, failure(overLimitMessage(numbers), numbers))
}

/**
 * Places one slip inside the caller's transaction: the open draw by the server clock, closures, the
 * per-number caps, the debit and the slip with its lines all commit together or not at all. Refusals
 * throw `Refusal`, which rolls everything back.
 */
export async function placeLotteryBet(
  tx: AppDatabase,
  rules: LotteryRules,
  userId: number,
  bet: LotteryBet,
  now: Date,
): Promise<Reply> {
  const draw = rules.openDraw(now)
  if (!draw) throw new Refusal(400, failure(rules.closedMessage, 'Betting Closed'))
  // The player's cool-off, exclusion and loss limits, before any cap row is locked.
  await enforceCare(tx, userId, 'loss', bet.totalAmount, now)

  // Reads first: every round trip after the first cap row is locked makes other slips on that number wait.
  const [player] = await tx
    .select({ userName: users.userName, agentId: users.agentId })
    .from(users)
    .where(eq(users.id, userId))
  if (!player) throw new Error(`lottery: no user ${userId}`)
  const slipId = await nextSlipId(tx)
  const { game } = await playerAccounts(tx, userId)
  const house = await systemAccountId(tx, 'house')

  const lines = [...bet.amounts].sort((a, b) => (a.num < b.num ? -1 : a.num > b.num ? 1 : 0))
  const refused = new Set(await closedNumbers(tx, rules, lines))
  for (const line of lines) if (line.amount > rules.capPya) refused.add(line.num)
  if (refused.size > 0) {
    // The reply names every number that cannot be taken: those at their cap too, read without locking them.
    for (const num of await fullNumbers(tx, draw, lines, rules.capPya)) refused.add(num)
    throw overLimit(lines, refused)
  }

  let posted: Awaited<ReturnType<typeof transfer>>
  try {
    posted = await transfer(tx, {
      from: game.id,
      to: house,
      amount: bet.totalAmount,
      kind: `${rules.game}_bet`,
      userId,
      reference: `${rules.game}:slip:${slipId}`,
      at: now,
    })
  } catch (error) {
    if (error instanceof InsufficientFunds)
      throw new Refusal(400, failure(INSUFFICIENT_FUNDS, 'Insufficient Funds'))
    throw error
  }
  const afterBalance = posted.balances.get(game.id) ?? 0n
  const [slip] = await tx
    .insert(lotterySlips)
    .values({
      id: slipId,
      game: rules.game,
      drawDate: draw.drawDate,
      session: draw.session,
      slipNo: slipNumber(slipId, rules.game, now),
      userId,
      agentId: player.agentId,
      playerName: player.userName,
      totalBetAmount: bet.totalAmount,
      gameTime: yangonDateTime(now).slice(11),
      beforeBalance: afterBalance + bet.totalAmount,
      afterBalance,
      betTransactionId: posted.transactionId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  if (!slip) throw new Error('lottery: the slip was not stored')
  const stored = await tx
    .insert(lotteryBets)
    .values(
      bet.amounts.map((line) => ({
        slipId,
        userId,
        game: rules.game,
        drawDate: draw.drawDate,
        session: draw.session,
        betNumber: line.num,
        betAmount: line.amount,
        breakGroup: rules.game === '3d' ? breakGroup(line.num) : null,
        isPermutation: rules.game === '3d' && line.is_permutation === true,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning()
  // The caps last: a hot number's row is locked by the statement before the commit, so slips on it wait for
  // one commit, not for whole requests. A number at its cap refuses the slip, and everything rolls back.
  const raised = await raiseExposure(tx, draw, lines, rules.capPya)
  const full = new Set(lines.filter((line) => !raised.has(line.num)).map((line) => line.num))
  if (full.size > 0) throw overLimit(lines, full)
  const view = rules.game === '2d' ? twoDSlipView(slip, stored) : threeDSlipView(slip, stored)
  return { status: 200, body: success(view, LOTTERY_BET_PLACED) }
}
