/**
 * Accessibility checks with axe-core: WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices. A
 * violation of impact `serious` or `critical` fails; `minor` and `moderate` ones are printed as warnings.
 * axe walks open shadow roots, so the custom elements' content is checked too.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { Browser, Page } from 'playwright-core'

/**
 * The routes checked at desktop and phone sizes, in two groups that take about as long each, so that two test
 * files check them side by side: the account, the wallet and the games played for money; and everything else.
 */
export const MONEY_ROUTES = [
  '/information?tab=profile',
  '/information?tab=limits',
  '/information?tab=logs&type=game_logs',
  '/information?tab=transfer',
  '/wallet',
  '/top-up/bank',
  '/with-draw',
  '/wallet-history',
  '/transactions',
  '/exchange-log',
  '/2d',
  '/2d/bet',
  '/2d/confirm',
  '/morning-bet-slip',
  '/evening-bet-slip',
  '/3d',
  '/3d/confirm',
  '/3d/history',
  '/2d/daily-winner',
  '/3d/winner',
  '/digitbet',
]

export const OTHER_ROUTES = [
  '/',
  '/ranking',
  '/login',
  '/login?next=/ranking',
  '/?type=all',
  '/?type=hot',
  '/games?tab=all',
  '/demo-play',
  '/shan',
  '/promotion',
  '/Promotion?tab=Promotion',
  '/contact',
  '/ads-video',
  '/reels',
  '/about',
  '/no-such-page',
  '/offline',
  '/examples/affiliate-leaderboard.html',
  '/examples/partner-shared-session.html',
  '/examples/partner-2d.html',
  '/examples/partner-3d.html',
  '/examples/partner-digit.html',
  '/examples/partner-frame.html',
  '/examples/',
  '/embed/2d-board?screen=live',
]

export const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
const FAILING_IMPACTS = new Set(['serious', 'critical'])

export interface AccessibleOptions {
  /** Names the page in messages, e.g. `/ranking at phone 390×844`. */
  label: string
  /** CSS selectors of parts left out of the check. */
  exclude?: string | string[]
}

/** A selector axe reports: a list for an element inside shadow roots, host first. */
function selector(target: Result['nodes'][number]['target']): string {
  return target.map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part))).join(' | ')
}

function snippet(html: string): string {
  const flat = html.replace(/\s+/g, ' ').trim()
  return flat.length > 140 ? `${flat.slice(0, 137)}...` : flat
}

/** One readable block per violation: rule, impact, help, then each element's selector and HTML. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${selector(n.target)}\n      ${snippet(n.html)}`).join('\n')
      return `  ${v.id} (${v.impact ?? 'unknown impact'}): ${v.help}\n    ${v.helpUrl}\n${nodes}`
    })
    .join('\n')
}

/**
 * Waits for the page's finite animations and transitions (a dialog fading in) to end, so colour contrast is
 * measured on what the player reads, not on a half-faded frame. Endless ones (spinners) are not waited for.
 */
async function settled(page: Page): Promise<void> {
  const finished = page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document]
    for (let i = 0; i < roots.length; i++) {
      for (const el of (roots[i] as Document | ShadowRoot).querySelectorAll('*'))
        if (el.shadowRoot) roots.push(el.shadowRoot)
    }
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? 0))
    return Promise.all(running.map((a) => a.finished.catch(() => undefined))).then(() => undefined)
  })
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, 3_000))])
}

/** Runs axe on the page as it is now, at its current size; throws on serious or critical violations. */
export async function expectAccessible(page: Page, { label, exclude }: AccessibleOptions): Promise<void> {
  await settled(page)
  // Only violations are read: axe skips gathering the passes and the incomplete results, the slow part on a long page.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] })
  for (const part of [exclude ?? []].flat()) builder = builder.exclude(part)
  const { violations } = await builder.analyze()
  const failing = violations.filter((v) => FAILING_IMPACTS.has(v.impact ?? ''))
  const warnings = violations.filter((v) => !FAILING_IMPACTS.has(v.impact ?? ''))
  if (warnings.length > 0) {
    console.warn(`Accessibility warnings on ${label}:\n${describeViolations(warnings)}`)
  }
  if (failing.length > 0) {
    throw new Error(
      `${failing.length} serious or critical accessibility violation(s) on ${label}:\n${describeViolations(failing)}`,
    )
  }
}

/** Waits until the network is quiet (a live feed may keep one request open) and every island hydrated. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {})
  // Astro removes `ssr` from an island once it has hydrated.
  await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null, undefined, {
    timeout: 15_000,
  })
}

/**
 * Checks `route` of the product at `url` at desktop (1280×900) and phone (390×844) sizes, each in its own
 * browser context. Both sizes are checked before it throws, and the error names each.
 */
export async function checkRouteAccessibility(browser: Browser, url: string, route: string): Promise<void> {
  // Both sizes at once, each in its own context: the browser and the server have a core each.
  const errors = await Promise.all(
    Object.entries(VIEWPORTS).map(async ([name, viewport]) => {
      const context = await browser.newContext({ viewport })
      try {
        const page = await context.newPage()
        await page.goto(new URL(route, url).href)
        await settle(page)
        await expectAccessible(page, { label: `${route} at ${name} ${viewport.width}×${viewport.height}` })
        return null
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      } finally {
        await context.close()
      }
    }),
  )
  const failed = errors.filter((error) => error !== null)
  if (failed.length > 0) throw new Error(failed.join('\n\n'))
}
