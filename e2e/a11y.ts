/**
 * Accessibility checks with axe-core: WCAG 2.0/2.1/2.2 A and AA rules and axe's best practices. A
 * violation of impact `serious` or `critical` fails; `minor` and `moderate` ones are printed as warnings.
 * axe walks open shadow roots, so the custom elements' content is checked too.
 */
import { AxeBuilder } from '@axe-core/playwright'
import type { Result } from 'axe-core'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { POLL_MS } from './chromium.ts'
import { registerPlayer, runAdmin, usePartnerProductAndBrowser } from './harness.ts'
import { expectSecureDocuments, type PolicyWatch, watchPolicy } from './policy.ts'

/**
 * Every route of the site's table and the pages beside it (examples, frames, `/offline`, a 404), swept signed out
 * and signed in, in two groups that take about as long each so that two test files check them side by side: the
 * account, the wallet and the games played for money; and everything else.
 */
export const MONEY_ROUTES = [
  '/information?tab=profile',
  '/information?tab=limits',
  '/information?tab=logs',
  '/information?tab=logs&type=game_logs',
  '/information?tab=transfer',
  '/wallet',
  '/wallet/internal-transfer',
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
  '/games',
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

/** True when some frame of the page comes from another origin than the page itself. */
function hasCrossOriginFrame(page: Page): boolean {
  const origin = new URL(page.url()).origin
  return page.frames().some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin)
}

/** Runs axe on the page as it is now, at its current size; throws on serious or critical violations. */
export async function expectAccessible(page: Page, { label, exclude }: AccessibleOptions): Promise<void> {
  await settled(page)
  // Only violations are read: axe skips gathering the passes and the incomplete results, the slow part on a long page.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] })
  // With every frame on the page's own origin, axe runs in each frame where it is and gathers the results in the
  // page; it only needs a blank page of its own (three times the time) to gather results across origins.
  builder = builder.setLegacyMode(!hasCrossOriginFrame(page))
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
    polling: POLL_MS,
  })
}

/** The status the product answers `route` with: a page, a redirect to its lower-case path, or not found. */
function expectedStatus(route: string): number {
  if (route === '/no-such-page') return 404
  const path = route.split('?')[0] ?? route
  return path !== path.toLowerCase() ? 301 : 200
}

/** One browser profile of the sweep: its size, whether a player is signed in, and what its CSP watch heard. */
interface SweepProfile {
  name: string
  viewport: { width: number; height: number }
  signedIn: boolean
  context: BrowserContext
  page: Page
  watch: PolicyWatch
}

/** The sweep's product (with the partner site beside it), and its two browser profiles once `beforeAll` ran. */
export interface RouteSweep {
  readonly product: { url: string }
  readonly partner: { url: string }
  readonly browser: Browser
  readonly profiles: readonly SweepProfile[]
}

/**
 * A test file's product, browser and two profiles that visit each route: a desktop (1280×900) signed out, and a
 * phone (390×844) signed in as a newly registered player with 1,000 Ks in the main wallet. Each profile goes from
 * route to route in one tab, as a player does (a new tab per route would cost the browser a process each).
 */
export function useRouteSweep(): RouteSweep {
  const run = usePartnerProductAndBrowser()
  const profiles: SweepProfile[] = []
  beforeAll(async () => {
    const { token, userName } = await registerPlayer(run.product.url, 'Sweep Player')
    // Money in the main wallet: the wallet's forms and the games show as a player who can play sees them.
    await runAdmin(run.product, 'credit', userName, '1000', 'main')
    for (const [name, signedIn] of [
      ['desktop', false],
      ['phone', true],
    ] as const) {
      const viewport = VIEWPORTS[name]
      const context = await run.browser.newContext({ viewport })
      const watch = await watchPolicy(context, run.product.url)
      if (signedIn) await context.addInitScript((value) => localStorage.setItem('token', value), token)
      profiles.push({ name, viewport, signedIn, context, page: await context.newPage(), watch })
    }
  })
  afterAll(async () => {
    for (const profile of profiles) await profile.context.close()
  })
  return {
    get product() {
      return run.product
    },
    get partner() {
      return run.partner
    },
    get browser() {
      return run.browser
    },
    profiles,
  }
}

/** Opens `route` in a new page of `profile` and checks it; resolves to what failed, or null. */
async function visit(sweep: RouteSweep, profile: SweepProfile, route: string): Promise<string | null> {
  const { name, viewport, signedIn, context, page, watch } = profile
  const label = `${route} at ${name} ${viewport.width}×${viewport.height} ${signedIn ? 'signed in' : 'signed out'}`
  watch.violations.length = 0
  watch.documents.length = 0
  try {
    await page.goto(new URL(route, sweep.product.url).href)
    await settle(page)
    // An example's module scripts ran: its elements are defined and have drawn their shadow roots.
    if (route.startsWith('/examples/')) {
      await page.waitForFunction(
        () =>
          [...document.querySelectorAll('*')].some(
            (element) => element.tagName.startsWith('SHWE-') && element.shadowRoot !== null,
          ),
        undefined,
        { timeout: 20_000, polling: POLL_MS },
      )
    }
    // A screen that sends a signed-out visitor to /login shows the login page, which the sweep checks as a route
    // of its own: its policy is still checked here, its accessibility there.
    const isSentToLogin = new URL(page.url()).pathname === '/login' && !route.startsWith('/login')
    if (!isSentToLogin) await expectAccessible(page, { label })
    expect(watch.violations, `CSP violations on ${label}`).toEqual([])
    await expectSecureDocuments(watch.documents, [new URL(sweep.partner.url).origin])
    expect(watch.documents[0]?.status(), `the first answer to ${label}`).toBe(expectedStatus(route))
    // Still signed in: the screens were shown, not a session ended by the server. (Read from the profile, not the
    // page: a signed-out visit to some screens moves on to /login.)
    const { origins } = await context.storageState()
    const storage = origins.find(({ origin }) => origin === new URL(sweep.product.url).origin)?.localStorage
    expect(storage?.some(({ name }) => name === 'token') ?? false, label).toBe(signedIn)
    return null
  } catch (error) {
    return `${label}:\n${error instanceof Error ? error.message : String(error)}`
  }
}

/**
 * Checks `route` in both of the sweep's profiles: a desktop signed out and a phone signed in. Each visit must have
 * no serious or critical accessibility violation, no CSP violation in any frame, and the strict policy and
 * security headers on every document the product sent (safety T19); the signed-in player stays signed in. Both
 * visits are checked before it throws, and the error names each.
 */
export async function checkRoute(sweep: RouteSweep, route: string): Promise<void> {
  // Both at once: the browser and the server have a core each.
  const errors = await Promise.all(sweep.profiles.map((profile) => visit(sweep, profile, route)))
  const failed = errors.filter((error) => error !== null)
  if (failed.length > 0) throw new Error(failed.join('\n\n'))
}
