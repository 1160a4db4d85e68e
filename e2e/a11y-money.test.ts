import { describe, it } from 'vitest'
import { checkRoute, MONEY_ROUTES, useRouteSweep } from './a11y.ts'

const run = useRouteSweep()

describe('the account, the wallet and the games played for money', () => {
  for (const route of MONEY_ROUTES) {
    it(`${route}: accessible and within the policy, signed out on a desktop and signed in on a phone`, async () => {
      await checkRoute(run, route)
    })
  }
})
