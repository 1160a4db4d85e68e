import { describe, expect, it } from 'vitest'
import { canonicalRoute, isSameSitePath, matchRoute, ROUTES, tableRoutes } from './routes.ts'

describe('matchRoute', () => {
  it.each([
    ['/', 'catalogue', 'home'],
    ['/?type=all', 'catalogue', 'home'],
    ['/ranking', 'leaderboard', 'top-ten'],
    ['/ranking/', 'leaderboard', 'top-ten'],
    ['/information?tab=profile', 'account', 'profile'],
    ['/information?tab=transfer', 'wallet', 'transfer'],
    ['/information?tab=logs&type=deposit', 'wallet', 'logs'],
    ['/information', 'account', 'profile'],
    ['/Promotion?tab=Promotion', 'promotions', 'list'],
    ['/Contact?tab=Contact', 'content', 'contact'],
    ['/2d/confirm', '2d-board', 'confirm'],
    ['/morning-bet-slip', '2d-board', 'slips-morning'],
    ['/3d/winner', 'winners', 'three-d'],
    ['/login?next=/ranking', 'app-shell', 'login'],
  ])('%s belongs to %s, screen %s', (route, area, screen) => {
    expect(matchRoute(route)).toMatchObject({ area, screen })
  })

  it('finds nothing for a route outside the table', () => {
    expect(matchRoute('/no-such-page')).toBeNull()
  })

  it('covers every route of the spec', () => {
    const spec = [
      '/',
      '/reels',
      '/games',
      '/demo-play',
      '/ranking',
      '/promotion',
      '/contact',
      '/information',
      '/about',
      '/ads-video',
      '/digitbet',
      '/shan',
      '/2d',
      '/2d/bet',
      '/2d/confirm',
      '/3d',
      '/3d/confirm',
      '/3d/history',
      '/3d/winner',
      '/morning-bet-slip',
      '/evening-bet-slip',
      '/2d/daily-winner',
      '/wallet',
      '/wallet/internal-transfer',
      '/wallet-history',
      '/transactions',
      '/exchange-log',
      '/top-up/bank',
      '/with-draw',
      '/login',
    ]
    expect(spec.filter((route) => !ROUTES.some((r) => r.path === route))).toEqual([])
  })
})

describe('canonicalRoute', () => {
  it.each([
    ['/', '/?type=all'],
    ['/?provider=3', '/?provider=3&type=all'],
    ['/information', '/information?tab=profile'],
    ['/information?tab=bogus', '/information?tab=profile'],
  ])('sends %s to %s', (route, canonical) => {
    expect(canonicalRoute(route)).toBe(canonical)
  })

  it.each(['/?type=all', '/?type=hot', '/information?tab=logs&type=deposit', '/ranking'])(
    'leaves %s as it is',
    (route) => {
      expect(canonicalRoute(route)).toBeNull()
    },
  )
})

describe('isSameSitePath', () => {
  it.each(['/ranking', '/?type=all', '/information?tab=profile', '/2d/bet#top'])('accepts %s', (next) => {
    expect(isSameSitePath(next)).toBe(true)
  })

  it.each([
    null,
    '',
    'ranking',
    '//evil.example/steal',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    '/\tjavascript:alert(1)',
    '\u0000/ranking',
  ])('refuses %j', (next) => {
    expect(isSameSitePath(next)).toBe(false)
  })
})

describe('tableRoutes', () => {
  it('names each route of the table once, with the query it names, so every screen of the table is reached', () => {
    expect(tableRoutes()).toContain('/information?tab=profile')
    expect(tableRoutes()).toContain('/information?tab=logs')
    expect(tableRoutes()).toContain('/games')
    expect(new Set(tableRoutes()).size).toBe(tableRoutes().length)
    const matches = tableRoutes().map((route) => matchRoute(route))
    expect(matches.every((match) => match !== null)).toBe(true)
    for (const rule of ROUTES) {
      const match = matches.find((found) => found?.area === rule.area && found.screen === rule.screen)
      expect(match, `${rule.area} ${rule.screen}`).toBeDefined()
    }
  })
})
