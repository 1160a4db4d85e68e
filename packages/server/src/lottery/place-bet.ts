import { failure, LOTTERY_BET_PLACED, success } from '@shwe/contract'
import { breakGroup, yangonDateTime } from '@shwe/domain'
import { sql } from 'drizzle-orm'
import { playerCare } from '../care/schema.ts'
import { enforceCare } from '../care/service.ts'
import type { AppDatabase } from '../db.ts'
import { Refusal, type Reply } from '../idempotency.ts'
import { InsufficientFunds, SYSTEM_SHARDS, systemAccountId, transfer } from '../ledger.ts'
import { accounts, users } from '../schema.ts'
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

/** What a slip needs to know before it moves money, read in one round trip. */
interface SlipContext {
  userName: string
  agentId: number | null
  gameAccountId: number
  houseAccountId: number
  slipId: number
  /** Closed numbers and (2D) closed head digits of this game. */
  closed: { numbers: Set<string>; heads: Set<string> }
  /** The player has chosen limits, a cool-off or an exclusion (their row is now locked). */
  hasCare: boolean
}

/**
 * The player, their game account, one row of the house account, the slip's id, the game's closures and whether
 * the player has a care row (locked, as `enforceCare` would), in one statement: every round trip of a slip costs
 * the whole rush a little.
 */
async function slipContext(tx: AppDatabase, rules: LotteryRules, userId: number): Promise<SlipContext> {
  const shard = Math.floor(Math.random() * SYSTEM_SHARDS)
  const result = await tx.execute(sql`
    with care as (select c.user_id from ${playerCare} c where c.user_id = ${userId} for update)
    select u.user_name, u.agent_id, exists (select 1 from care) as has_care,
      (select a.id from ${accounts} a where a.user_id = u.id and a.kind = 'game') as game_id,
      (select a.id from ${accounts} a where a.user_id is null and a.kind = 'house' and a.shard = ${shard}) as house_id,
      nextval(pg_get_serial_sequence('lottery_slips', 'id')) as slip_id,
      (select coalesce(json_agg(json_build_array(c.kind, c.value)), '[]'::json)
         from ${lotteryClosures} c where c.game = ${rules.game}) as closures
    from ${users} u where u.id = ${userId}`)
  const [row] = (
    result as unknown as {
      rows: {
        user_name: string
        agent_id: number | null
        game_id: number | null
        house_id: number | null
        slip_id: number | string
        closures: [string, string][] | string
        has_care: boolean
      }[]
    }
  ).rows
  if (!row) throw new Error(`lottery: no user ${userId}`)
  if (row.game_id === null) throw new Error(`lottery: user ${userId} has no game account`)
  const closures: [string, string][] =
    typeof row.closures === 'string' ? JSON.parse(row.closures) : row.closures
  return {
    userName: row.user_name,
    agentId: row.agent_id,
    gameAccountId: Number(row.game_id),
    // A database older than the house's rows makes its row on first use.
    houseAccountId: row.house_id === null ? await systemAccountId(tx, 'house', shard) : Number(row.house_id),
    slipId: Number(row.slip_id),
    closed: {
      numbers: new Set(closures.filter(([kind]) => kind === 'number').map(([, value]) => value)),
      heads: new Set(closures.filter(([kind]) => kind === 'head').map(([, value]) => value)),
    },
    hasCare: row.has_care === true || String(row.has_care) === 't',
  }
}

type SlipRow = typeof lotterySlips.$inferSelect
type BetRow = typeof lotteryBets.$inferSelect

/**
 * Stores the slip and its lines and adds the lines to their numbers' exposure, in one statement. The exposure
 * upsert goes in number order (so two slips never wait on each other in a cycle); a number already at its cap
 * is left unchanged and not returned in `raised`: the row lock taken by the upsert makes the check and the raise
 * one step, whatever runs concurrently. Returns each line's id by number.
 */
