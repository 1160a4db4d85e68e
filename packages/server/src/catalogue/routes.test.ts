import {
  ERROR_STATUS,
  type GameListItem,
  type GameProduct,
  type GameType,
  SUCCESS_STATUS,
} from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { DatabaseHandle } from '../db.ts'
import { captureLogger, openMigrated, TEST_SCRYPT_LOG_N, testDatabases } from '../test-db.ts'
import { DEMO_PRODUCTS, HOT_GAMES, SHAN_PRODUCT_CODE } from './demo-catalogue.ts'
import { games, products } from './schema.ts'
import { seedCatalogue } from './seed.ts'

const ORIGIN = 'http://shwe.test'

describe.each(testDatabases)('catalogue on $name', (database) => {
  let handle: DatabaseHandle
  let app: ReturnType<typeof createApp>
  const get = (path: string) => app.request(`${ORIGIN}${path}`)
  const data = async <T>(path: string): Promise<T> => {
    const res = await get(path)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { status: string; data: T }
    expect(body.status).toBe(SUCCESS_STATUS)
    return body.data
  }
  /** The product id of a provider in a type, from the public list. */
  const productId = async (typeCode: string, providerName: string) => {
    const list = await data<GameProduct[]>(`/api/providers/${typeCode}`)
    const product = list.find((p) => p.provider === providerName)
    if (!product) throw new Error(`no ${providerName} in ${typeCode}`)
    return product.id
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    const now = new Date('2026-11-22T10:00:00Z')
    await handle.db.transaction((tx) =>
      seedCatalogue(tx, { now, agentId: 0, demoPlayerId: 0, playerIds: [] }),
    )
    app = createApp({
      db: handle.db,
      clock: fixedClock(now),
      config: { scryptLogN: TEST_SCRYPT_LOG_N },
      logger: captureLogger(),
    })
  })

  afterAll(async () => {
    await handle?.close()
  })

  it('seeds once: a second call leaves the catalogue as it was', async () => {
    const before = await handle.db.$count(games)
    await seedCatalogue(handle.db, { now: new Date(), agentId: 0, demoPlayerId: 0, playerIds: [] })
    expect(await handle.db.$count(games)).toBe(before)
    expect(before).toBe(DEMO_PRODUCTS.reduce((n, p) => n + p.games.length, 0))
  })

  describe('GET /api/game_types', () => {
    it('lists types 1 to 14 in order, each with its providers and absolute image URLs', async () => {
      const types = await data<GameType[]>('/api/game_types')
      expect(types.map((t) => t.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14])
      expect(types[0]).toMatchObject({
        id: 1,
        code: 'SLOT',
        name: 'Slot',
        img: `${ORIGIN}/media/catalogue/types/slot.svg`,
      })
      expect(types.find((t) => t.id === 8)?.name).toBe('Fishing')
      expect(types.find((t) => t.id === 12)?.name).toBe('Poker')
      for (const type of types) {
        expect(type.providers.length).toBeGreaterThanOrEqual(2)
        for (const provider of type.providers) {
          expect(Object.keys(provider).sort()).toEqual(['code', 'id', 'img', 'name', 'short_name'])
          expect(provider.img).toBe(`${ORIGIN}/media/catalogue/providers/${provider.code}.svg`)
        }
      }
      expect(types[0]?.providers.map((p) => p.name)).toEqual([
        'Golden Reels',
        'Bagan Slots',
        'Lotus Gaming',
        'Jade Dragon',
      ])
    })

    it('leaves out inactive types', async () => {
      await handle.db.execute("update game_types set is_active = false where code = 'ESPORT'")
      try {
        const types = await data<GameType[]>('/api/game_types')
        expect(types.map((t) => t.id)).not.toContain(14)
        expect((await get('/api/providers/ESPORT')).status).toBe(404)
      } finally {
        await handle.db.execute("update game_types set is_active = true where code = 'ESPORT'")
      }
    })
  })

  describe('GET /api/providers/{typeCode}', () => {
    it('lists the products of a type with every contract field', async () => {
      const list = await data<GameProduct[]>('/api/providers/SLOT')
      expect(list).toHaveLength(4)
      const [first] = list
      expect(first).toEqual({
        id: expect.any(Number),
        provider: 'Golden Reels',
        currency: 'MMK',
        status: 'ACTIVATED',
        provider_id: expect.any(Number),
        product_id: first?.id,
        product_code: 1001,
        product_name: 'Golden Reels',
        game_type: 'SLOT',
        product_title: 'Golden Reels Slot',
        short_name: 'GR',
        order: 1,
        game_list_status: 1,
        img_url: `${ORIGIN}/media/catalogue/providers/golden-reels.svg`,
      })
    })

    it('finds the type whatever the case, and has the Shan product among card games', async () => {
      const list = await data<GameProduct[]>('/api/providers/card_game')
      expect(list.find((p) => p.product_code === SHAN_PRODUCT_CODE)).toMatchObject({
        provider: 'Shan Star',
        game_type: 'Shan',
      })
    })

    it('answers an unknown type with 404 Providers Not Found', async () => {
      for (const code of ['NOPE', '%00', 'a'.repeat(300)]) {
        const res = await get(`/api/providers/${code}`)
        expect(res.status).toBe(404)
        expect(await res.json()).toEqual({ status: ERROR_STATUS, message: 'Providers Not Found', data: '' })
      }
    })
  })

  describe('GET /api/game_lists/{typeId}/{providerId}', () => {
    it('pages the 47 Golden Reels slots 20 at a time, in order, without repeats or gaps', async () => {
      const id = await productId('SLOT', 'Golden Reels')
      const pages: GameListItem[][] = []
      for (let page = 1; page <= 4; page++) pages.push(await data(`/api/game_lists/1/${id}?page=${page}`))
      expect(pages.map((p) => p.length)).toEqual([20, 20, 7, 0])
      const all = pages.flat()
      expect(new Set(all.map((g) => g.id)).size).toBe(47)
      expect(all.map((g) => g.order)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1))
      const seeded = DEMO_PRODUCTS.find((p) => p.productCode === 1001)?.games
      expect(all.map((g) => g.game_name)).toEqual(seeded)
      // Without a page, the first page.
      expect(await data<GameListItem[]>(`/api/game_lists/1/${id}`)).toEqual(pages[0])
      expect(await data<GameListItem[]>(`/api/game_lists/1/${id}?page=500`)).toEqual([])
    })

    it('gives every contract field of a game', async () => {
      const id = await productId('SLOT', 'Golden Reels')
      const [game] = await data<GameListItem[]>(`/api/game_lists/1/${id}`)
      expect(game).toEqual({
        id: expect.any(Number),
        game_code: 'gr-golden-pagoda-fortune',
        game_name: 'Golden Pagoda Fortune',
        game_type: 'SLOT',
        image_url: `${ORIGIN}/media/catalogue/games/gr-golden-pagoda-fortune.svg`,
        provider_product_id: id,
        game_type_id: 1,
        product_id: id,
        product_code: 1001,
        support_currency: 'MMK',
        status: 'ACTIVATED',
        is_active: 1,
        provider: 'Golden Reels',
        order: 1,
      })
    })

    it('filters by a case-insensitive substring of the name, taking % and _ literally', async () => {
      const id = await productId('SLOT', 'Golden Reels')
      const lucky = await data<GameListItem[]>(`/api/game_lists/1/${id}?game_name=LUCKY`)
      expect(lucky.map((g) => g.game_name)).toEqual([
        'Lucky Lotus Reels',
        'Lucky Longyi',
        'Lucky Tamarind',
        'Lucky Owl',
      ])
      expect(await data(`/api/game_lists/1/${id}?game_name=%25`)).toEqual([])
      expect(await data(`/api/game_lists/1/${id}?game_name=_`)).toEqual([])
      expect(await data<GameListItem[]>(`/api/game_lists/1/${id}?game_name=`)).toHaveLength(20)
      expect((await get(`/api/game_lists/1/${id}?game_name=a%00b`)).status).toBe(422)
      expect((await get(`/api/game_lists/1/${id}?game_name=${'x'.repeat(101)}`)).status).toBe(422)
    })

    it.each(['0', '-1', 'abc', '1.5', '', '10001', '99999999999'])(
      'refuses page=%s with a 422 field error',
      async (page) => {
        const id = await productId('SLOT', 'Golden Reels')
        const res = await get(`/api/game_lists/1/${id}?page=${page}`)
        expect(res.status).toBe(422)
        const body = (await res.json()) as { message: string; errors: Record<string, string[]> }
        expect(body.errors.page?.[0]).toMatch(/^The page field must/)
        expect(body.message).toBe(body.errors.page?.[0])
      },
    )

    it('answers 404 for an unknown provider, a provider of another type, or ids that are not numbers', async () => {
      const id = await productId('SLOT', 'Golden Reels')
      for (const path of [
        `/api/game_lists/2/${id}`,
        '/api/game_lists/1/999999',
        '/api/game_lists/x/1',
        '/api/game_lists/1/0',
      ]) {
        const res = await get(path)
        expect(res.status).toBe(404)
        expect(await res.json()).toMatchObject({ status: ERROR_STATUS })
      }
    })

    it('hides inactive games', async () => {
      const id = await productId('FISHING', 'Ruby Fish')
      const before = await data<GameListItem[]>(`/api/game_lists/8/${id}`)
      await handle.db.update(games).set({ isActive: false }).where(eq(games.gameCode, 'rf-shark-frenzy'))
      try {
        const after = await data<GameListItem[]>(`/api/game_lists/8/${id}`)
        expect(after.map((g) => g.game_code)).toEqual(
          before.map((g) => g.game_code).filter((code) => code !== 'rf-shark-frenzy'),
        )
      } finally {
        await handle.db.update(games).set({ isActive: true }).where(eq(games.gameCode, 'rf-shark-frenzy'))
      }
    })
  })

  describe('GET /api/hot_game_lists', () => {
    it('lists every hot game in the game list shape', async () => {
      const hot = await data<GameListItem[]>('/api/hot_game_lists')
      expect(new Set(hot.map((g) => g.game_name))).toEqual(HOT_GAMES)
      expect(hot[0]?.game_type_id).toBe(1)
      expect(Object.keys(hot[0] ?? {})).toHaveLength(14)
      const shan = hot.find((g) => g.product_code === SHAN_PRODUCT_CODE)
      expect(shan).toMatchObject({ game_name: 'Shan Koe Mee', game_type: 'Shan', game_type_id: 11 })
    })

    it('leaves out games of inactive products', async () => {
      await handle.db
        .update(products)
        .set({ isActive: false })
        .where(eq(products.productCode, SHAN_PRODUCT_CODE))
      try {
        const hot = await data<GameListItem[]>('/api/hot_game_lists')
        expect(hot.map((g) => g.game_name)).not.toContain('Shan Koe Mee')
      } finally {
        await handle.db
          .update(products)
          .set({ isActive: true })
          .where(eq(products.productCode, SHAN_PRODUCT_CODE))
      }
    })
  })

  describe('catalogue pictures', () => {
    it('draws game, provider and type pictures as cacheable SVG', async () => {
      for (const path of [
        '/media/catalogue/games/gr-golden-pagoda-fortune.svg',
        '/media/catalogue/providers/golden-reels.svg',
        '/media/catalogue/types/slot.svg',
      ]) {
        const res = await get(path)
        expect(res.status).toBe(200)
        expect(res.headers.get('content-type')).toBe('image/svg+xml')
        expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
        expect(await res.text()).toMatch(/^<svg /)
      }
      expect(await (await get('/media/catalogue/games/gr-golden-pagoda-fortune.svg')).text()).toContain(
        'Golden Pagoda Fortune',
      )
    })

    it('answers 404 for unknown names', async () => {
      for (const path of [
        '/media/catalogue/games/no-such-game.svg',
        '/media/catalogue/games/gr-golden-pagoda-fortune.png',
        '/media/catalogue/providers/..%2Fsecret.svg',
        '/media/catalogue/types/nope.svg',
        '/media/catalogue/other/slot.svg',
      ]) {
        expect((await get(path)).status).toBe(404)
      }
    })
  })
})
