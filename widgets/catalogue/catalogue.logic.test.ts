import type { GameListItem } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import { game, games as ids } from './catalogue.fixtures.ts'
import {
  demoTypeCode,
  demoView,
  filterByName,
  gamesView,
  homeRoute,
  homeView,
  launchStep,
  mergePages,
  nextPaging,
  PAGE_SIZE,
  type PageValue,
  pagingFor,
  pickProvider,
  visibleTypes,
  wrapIndex,
} from './catalogue.logic.ts'

const loaded = (games: GameListItem[]): PageValue => ({ data: games, loading: false })
const loading: PageValue = { loading: true }
const failed: PageValue = { loading: false, error: new Error('down') }

describe('mergePages', () => {
  it.each([
    ['a full page keeps Load More', [loaded(ids(1, PAGE_SIZE))], PAGE_SIZE, true],
    ['a short page hides it', [loaded(ids(1, 7))], 7, false],
    ['an empty page hides it', [loaded([])], 0, false],
    ['a full page then a short one hides it', [loaded(ids(1, 20)), loaded(ids(21, 3))], 23, false],
    ['two full pages keep it', [loaded(ids(1, 20)), loaded(ids(21, 20))], 40, true],
    ['a page on its way hides it', [loaded(ids(1, 20)), loading], 20, false],
  ] as const)('%s', (_, pages, shown, hasMore) => {
    const state = mergePages(pages)
    expect(state.games).toHaveLength(shown)
    expect(state.hasMore).toBe(hasMore)
  })

  it('skips games already shown, keeping the first place they appeared', () => {
    const second = [game(20), game(19), ...ids(21, 18)]
    const state = mergePages([loaded(ids(1, 20)), loaded(second)])
    expect(state.games.map((g) => g.id)).toEqual(ids(1, 38).map((g) => g.id))
    // The second page was full, so there may be more, whatever was skipped.
    expect(state.hasMore).toBe(true)
  })

  it('shows nothing past a page that has not arrived', () => {
    const state = mergePages([loaded(ids(1, 20)), loading, loaded(ids(41, 20))])
    expect(state.games).toHaveLength(20)
    expect(state.isLoadingMore).toBe(true)
  })

  it.each([
    ['first page loading', [loading], { isLoading: true, isLoadingMore: false, failedPage: null }],
    ['first page failed', [failed], { isLoading: false, isLoadingMore: false, failedPage: 1 }],
    ['second page loading', [loaded(ids(1, 20)), loading], { isLoading: false, isLoadingMore: true }],
    ['second page failed', [loaded(ids(1, 20)), failed], { isLoadingMore: false, failedPage: 2 }],
  ] as const)('reports %s', (_, pages, expected) => {
    expect(mergePages(pages)).toMatchObject(expected)
  })
})

describe('paging', () => {
  it('adds a page to the list shown', () => {
    const paging = nextPaging({ key: '1/4', count: 1 })
    expect(paging).toEqual({ key: '1/4', count: 2 })
    expect(pagingFor(nextPaging(paging), '1/4')).toEqual({ key: '1/4', count: 3 })
  })

  it('keeps the paging of the same list as it is', () => {
    const paging = { key: '1/4', count: 3 }
    expect(pagingFor(paging, '1/4')).toBe(paging)
  })

  it.each([
    ['another provider', '1/5'],
    ['another type', '2/4'],
  ])('starts again at page 1 for %s', (_, key) => {
    expect(pagingFor({ key: '1/4', count: 3 }, key)).toEqual({ key, count: 1 })
  })

  it('starts again at page 1 when coming back to a list paged before', () => {
    const away = pagingFor({ key: '1/4', count: 3 }, '1/5')
    expect(pagingFor(away, '1/4')).toEqual({ key: '1/4', count: 1 })
  })
})

