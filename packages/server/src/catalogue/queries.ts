import type { GameListItem, GameProduct, GameType } from '@shwe/contract'
import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import { gameImageUrl, providerImageUrl, typeImageUrl } from './image-urls.ts'
import { type GameEngine, games, gameTypes, type LaunchMode, products, providers } from './schema.ts'

/** Games per page of `/game_lists`, as clients expect ("Load More" shows while a page is full). */
export const GAME_LIST_PAGE_SIZE = 20

const ACTIVATED = 'ACTIVATED'

/** A product is listed only when it, its provider and its type are all active. */
const productListed = and(
  eq(products.isActive, true),
  eq(providers.isActive, true),
  eq(gameTypes.isActive, true),
)

export async function listGameTypes(db: AppDatabase, origin: string): Promise<GameType[]> {
  const types = await db
    .select({ id: gameTypes.id, code: gameTypes.code, name: gameTypes.name })
    .from(gameTypes)
    .where(eq(gameTypes.isActive, true))
    .orderBy(asc(gameTypes.order), asc(gameTypes.id))
  const rows = await db
    .select({
      typeId: products.gameTypeId,
      id: products.id,
      code: providers.code,
      name: providers.name,
      shortName: providers.shortName,
    })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, products.gameTypeId))
    .where(productListed)
    .orderBy(asc(products.order), asc(products.id))
  return types.map((type) => ({
    id: type.id,
    name: type.name,
    code: type.code,
    img: typeImageUrl(origin, type.code),
    providers: rows
      .filter((row) => row.typeId === type.id)
      .map((row) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        short_name: row.shortName,
        img: providerImageUrl(origin, row.code),
      })),
  }))
}

/** The products of an active type, or null when there is no such active type. */
export async function listProducts(
  db: AppDatabase,
  typeCode: string,
  origin: string,
): Promise<GameProduct[] | null> {
  const type = await findTypeByCode(db, typeCode)
  if (!type) return null
  const rows = await db
    .select({
      id: products.id,
      provider: providers.name,
      providerId: providers.id,
      providerCode: providers.code,
      shortName: providers.shortName,
      currency: products.currency,
      productCode: products.productCode,
      productName: products.productName,
      productTitle: products.productTitle,
      gameType: products.gameType,
      order: products.order,
      hasGameList: products.hasGameList,
    })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, products.gameTypeId))
    .where(and(productListed, eq(products.gameTypeId, type.id)))
    .orderBy(asc(products.order), asc(products.id))
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    currency: row.currency,
    status: ACTIVATED,
    provider_id: row.providerId,
    product_id: row.id,
    product_code: row.productCode,
    product_name: row.productName,
    game_type: row.gameType,
    product_title: row.productTitle,
    short_name: row.shortName,
    order: row.order,
    game_list_status: row.hasGameList ? 1 : 0,
    img_url: providerImageUrl(origin, row.providerCode),
  }))
}

const gameListColumns = {
  id: games.id,
  gameCode: games.gameCode,
  gameName: games.gameName,
  order: games.order,
  gameType: products.gameType,
  gameTypeId: products.gameTypeId,
  productId: products.id,
  productCode: products.productCode,
  currency: products.currency,
  provider: providers.name,
}

type GameListRow = { [K in keyof typeof gameListColumns]: (typeof gameListColumns)[K]['_']['data'] }

function toGameListItem(row: GameListRow, origin: string): GameListItem {
  return {
    id: row.id,
    game_code: row.gameCode,
    game_name: row.gameName,
    game_type: row.gameType,
    image_url: gameImageUrl(origin, row.gameCode),
    provider_product_id: row.productId,
    game_type_id: row.gameTypeId,
    product_id: row.productId,
    product_code: row.productCode,
    support_currency: row.currency,
    status: ACTIVATED,
    is_active: 1,
    provider: row.provider,
    order: row.order,
  }
}

function listedGames(db: AppDatabase, where: SQL | undefined) {
  return db
    .select(gameListColumns)
    .from(games)
    .innerJoin(products, eq(products.id, games.productId))
    .innerJoin(providers, eq(providers.id, products.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, products.gameTypeId))
    .where(and(productListed, eq(games.isActive, true), where))
}

/** `%`, `_` and `\` are LIKE wildcards; a player searching for them means the characters. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * One page of a product's games, ordered by `order` then id so pages neither repeat nor skip games.
 * Null when the product is not a listed product of that type.
 */
