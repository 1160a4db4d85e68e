import { and, eq, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core'
import { betTransactionId, createdAt, instant, ownerId, updatedAt, users } from '../schema.ts'

/**
 * The 2D and 3D lotteries share one set of tables, told apart by `game`. A draw is (game, draw_date,
 * session): 2D has a morning and an evening draw on each trading day; 3D has one draw per draw date, whose
 * session is always `draw`. Money is integer pya.
 */

export const LOTTERY_GAMES = ['2d', '3d'] as const
export type LotteryGame = (typeof LOTTERY_GAMES)[number]
/** 2D sessions, and the single session of a 3D draw. */
export type DrawSession = 'morning' | 'evening' | 'draw'

const gameColumn = () => text('game').$type<LotteryGame>().notNull()
const sessionColumn = () => text('session').$type<DrawSession>().notNull()
const drawDate = () => date('draw_date', { mode: 'string' }).notNull()

/** 2D draws are morning or evening; a 3D draw's session is always `draw`. */
const drawCheck = (table: string, t: { game: AnyPgColumn; session: AnyPgColumn }) =>
  check(
    `${table}_game_session_check`,
    sql`(${t.game} = '2d' and ${t.session} in ('morning', 'evening')) or (${t.game} = '3d' and ${t.session} = 'draw')`,
  )

/** One paid slip: the stake left the player's game account in `bet_transaction_id`. */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: gameColumn(),
    drawDate: drawDate(),
    session: sessionColumn(),
    slipNo: text('slip_no').notNull(),
    userId: ownerId('restrict'),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'restrict' }),
    playerName: text('player_name').notNull(),
    totalBetAmount: bigint('total_bet_amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'pending' | 'completed'>().notNull().default('pending'),
    /** Yangon wall-clock time of placing, `HH:mm:ss`. */
    gameTime: text('game_time').notNull(),
    beforeBalance: bigint('before_balance', { mode: 'bigint' }).notNull(),
    afterBalance: bigint('after_balance', { mode: 'bigint' }).notNull(),
    betTransactionId: betTransactionId(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('lottery_slips_slip_no_key').on(t.slipNo),
    drawCheck('lottery_slips', t),
    check('lottery_slips_status_check', sql`${t.status} in ('pending', 'completed')`),
    check('lottery_slips_amount_check', sql`${t.totalBetAmount} > 0`),
    check(
      'lottery_slips_balance_check',
      sql`${t.afterBalance} = ${t.beforeBalance} - ${t.totalBetAmount} and ${t.afterBalance} >= 0`,
    ),
    index('lottery_slips_user_idx').on(t.game, t.userId, t.id),
    index('lottery_slips_draw_idx').on(t.game, t.drawDate, t.session, t.status),
  ],
)

/** One number on a slip. Settlement sets `bet_status` once, with the result and any prize, in one statement. */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id, { onDelete: 'restrict' }),
    userId: ownerId('restrict'),
    game: gameColumn(),
    drawDate: drawDate(),
    session: sessionColumn(),
    betNumber: text('bet_number').notNull(),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    /** 3D: the digit sum, 0–27. */
    breakGroup: smallint('break_group'),
    /** 3D: the line came from the permutation tool. */
    isPermutation: boolean('is_permutation').notNull().default(false),
    /** Settled. */
    betStatus: boolean('bet_status').notNull().default(false),
    winLose: boolean('win_lose').notNull().default(false),
    betResult: text('bet_result'),
    /** Pya credited for a win; 0 until settled and for a loss. */
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull().default(sql`0`),
    prizeSent: boolean('prize_sent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    drawCheck('lottery_bets', t),
    check(
      'lottery_bets_number_check',
      sql`(${t.game} = '2d' and ${t.betNumber} ~ '^[0-9]{2}$' and ${t.breakGroup} is null) or (${t.game} = '3d' and ${t.betNumber} ~ '^[0-9]{3}$' and ${t.breakGroup} between 0 and 27)`,
    ),
    check('lottery_bets_amount_check', sql`${t.betAmount} > 0`),
    check(
      'lottery_bets_settled_check',
      sql`(${t.betStatus} or (not ${t.winLose} and ${t.betResult} is null and ${t.potentialPayout} = 0 and not ${t.prizeSent})) and (${t.winLose} = (${t.potentialPayout} > 0)) and (${t.prizeSent} = ${t.winLose})`,
    ),
    unique('lottery_bets_slip_number_key').on(t.slipId, t.betNumber),
    index('lottery_bets_draw_idx').on(t.game, t.drawDate, t.session, t.betStatus, t.id),
    index('lottery_bets_winners_idx').on(t.game, t.drawDate, t.session, t.winLose),
  ],
)

/**
 * What all players together have staked on one number of one draw. Bets raise it with a conditional upsert
 * in their own transaction, so no interleaving of slips can take a number past its cap.
 */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    game: gameColumn(),
    drawDate: drawDate(),
    session: sessionColumn(),
    betNumber: text('bet_number').notNull(),
    total: bigint('total', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'lottery_exposure_pkey', columns: [t.game, t.drawDate, t.session, t.betNumber] }),
    check('lottery_exposure_total_check', sql`${t.total} >= 0`),
  ],
)

/** A draw's winning number, zero-padded, one per draw and never changed. `settled_at` is set once all lines are. */
export const lotteryResults = pgTable(
  'lottery_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    game: gameColumn(),
    drawDate: drawDate(),
    session: sessionColumn(),
    number: text('number').notNull(),
    /** 2D: the SET index and value the number came from, when a feed supplied them. */
    setIndex: text('set_index'),
    setValue: text('set_value'),
    /** simulator, http or admin. */
    source: text('source').notNull(),
    /** Who entered an admin result. */
    actor: text('actor'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    unique('lottery_results_draw_key').on(t.game, t.drawDate, t.session),
    drawCheck('lottery_results', t),
    check(
      'lottery_results_number_check',
      sql`(${t.game} = '2d' and ${t.number} ~ '^[0-9]{2}$') or (${t.game} = '3d' and ${t.number} ~ '^[0-9]{3}$')`,
    ),
  ],
)

/** Numbers (2D and 3D) and 2D heads (first digits) an operator has closed to new bets. */
export const lotteryClosures = pgTable(
  'lottery_closures',
  {
    game: gameColumn(),
    kind: text('kind').$type<'number' | 'head'>().notNull(),
    value: text('value').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'lottery_closures_pkey', columns: [t.game, t.kind, t.value] }),
    check(
      'lottery_closures_value_check',
      sql`(${t.game} = '2d' and ${t.kind} = 'number' and ${t.value} ~ '^[0-9]{2}$') or (${t.game} = '2d' and ${t.kind} = 'head' and ${t.value} ~ '^[0-9]$') or (${t.game} = '3d' and ${t.kind} = 'number' and ${t.value} ~ '^[0-9]{3}$')`,
    ),
  ],
)

/** Rows of one draw, in any of the draw-keyed tables. */
export const ofDraw = (
  table: { game: AnyPgColumn; drawDate: AnyPgColumn; session: AnyPgColumn },
  draw: { game: LotteryGame; drawDate: string; session: DrawSession },
) => and(eq(table.game, draw.game), eq(table.drawDate, draw.drawDate), eq(table.session, draw.session))
