/**
 * Every element on a hostile partner page on another origin (safety T15): a strict Content-Security-Policy
 * (no `unsafe-eval`; inline styles only for elements in page mode), `* { all: unset }`, `fetch` and
 * `attachShadow` patched to record, and a frame on a third origin forging frame messages to the page and its
 * frames. Each element renders its Burmese text in the Burmese face; elements that sign in run in frames of the
 * Shwe site, where the player signs in and the token stays. Then every example page, served from the partner's
 * origin as a partner would serve it.
 */
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PartnerSite, startPartnerSite } from '../scripts/partner-site.ts'
import { ELEMENTS, type ElementName } from '../widgets/elements.ts'
import { launchBrowser, startProduct } from './harness.ts'

type Product = Awaited<ReturnType<typeof startProduct>>
let product: Product
let partner: PartnerSite
let spoof: PartnerSite
let browser: Awaited<ReturnType<typeof launchBrowser>>

beforeAll(async () => {
  let productUrl = ''
  spoof = await startPartnerSite({ productUrl: () => productUrl })
  partner = await startPartnerSite({ productUrl: () => productUrl, hostile: { spoofOrigin: spoof.url } })
  product = await startProduct({ config: { partnerOrigins: [new URL(partner.url).origin] } })
  productUrl = product.url
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
  await product?.close()
  await partner?.close()
  await spoof?.close()
})

interface Seen {
  fetches: { url: string; headers: [string, string][] }[]
  shadows: number
  messages: { origin: string; data: unknown }[]
  violations: string[]
  events: { type: string; detail: unknown }[]
}

/** A fresh browser profile on the partner's page, in Burmese, recording what the page's realm could see. */
async function open(path: string): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 900 } })
  const partnerOrigin = new URL(partner.url).origin
  // The partner page's own storage only: the frames on the Shwe origin start from the language they are given.
  await context.addInitScript((origin) => {
    if (location.origin === origin) localStorage.setItem('lan', 'mm')
  }, partnerOrigin)
  const page = await context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame()) return
    const headers = request.headers()
    if (headers.authorization || headers.cookie) problems.push(`credentials from the page: ${request.url()}`)
  })
  await page.goto(`${partner.url}${path}`)
  return { context, page, problems }
}

const seenOn = (page: Page) => page.evaluate(() => (window as unknown as { __hostile: Seen }).__hostile)

/** The frame of the Shwe site an element in frame mode shows. */
async function frameOf(page: Page, name: string): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((frame) => frame.url().includes(`/embed/${name}?`)), { timeout: 15_000 })
    .toBe(true)
  return page.frames().find((frame) => frame.url().includes(`/embed/${name}?`)) as Frame
}

/** Waits until the element's shadow root holds text, in the realm that runs the widget. */
const rendered = (realm: Page | Frame, tag: string) =>
  realm.waitForFunction(
    (name) => (document.querySelector(name)?.shadowRoot?.textContent ?? '').trim().length > 0,
    tag,
    { timeout: 20_000 },
  )

/**
 * A run of Burmese text in the element, its width as laid out, and the widths the same text measures in the
 * product's Burmese face and in the browser's fallback.
 */
function burmeseProbe(realm: Page | Frame, tag: string) {
  return realm.evaluate(async (name) => {
    const root = document.querySelector(name)?.shadowRoot
    if (!root) return null
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim()
      const parent = node.parentElement
      if (!parent || text.length < 3 || !/^[\u1000-\u109f\s]+$/.test(text)) continue
      const style = getComputedStyle(parent)
      if (style.display === 'none' || style.visibility === 'hidden') continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const laidOut = range.getBoundingClientRect().width
      if (laidOut === 0 || parent.getClientRects().length !== 1) continue
      await document.fonts.load(`${style.fontWeight} ${style.fontSize} "Shwe Noto Sans Myanmar"`, text)
      const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
      context.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing
      const measure = (family: string) => {
        context.font = `${style.fontWeight} ${style.fontSize} ${family}`
        return context.measureText(node.textContent ?? '').width
      }
      range.selectNodeContents(node)
      return {
        text,
        laidOut: range.getBoundingClientRect().width,
        ours: measure('"Shwe Noto Sans Myanmar"'),
        fallback: measure('serif'),
      }
    }
    return null
  }, tag)
}

const NAMES = Object.keys(ELEMENTS) as ElementName[]

describe('each element on a hostile page of another origin', () => {
  it.each(NAMES)(
    '%s renders, in Burmese, with nothing leaking and nothing forged taking effect',
    async (name) => {
      const { tag, signsIn } = ELEMENTS[name]
      const { context, page, problems } = await open(`/element/${name}.html`)
      try {
        const realm = signsIn ? await frameOf(page, name) : page
        await rendered(realm, tag)
        if (signsIn) {
          // The frame takes the widget's height, whatever the forged height messages say.
          const height = () =>
            page
              .locator(tag)
              .evaluate(
                (element) => element.shadowRoot?.querySelector('iframe')?.getBoundingClientRect().height ?? 0,
              )
          const widget = () =>
            realm.evaluate(
              (t) => Math.ceil(document.querySelector(t)?.getBoundingClientRect().height ?? 0),
              tag,
            )
          await expect
            .poll(async () => Math.abs((await height()) - (await widget())), { timeout: 10_000 })
            .toBeLessThan(2)
          expect(await height()).toBeGreaterThan(40)
          expect(await realm.evaluate(() => document.documentElement.lang)).toBe('my')
        } else {
          expect(page.frames().some((frame) => frame.url().includes('/embed/'))).toBe(false)
        }
        await expect.poll(() => burmeseProbe(realm, tag), { timeout: 10_000 }).not.toBeNull()
        const probe = await burmeseProbe(realm, tag)
        if (!probe) throw new Error('no Burmese text')
        expect(Math.abs(probe.laidOut - probe.ours), JSON.stringify(probe)).toBeLessThan(
          Math.max(2, probe.ours * 0.02),
        )
        expect(Math.abs(probe.fallback - probe.ours), JSON.stringify(probe)).toBeGreaterThan(2)

        // The forged messages arrived, from the third origin, and changed nothing.
        const seen = await seenOn(page)
        expect(seen.messages.some((message) => message.origin === new URL(spoof.url).origin)).toBe(true)
        expect(seen.events.filter((event) => event.type === 'navigate')).toEqual([])
        expect(
          seen.events.filter(
            (event) => event.type === 'authchange' && JSON.stringify(event.detail).includes('true'),
          ),
        ).toEqual([])
        expect(seen.events.filter((event) => event.type === 'languagechange')).toEqual([])
        expect(await page.evaluate(() => localStorage.getItem('lan'))).toBe('mm')
        for (const call of seen.fetches) {
          expect(call.headers.map(([header]) => header.toLowerCase())).not.toContain('authorization')
        }
        expect(seen.shadows).toBeGreaterThan(0)
        expect(seen.violations).toEqual([])
        expect(problems).toEqual([])
      } finally {
        await context.close()
      }
    },
  )
})