describe('filterByName', () => {
  const games = [game(1, 'Golden Pagoda Fortune'), game(2, 'Lucky Lotus Reels'), game(3, 'Dragon of Inle')]
  it.each([
    ['', [1, 2, 3]],
    ['   ', [1, 2, 3]],
    ['gold', [1]],
    ['LOTUS', [2]],
    ['o', [1, 2, 3]],
    [' of in ', [3]],
    ['zzz', []],
  ])('"%s" keeps %j', (search, expected) => {
    expect(filterByName(games, search).map((g) => g.id)).toEqual(expected)
  })
})

describe('homeView', () => {
  const q = (text: string) => new URLSearchParams(text)
  it.each([
    ['', { kind: 'all' }],
    ['type=all', { kind: 'all' }],
    ['type=hot', { kind: 'hot' }],
    ['type=1', { kind: 'type', typeId: 1, providerId: null }],
    ['type=2&provider=7', { kind: 'type', typeId: 2, providerId: 7 }],
    ['type=abc', { kind: 'unknown' }],
    ['type=0', { kind: 'unknown' }],
    ['type=1&provider=x', { kind: 'unknown' }],
    ['type=1&provider=-3', { kind: 'unknown' }],
  ])('reads "%s"', (query, expected) => {
    expect(homeView(q(query))).toEqual(expected)
  })

  it('is every type without a route', () => {
    expect(homeView(null)).toEqual({ kind: 'all' })
  })

  it('builds the routes the strip and cards link to', () => {
    expect(homeRoute('hot')).toBe('/?type=hot')
    expect(homeRoute(3)).toBe('/?type=3')
    expect(homeRoute(1, 12)).toBe('/?type=1&provider=12')
  })
})

it('leaves game types 6, 12, 13 and 14 out, in the server order', () => {
  const types = [1, 6, 2, 12, 13, 14, 11].map((id) => ({
    id,
    code: `T${id}`,
    name: `T${id}`,
    img: '',
    providers: [],
  }))
  expect(visibleTypes(types).map((t) => t.id)).toEqual([1, 2, 11])
})

describe('gamesView', () => {
  const q = (text: string) => new URLSearchParams(text)
  it.each([
    ['', { kind: 'tab', tab: 'all' }],
    ['tab=hot', { kind: 'tab', tab: 'hot' }],
    ['tab=bingo&type=SLOT', { kind: 'tab', tab: 'bingo' }],
    ['tab=nope', { kind: 'unknown' }],
    ['type=all', { kind: 'tab', tab: 'all' }],
    ['type=SLOT', { kind: 'type', typeCode: 'SLOT', providerCode: null }],
    ['type=SLOT&provider=golden-reels', { kind: 'type', typeCode: 'SLOT', providerCode: 'golden-reels' }],
  ])('reads "%s"', (query, expected) => {
    expect(gamesView(q(query))).toEqual(expected)
  })
})

describe('demo play', () => {
  it.each([
    ['', { kind: 'type', type: 'slot', list: null }],
    ['type=fishing&list=Ruby+Fish', { kind: 'type', type: 'fishing', list: 'Ruby Fish' }],
    ['type=Live%20Casino', { kind: 'type', type: 'live casino', list: null }],
    ['type=sport_book', { kind: 'type', type: 'sport book', list: null }],
    ['type=poker', { kind: 'unknown' }],
  ])('reads "%s"', (query, expected) => {
    expect(demoView(new URLSearchParams(query))).toEqual(expected)
  })

  it('names the game type codes', () => {
    expect(['slot', 'fishing', 'live casino', 'sport book'].map(demoTypeCode)).toEqual([
      'SLOT',
      'FISHING',
      'LIVE_CASINO',
      'SPORT_BOOK',
    ])
  })

  it('picks a provider by code or name without case, else the first', () => {
    const providers = [
      { id: 1, code: 'golden-reels', name: 'Golden Reels' },
      { id: 2, code: 'lotus-gaming', name: 'Lotus Gaming' },
    ]
    expect(pickProvider(providers, null)?.id).toBe(1)
    expect(pickProvider(providers, 'LOTUS GAMING')?.id).toBe(2)
    expect(pickProvider(providers, 'lotus-gaming')?.id).toBe(2)
    expect(pickProvider(providers, 'nobody')).toBeUndefined()
  })
})

