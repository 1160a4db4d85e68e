import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'
import { createdAt } from '../schema.ts'

/**
 * The game catalogue: game types (slot, live casino, ...), provider brands, products (one brand's offer in
 * one game type, with the numeric `product_code` the launch call names) and games. Images are not stored:
 * they are drawn from the codes (see games/media.ts).
 */

/** Where a row stands in its list, and whether clients see it at all. */
const listing = () => ({
  order: integer('order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
})

/** Ids are fixed (1 slot, 2 live casino, ...) because clients hard-code some of them. */
export const gameTypes = pgTable(
  'game_types',
  {
    id: integer('id').primaryKey(),
    /** e.g. `SLOT`; the `/providers/{typeCode}` path segment. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    ...listing(),
    createdAt: createdAt(),
  },
  (t) => [check('game_types_code_check', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{0,31}$'`)],
)

/** How the demo provider answers a launch: a URL to open, or an HTML document the client writes into a window. */
export type LaunchMode = 'url' | 'content'

/** A game studio, such as Golden Reels; its logo is drawn from `code`. */
export const providers = pgTable(
  'providers',
  {
    id: serial('id').primaryKey(),
    /** Lower-case slug, e.g. `golden-reels`. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    launchMode: text('launch_mode').$type<LaunchMode>().notNull().default('url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('providers_code_check', sql`${t.code} ~ '^[a-z0-9][a-z0-9-]{0,47}$'`),
    check('providers_launch_mode_check', sql`${t.launchMode} in ('url', 'content')`),
  ],
)

/** One provider's games of one type; the `{providerId}` of `/game_lists/{typeId}/{providerId}` is this id. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'restrict' }),
    gameTypeId: integer('game_type_id')
      .notNull()
      .references(() => gameTypes.id, { onDelete: 'restrict' }),
    /** The number a launch request names, e.g. 100200 for Shan Koe Mee. */
    productCode: integer('product_code').notNull().unique(),
    productName: text('product_name').notNull(),
    productTitle: text('product_title').notNull(),
    /** The `game_type` a launch request names, e.g. `SLOT` or `Shan`. */
    gameType: text('game_type').notNull(),
    currency: text('currency').notNull().default('MMK'),
    ...listing(),
    /** Whether the product has a browsable game list. */
    hasGameList: boolean('has_game_list').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    unique('products_provider_type_key').on(t.providerId, t.gameTypeId),
    index('products_type_order_idx').on(t.gameTypeId, t.order),
  ],
)

/** Which demo game runs when the game is launched. */
export type GameEngine = 'slot' | 'shan'

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Unique across the catalogue, URL-safe; the tile is `/media/catalogue/games/<code>.svg`. */
    gameCode: text('game_code').notNull().unique(),
    gameName: text('game_name').notNull(),
    engine: text('engine').$type<GameEngine>().notNull(),
    ...listing(),
    isHot: boolean('is_hot').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('games_code_check', sql`${t.gameCode} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check('games_engine_check', sql`${t.engine} in ('slot', 'shan')`),
    index('games_product_order_idx').on(t.productId, t.order, t.id),
    index('games_hot_idx').on(t.isHot),
  ],
)
