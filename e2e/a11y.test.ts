import { describe, expect, it } from 'vitest'
import { checkRouteAccessibility, expectAccessible, OTHER_ROUTES } from './a11y.ts'
import { useProductAndBrowser } from './harness.ts'

const run = useProductAndBrowser()

describe('accessibility', () => {
  for (const route of OTHER_ROUTES) {
    it(`${route} has no serious or critical violations at desktop and phone sizes`, async () => {
      await checkRouteAccessibility(run.browser, run.product.url, route)
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