it.each([
  [0, 4, 0],
  [4, 4, 0],
  [-1, 4, 3],
  [5, 4, 1],
  [-5, 4, 3],
  [3, 0, 0],
])('wraps slide %i of %i to %i', (index, length, expected) => {
  expect(wrapIndex(index, length)).toBe(expected)
})

describe('launchStep', () => {
  it.each([
    ['https://games.example/play/abc?lang=my', 'https://games.example/play/abc?lang=my'],
    ['http://10.0.0.2:8080/play/x', 'http://10.0.0.2:8080/play/x'],
  ])('goes to a web address %s', (url, expected) => {
    expect(launchStep({ kind: 'ok', data: { code: 200, url }, message: 'ok' })).toEqual({
      kind: 'navigate',
      url: expected,
    })
  })

  it.each([
    'javascript:alert(document.cookie)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    'tel:123',
    'nonsense',
  ])('refuses %s as a failed launch', (url) => {
    expect(launchStep({ kind: 'ok', data: { code: 200, url }, message: 'ok' })).toEqual({
      kind: 'fail',
      message: null,
      fallback: 'failed',
    })
  })

  it("opens a launch page's address in a new tab", () => {
    const content_url = 'https://api.example/launch/t1?lang=en'
    expect(launchStep({ kind: 'ok', data: { code: 200, content_url }, message: null })).toEqual({
      kind: 'open',
      url: content_url,
    })
  })

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'about:blank',
    '//evil.example/x',
  ])('refuses a launch page address %s as a failed launch', (content_url) => {
    expect(launchStep({ kind: 'ok', data: { code: 200, content_url }, message: 'ok' })).toEqual({
      kind: 'fail',
      message: null,
      fallback: 'failed',
    })
  })

  it('refuses raw HTML, which would run with the session if written into a window of the site', () => {
    expect(launchStep({ kind: 'ok', data: { code: 200, content: '<p>hi</p>' }, message: 'ok' })).toEqual({
      kind: 'refuseContent',
    })
  })

  it('goes to the address of a reply that also carries a page, as the reference client does', () => {
    const data = {
      code: 200,
      url: 'https://games.example/x',
      content_url: 'https://api.example/launch/t',
      content: '<p>',
    }
    expect(launchStep({ kind: 'ok', data: data as never, message: 'ok' })).toEqual({
      kind: 'navigate',
      url: 'https://games.example/x',
    })
  })

  it.each([
    ['the message', 'No game server', 'No game server'],
    ['no message', null, null],
  ])('fails a 200 with neither url nor content, with %s', (_, message, expected) => {
    expect(launchStep({ kind: 'ok', data: {} as never, message })).toEqual({
      kind: 'fail',
      message: expected,
      fallback: 'noTarget',
    })
  })

  it.each([
    [
      { kind: 'refused', status: 200, message: 'Game is under maintenance' } as const,
      'Game is under maintenance',
    ],
    [{ kind: 'refused', status: 404, message: null } as const, null],
    [{ kind: 'unauthorized', message: 'Unauthenticated.' } as const, 'Unauthenticated.'],
    [
      { kind: 'invalid', message: 'The game code field is required.', errors: {} } as const,
      'The game code field is required.',
    ],
  ])('fails a refusal with its message', (result, message) => {
    expect(launchStep(result)).toEqual({ kind: 'fail', message, fallback: 'failed' })
  })

  it('fails without a reply as a network error', () => {
    expect(launchStep({ kind: 'network', error: new TypeError('Failed to fetch') })).toEqual({
      kind: 'fail',
      message: null,
      fallback: 'network',
    })
  })
})
