import { tableRoutes } from '@shwe/session'
import { describe, expect, it } from 'vitest'
import { checkRoute, expectAccessible, MONEY_ROUTES, OTHER_ROUTES, useRouteSweep } from './a11y.ts'

const run = useRouteSweep()

describe('every page of the site', () => {
  it('sweeps every route of the table with the query it names', () => {
    const swept = new Set([...MONEY_ROUTES, ...OTHER_ROUTES])
    expect(tableRoutes().filter((route) => !swept.has(route))).toEqual([])
  })

  for (const route of OTHER_ROUTES) {
    it(`${route}: accessible and within the policy, signed out on a desktop and signed in on a phone`, async () => {
      await checkRoute(run, route)
    })
  }

  it('checks inside open shadow roots', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
    const page = await context.newPage()
    await page.setContent(`<!doctype html><html lang="en"><head><title>Shadow</title></head><body>
      <main><h1>Shadow</h1><shadow-card></shadow-card></main>
      <script>
        customElements.define('shadow-card', class extends HTMLElement {
          connectedCallback() {
            this.attachShadow({ mode: 'open' }).innerHTML = '<button id="empty"></button>'
          }
        })
      </script></body></html>`)
    const error = await expectAccessible(page, { label: 'a shadow root' }).catch((e: Error) => e)
    expect(error).toBeInstanceOf(Error)
    expect((error as Error).message).toContain('button-name (critical)')
    expect((error as Error).message).toContain('shadow-card >>> #empty')
    await expectAccessible(page, { label: 'a shadow root, excluded', exclude: 'shadow-card' })
    await context.close()
  })
})
