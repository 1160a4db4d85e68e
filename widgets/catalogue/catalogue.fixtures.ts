import type { GameListItem, GameProduct, GameType } from '@shwe/contract'
import type { ReactElement } from 'react'
import { type Mock, vi } from 'vitest'
import { envelope, type Reply, type Routes, renderWidget } from '../test/utils.tsx'

/** The test page's own origin: pictures from here (and from the API's host) are loaded. */
export const ORIGIN = 'http://localhost:3000'

const provider = (id: number, code: string, name: string, short: string) => ({
  id,
  code,
  name,
  short_name: short,
  img: `${ORIGIN}/media/catalogue/providers/${code}.svg`,
})

const type = (id: number, code: string, name: string, providers: GameType['providers'] = []): GameType => ({
  id,
  code,
  name,
  img: `${ORIGIN}/media/catalogue/types/${code.toLowerCase()}.svg`,
  providers,
})

/** The demo catalogue's types, in the server's order, with a few providers each. */
export const GAME_TYPES: GameType[] = [
  type(1, 'SLOT', 'Slot', [
    provider(1, 'golden-reels', 'Golden Reels', 'GR'),
    provider(2, 'lotus-gaming', 'Lotus Gaming', 'LG'),
  ]),
  type(2, 'LIVE_CASINO', 'Live Casino', [provider(4, 'mandalay-live', 'Mandalay Live', 'ML')]),
  type(3, 'SPORT_BOOK', 'Sport Book'),
  type(4, 'VIRTUAL_SPORT', 'Virtual Sport'),
  type(5, 'LOTTERY', 'Lottery'),
  type(6, 'TABLE', 'Table Games', [provider(15, 'pagoda-poker', 'Pagoda Poker', 'PP')]),
  type(7, 'COCK_FIGHTING', 'Cock Fighting'),
  type(8, 'FISHING', 'Fishing', [provider(9, 'ruby-fish', 'Ruby Fish', 'RF')]),
  type(9, 'ARCADE', 'Arcade'),
  type(10, 'BINGO', 'Bingo', [
    provider(20, 'lotus-gaming', 'Lotus Gaming', 'LG'),
    provider(21, 'bagan-slots', 'Bagan Slots', 'BS'),
  ]),
  type(11, 'CARD_GAME', 'Card Games'),
  type(12, 'POKER', 'Poker'),
  type(13, 'OTHERS', 'Others'),
  type(14, 'ESPORT', 'E-Sports'),
]

/** `GET /providers/SLOT`. */
export const SLOT_PRODUCTS: GameProduct[] = [
  product(1, 'Golden Reels', 'GR', 'golden-reels', 1001),
  product(2, 'Lotus Gaming', 'LG', 'lotus-gaming', 1002),
]

function product(id: number, name: string, short: string, code: string, productCode: number): GameProduct {
  return {
    id,
    provider: name,
    currency: 'MMK',
    status: 'ACTIVATED',
    provider_id: id,
    product_id: id,
    product_code: productCode,
    product_name: name,
    game_type: 'SLOT',
    product_title: `${name} Slot`,
    short_name: short,
    order: id,
    game_list_status: 1,
    img_url: `${ORIGIN}/media/catalogue/providers/${code}.svg`,
  }
}

export function game(id: number, name = `Game ${id}`, extra: Partial<GameListItem> = {}): GameListItem {
  return {
    id,
    game_code: `G${id}`,
    game_name: name,
    game_type: 'SLOT',
    image_url: `${ORIGIN}/media/catalogue/games/G${id}.svg`,
    provider_product_id: 1,
    game_type_id: 1,
    product_id: 1,
    product_code: 1001,
    support_currency: 'MMK',
    status: 'ACTIVATED',
    is_active: 1,
    provider: 'Golden Reels',
    order: id,
    ...extra,
  }
}

/** Games `from` … `from + count - 1`. */
export const games = (from: number, count: number) => Array.from({ length: count }, (_, i) => game(from + i))

export const USER = {
  id: 7,
  name: 'Daw Hla',
  user_name: 'P12345678',
  phone: null,
  email: null,
  balance: '25000.00',
  main_balance: '0.00',
  status: 1,
}

/** What every screen reads besides game lists: types, hot games, banners, announcement and popup. */
export function catalogueRoutes(overrides: Routes = {}): Routes {
  return {
    'GET /game_types': { status: 200, body: envelope(GAME_TYPES, 'Game Types') },
    'GET /providers/SLOT': { status: 200, body: envelope(SLOT_PRODUCTS, 'Providers') },
    'GET /hot_game_lists': { status: 200, body: envelope([game(3, 'Dragon of Inle'), game(19)]) },
    'GET /banner': { status: 200, body: envelope([]) },
    'GET /banner_Text': { status: 200, body: envelope([]) },
    'GET /popup-ads-banner': { status: 200, body: envelope(null) },
    'GET /user': { status: 200, body: envelope(USER) },
    ...overrides,
  }
}

/** Answers `GET /game_lists/{typeId}/{providerId}?page={n}`, which a route table cannot tell apart by page. */
export type GameLists = (typeId: number, providerId: number, page: number) => Reply | Promise<Reply>

/**
 * Renders with the catalogue's routes, and game lists answered by page. Returns the page numbers asked for,
 * per list ("1/1" → [1, 2]).
 */
export function renderCatalogue(ui: ReactElement, routes: Routes = {}, gameLists?: GameLists) {
  const view = renderWidget(ui, catalogueRoutes(routes))
  const table = view.fetch.getMockImplementation()
  const asked = new Map<string, number[]>()
  view.fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), ORIGIN)
    const match = url.pathname.match(/\/game_lists\/(\d+)\/(\d+)$/)
    if (match && gameLists) {
      const key = `${match[1]}/${match[2]}`
      const page = Number(url.searchParams.get('page') ?? 1)
      asked.set(key, [...(asked.get(key) ?? []), page])
      const reply = await gameLists(Number(match[1]), Number(match[2]), page)
      if (reply === 'network-error') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(reply.body), { status: reply.status })
    }
    if (!table) throw new Error('no fetch')
    return table(input, init)
  })
  return { ...view, asked }
}

/** A page of a list: `count` games from `from`, in the envelope. */
export const page = (from: number, count: number): Reply => ({
  status: 200,
  body: envelope(games(from, count)),
})

/** Stubs `window.location.assign` (jsdom's cannot be spied on) and returns the stub. */
export function stubAssign(): Mock<(url: string | URL) => void> {
  const assign = vi.fn<(url: string | URL) => void>()
  vi.stubGlobal('location', { ...window.location, assign, href: window.location.href })
  return assign
}