async function storeSlip(
  tx: AppDatabase,
  slip: SlipRow,
  lineRows: readonly Omit<BetRow, 'id'>[],
  draw: OpenDraw,
  lines: readonly BetLine[],
  capPya: bigint,
): Promise<{ ids: Map<string, number>; raised: Set<string> }> {
  const at = slip.createdAt.toISOString()
  const betValues = sql.join(
    lineRows.map(
      (row) =>
        sql`(${row.betNumber}::text, ${String(row.betAmount)}::bigint, ${row.breakGroup}::smallint, ${row.isPermutation}::boolean)`,
    ),
    sql`, `,
  )
  const exposureValues = sql.join(
    lines.map(
      (line) =>
        sql`(${draw.game}::text, ${draw.drawDate}::date, ${draw.session}::text, ${line.num}::text, ${String(line.amount)}::bigint)`,
    ),
    sql`, `,
  )
  const result = await tx.execute(sql`
    with s as (
      insert into ${lotterySlips} (id, game, draw_date, session, slip_no, user_id, agent_id, player_name,
        total_bet_amount, game_time, before_balance, after_balance, bet_transaction_id, created_at, updated_at)
      values (${slip.id}::bigint, ${slip.game}::text, ${slip.drawDate}::date, ${slip.session}::text, ${slip.slipNo}::text,
        ${slip.userId}::int, ${slip.agentId}::int, ${slip.playerName}::text, ${String(slip.totalBetAmount)}::bigint,
        ${slip.gameTime}::text, ${String(slip.beforeBalance)}::bigint, ${String(slip.afterBalance)}::bigint,
        ${slip.betTransactionId}::bigint, ${at}::timestamptz, ${at}::timestamptz)
      returning id
    ),
    b as (
      insert into ${lotteryBets} (slip_id, user_id, game, draw_date, session, bet_number, bet_amount, break_group,
        is_permutation, created_at, updated_at)
      select s.id, ${slip.userId}::int, ${slip.game}::text, ${slip.drawDate}::date, ${slip.session}::text,
        v.num, v.amount, v.grp, v.perm, ${at}::timestamptz, ${at}::timestamptz
      from s, (values ${betValues}) as v(num, amount, grp, perm)
      returning id, bet_number
    ),
    x as (
      insert into ${lotteryExposure} as e (game, draw_date, session, bet_number, total)
      values ${exposureValues}
      on conflict (game, draw_date, session, bet_number)
      do update set total = e.total + excluded.total
      where e.total + excluded.total <= ${String(capPya)}::bigint
      returning bet_number
    )
    select 'line' as what, id::text as id, bet_number from b
    union all
    select 'raised', null, bet_number from x`)
  const rows = (result as unknown as { rows: { what: string; id: string | null; bet_number: string }[] }).rows
  const ids = new Map<string, number>()
  const raised = new Set<string>()
  for (const row of rows) {
    if (row.what === 'line') ids.set(row.bet_number, Number(row.id))
    else raised.add(row.bet_number)
  }
  return { ids, raised }
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
  const context = await slipContext(tx, rules, userId)
  // The player's cool-off, exclusion and loss limits (for a player who chose any), before any cap row is locked.
  if (context.hasCare) await enforceCare(tx, userId, 'loss', bet.totalAmount, now)
  const { slipId } = context
  const game = { id: context.gameAccountId }
  const house = context.houseAccountId
  const player = { userName: context.userName, agentId: context.agentId }

  const lines = [...bet.amounts].sort((a, b) => (a.num < b.num ? -1 : a.num > b.num ? 1 : 0))
  const refused = new Set(
    lines
      .filter(
        (line) => context.closed.numbers.has(line.num) || context.closed.heads.has(line.num.slice(0, 1)),
      )
      .map((line) => line.num),
  )
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
  const slip: SlipRow = {
    id: slipId,
    game: rules.game,
    drawDate: draw.drawDate,
    session: draw.session,
    slipNo: slipNumber(slipId, rules.game, now),
    userId,
    agentId: player.agentId,
    playerName: player.userName,
    totalBetAmount: bet.totalAmount,
    status: 'pending',
    gameTime: yangonDateTime(now).slice(11),
    beforeBalance: afterBalance + bet.totalAmount,
    afterBalance,
    betTransactionId: posted.transactionId,
    createdAt: now,
    updatedAt: now,
  }
  const lineRows = bet.amounts.map(
    (line): Omit<BetRow, 'id'> => ({
      slipId,
      userId,
      game: rules.game,
      drawDate: draw.drawDate,
      session: draw.session,
      betNumber: line.num,
      betAmount: line.amount,
      breakGroup: rules.game === '3d' ? breakGroup(line.num) : null,
      isPermutation: rules.game === '3d' && line.is_permutation === true,
      betStatus: false,
      winLose: false,
      betResult: null,
      potentialPayout: 0n,
      prizeSent: false,
      createdAt: now,
      updatedAt: now,
    }),
  )
  // The slip, its lines and, last, the caps, in one statement: a hot number's row is locked just before the
  // commit, so slips on it wait for one commit, not for whole requests. A number at its cap refuses the slip,
  // and everything rolls back.
  const { ids, raised } = await storeSlip(tx, slip, lineRows, draw, lines, rules.capPya)
  const full = new Set(lines.filter((line) => !raised.has(line.num)).map((line) => line.num))
  if (full.size > 0) throw overLimit(lines, full)
  const stored = lineRows.map((row): BetRow => {
    const id = ids.get(row.betNumber)
    if (id === undefined) throw new Error('lottery: a line was not stored')
    return { ...row, id }
  })
  const view = rules.game === '2d' ? twoDSlipView(slip, stored) : threeDSlipView(slip, stored)
  return { status: 200, body: success(view, LOTTERY_BET_PLACED) }
}
