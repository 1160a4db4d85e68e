import { describe, it } from 'vitest'
import { checkRouteAccessibility, MONEY_ROUTES } from './a11y.ts'
import { useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

describe('accessibility of the account, the wallet and the games played for money', () => {
  for (const route of MONEY_ROUTES) {
    it(`${route} has no serious or critical violations at desktop and phone sizes`, async () => {
      await checkRouteAccessibility(run.browser, run.product.url, route)
    })
  }
})
