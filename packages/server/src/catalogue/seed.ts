import { sql } from 'drizzle-orm'
import type { AppDatabase } from '../db.ts'
import type { SeedContext } from '../routes.ts'
import { DEMO_GAME_TYPES, DEMO_PRODUCTS, DEMO_PROVIDERS, demoGameCode, HOT_GAMES } from './demo-catalogue.ts'
import { games, gameTypes, products, providers } from './schema.ts'

/** Fills the demo catalogue; does nothing when game types already exist. */
export async function seedCatalogue(db: AppDatabase, context: SeedContext): Promise<void> {
  const existing = await db.select({ one: sql<number>`1` }).from(gameTypes).limit(1)
  if (existing.length > 0) return
  const createdAt = context.now

  await db.insert(gameTypes).values(
    DEMO_GAME_TYPES.map((type) => ({
      id: type.id,
      code: type.code,
      name: type.name,
      order: type.id,
      createdAt,
    })),
  )
  const providerRows = await db
    .insert(providers)
    .values(DEMO_PROVIDERS.map((provider) => ({ ...provider, createdAt })))
    .returning({ id: providers.id, code: providers.code })
  const providerIds = new Map(providerRows.map((row) => [row.code, row.id]))
  const providerByCode = new Map(DEMO_PROVIDERS.map((provider) => [provider.code, provider]))
  const typeById = new Map(DEMO_GAME_TYPES.map((type) => [type.id, type]))

  const orderInType = new Map<number, number>()
  for (const product of DEMO_PRODUCTS) {
    const provider = providerByCode.get(product.provider)
    const providerId = providerIds.get(product.provider)
    const type = typeById.get(product.typeId)
    if (!provider || providerId === undefined || !type) {
      throw new Error(`seedCatalogue: product ${product.productCode} names an unknown provider or type`)
    }
    const order = (orderInType.get(type.id) ?? 0) + 1
    orderInType.set(type.id, order)
    const [row] = await db
      .insert(products)
      .values({
        providerId,
        gameTypeId: type.id,
        productCode: product.productCode,
        productName: provider.name,
        productTitle: `${provider.name} ${type.name}`,
        gameType: product.gameType ?? type.code,
        order,
        createdAt,
      })
      .returning({ id: products.id })
    if (!row) throw new Error('seedCatalogue: product insert returned no row')
    await db.insert(games).values(
      product.games.map((name, index) => ({
        productId: row.id,
        gameCode: demoGameCode(provider.shortName, name),
        gameName: name,
        engine: product.engine ?? 'slot',
        order: index + 1,
        isHot: HOT_GAMES.has(name),
        createdAt,
      })),
    )
  }
}