export async function listGamesPage(
  db: AppDatabase,
  query: { typeId: number; productId: number; page: number; gameName?: string | undefined },
  origin: string,
): Promise<GameListItem[] | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(providers, eq(providers.id, products.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, products.gameTypeId))
    .where(and(productListed, eq(products.id, query.productId), eq(products.gameTypeId, query.typeId)))
  if (!product) return null
  const nameFilter = query.gameName ? ilike(games.gameName, `%${likeEscape(query.gameName)}%`) : undefined
  const rows = await listedGames(db, and(eq(games.productId, product.id), nameFilter))
    .orderBy(asc(games.order), asc(games.id))
    .limit(GAME_LIST_PAGE_SIZE)
    .offset((query.page - 1) * GAME_LIST_PAGE_SIZE)
  return rows.map((row) => toGameListItem(row, origin))
}

export async function listHotGames(db: AppDatabase, origin: string): Promise<GameListItem[]> {
  const rows = await listedGames(db, eq(games.isHot, true)).orderBy(
    asc(gameTypes.order),
    asc(products.order),
    asc(games.order),
    asc(games.id),
  )
  return rows.map((row) => toGameListItem(row, origin))
}

/** An active game type by code, compared without case (`slot` finds `SLOT`). */
export async function findTypeByCode(db: AppDatabase, code: string) {
  // Codes are short ASCII words; anything else (even a NUL byte, which PostgreSQL text refuses) names nothing.
  if (!/^[A-Za-z][A-Za-z0-9_]{0,31}$/.test(code)) return null
  const [type] = await db
    .select({ id: gameTypes.id, code: gameTypes.code, name: gameTypes.name })
    .from(gameTypes)
    .where(and(eq(gameTypes.code, code.toUpperCase()), eq(gameTypes.isActive, true)))
  return type ?? null
}

export async function findProviderByCode(db: AppDatabase, code: string) {
  const [provider] = await db
    .select({ code: providers.code, name: providers.name, shortName: providers.shortName })
    .from(providers)
    .where(eq(providers.code, code))
  return provider ?? null
}

export async function findGameByCode(db: AppDatabase, gameCode: string) {
  const [game] = await db
    .select({ gameCode: games.gameCode, gameName: games.gameName, providerName: providers.name })
    .from(games)
    .innerJoin(products, eq(products.id, games.productId))
    .innerJoin(providers, eq(providers.id, products.providerId))
    .where(eq(games.gameCode, gameCode))
  return game ?? null
}

/** What a launch needs to know about a game. */
export interface LaunchableGame {
  id: number
  gameCode: string
  gameName: string
  engine: GameEngine
  productCode: number
  gameType: string
  providerName: string
  launchMode: LaunchMode
}

const launchableColumns = {
  id: games.id,
  gameCode: games.gameCode,
  gameName: games.gameName,
  engine: games.engine,
  productCode: products.productCode,
  gameType: products.gameType,
  providerName: providers.name,
  launchMode: providers.launchMode,
}

/**
 * The active game with this code in the product with this code whose `game_type` matches (without case),
 * or null. Inactive games, products, providers and types cannot be launched.
 */
export async function findLaunchableGame(
  db: AppDatabase,
  query: { productCode: number; gameType: string; gameCode?: string },
): Promise<LaunchableGame | null> {
  // PostgreSQL text cannot hold a NUL byte; such input names no game rather than failing the query.
  if (`${query.gameType}${query.gameCode ?? ''}`.includes('\0')) return null
  const [game] = await db
    .select(launchableColumns)
    .from(games)
    .innerJoin(products, eq(products.id, games.productId))
    .innerJoin(providers, eq(providers.id, products.providerId))
    .innerJoin(gameTypes, eq(gameTypes.id, products.gameTypeId))
    .where(
      and(
        productListed,
        eq(games.isActive, true),
        eq(products.productCode, query.productCode),
        sql`lower(${products.gameType}) = lower(${query.gameType})`,
        query.gameCode === undefined ? undefined : eq(games.gameCode, query.gameCode),
      ),
    )
    .orderBy(asc(games.order), asc(games.id))
    .limit(1)
  return game ?? null
}

/** A game by id with what its page needs, whether or not it is still active. */
export async function findGameById(db: AppDatabase, id: number): Promise<LaunchableGame | null> {
  const [game] = await db
    .select(launchableColumns)
    .from(games)
    .innerJoin(products, eq(products.id, games.productId))
    .innerJoin(providers, eq(providers.id, products.providerId))
    .where(eq(games.id, id))
  return game ?? null
}
