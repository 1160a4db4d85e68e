import { type AreaName, matchRoute, ROUTES } from '@shwe/session'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_AREA } from './account/screens.ts'
import { CATALOGUE_AREA } from './catalogue/screens.ts'
import { CONTENT_AREA } from './content/screens.ts'
import { DIGIT_GAME_AREA } from './digit-game/screens.ts'
import type { AreaScreensTable } from './platform/AreaScreens.tsx'
import { PROMOTIONS_AREA } from './promotions/screens.ts'
import { THREE_D_AREA } from './three-d/screens.tsx'
import { TWO_D_AREA } from './two-d/screens.tsx'
import { WALLET_AREA } from './wallet/screens.tsx'
import { WINNERS_AREA } from './winners/screens.ts'

/** Every area's table of screens; the shell and the leaderboard switch none. */
const TABLES: readonly AreaScreensTable[] = [
  ACCOUNT_AREA,
  CATALOGUE_AREA,
  CONTENT_AREA,
  DIGIT_GAME_AREA,
  PROMOTIONS_AREA,
  THREE_D_AREA,
  TWO_D_AREA,
  WALLET_AREA,
  WINNERS_AREA,
]

describe.each(TABLES.map((table) => [table.area, table] as const))('the %s screens', (area, table) => {
  it('name each screen at the route the route table gives it', () => {
    for (const name of table.names) {
      const match = matchRoute(table.screens[name]?.route ?? '')
      expect({ area: match?.area, screen: match?.screen }).toEqual({ area, screen: name })
    }
  })

  it('leave out no screen the route table gives the area', () => {
    const routed = ROUTES.filter((rule) => rule.area === (area as AreaName)).map((rule) => rule.screen)
    expect([...table.names].sort()).toEqual([...new Set(routed)].sort())
  })
})
