/**
 * safety.md B12, T17: no script from attributes or the query. Every URL attribute of every element, set to each
 * hostile address, on a page of the Shwe origin with a signed-in player, and on a partner's page in frame mode;
 * every `/embed/<area>` page with those attributes in its query, framed by the partner and opened on its own. No
 * `href`, `src` or frame address ever holds the payload, no script dialog opens, and clicking the links the
 * attributes feed (the shell's logo, the elements' links to other areas) leads nowhere off the two origins.
 */
import { HOSTILE_URLS } from '@shwe/ui/test-payloads'
import type { BrowserContext, Frame, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type AttributeDef, COMMON_ATTRIBUTES, ELEMENTS, type ElementName } from '../widgets/elements.ts'
import { POLL_MS } from './chromium.ts'
import { callApi, usePartnerProductAndBrowser } from './harness.ts'

const run = usePartnerProductAndBrowser()

let token: string

beforeAll(async () => {
  const login = await callApi<{ data: { token: string } }>(run.product.url, 'POST', '/login', {
    body: { user_name: 'demo', password: 'demo1234' },
  })
  token = login.body.data.token
})

const NAMES = Object.keys(ELEMENTS) as ElementName[]

/** The URL attributes of an element: the common ones and its own. */
const urlAttributesOf = (name: ElementName) =>
  Object.entries({ ...COMMON_ATTRIBUTES, ...ELEMENTS[name].attributes } as Record<string, AttributeDef>)
    .filter(([, def]) => def.type === 'url')
    .map(([attribute]) => attribute)

/** The props an element's URL attributes set. */
const urlPropsOf = (name: ElementName) =>
  Object.entries({ ...COMMON_ATTRIBUTES, ...ELEMENTS[name].attributes } as Record<string, AttributeDef>)
    .filter(([, def]) => def.type === 'url')
    .map(([, def]) => def.prop)

interface Watch {
  dialogs: string[]
  offsite: string[]
}

/** A browser context signed in as the demo player on the Shwe origin, noting dialogs and requests off both origins. */
async function watchedContext(): Promise<{ context: BrowserContext; watch: Watch }> {
  const context = await run.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const shwe = new URL(run.product.url).origin
  await context.addInitScript(
    ({ shwe, token }) => {
      if (location.origin === shwe) {
        localStorage.setItem('token', token)
        sessionStorage.setItem('ads_popup_shown', '1')
      }
    },
    { shwe, token },
  )
  const watch: Watch = { dialogs: [], offsite: [] }
  const allowed = [shwe, new URL(run.partner.url).origin]
  context.on('request', (request) => {
    const url = request.url()
    if (/^(data|blob|about):/.test(url)) return
    if (!allowed.includes(new URL(url).origin)) watch.offsite.push(url)
  })
  context.on('page', (page) => {
    page.on('dialog', (dialog) => {
      watch.dialogs.push(dialog.message())
      void dialog.dismiss()
    })
  })
  return { context, watch }
}

/** Every address in the realm's document and its shadow roots: link, source, frame and form targets. */
const addresses = (realm: Page | Frame) =>
  realm.evaluate(() => {
    const found: string[] = []
    const visit = (root: Document | ShadowRoot) => {
      for (const node of root.querySelectorAll('*')) {
        for (const name of ['href', 'src', 'srcdoc', 'action', 'formaction', 'poster', 'data']) {
          const value = node.getAttribute(name)
          if (value !== null) found.push(`${node.localName}[${name}]=${value}`)
        }
        if (node.shadowRoot) visit(node.shadowRoot)
      }
    }
    visit(document)
    return found
  })

/** An address no payload may turn into. */
const HOSTILE = /javascript:|vbscript:|data:text|evil\.example/i

/**
 * Clicks the first links inside each element's shadow root (the shell's logo from home-href, links to other areas
 * from site-base), as a player would; a javascript: link would run at once. Returns how many it found. The page
 * may start to leave on a click: what matters is where it goes, which the context's watch records.
 */
async function clickFedLinks(realm: Page | Frame): Promise<number> {
  return realm
    .evaluate(() => {
      // Links the attributes feed resolve on this origin (a route, the shell's logo); the server's own links to
      // contact channels are outside this test.
      const links = [...document.querySelectorAll('*')].flatMap((host) =>
        host.localName.startsWith('shwe-') && host.shadowRoot
          ? [...host.shadowRoot.querySelectorAll<HTMLAnchorElement>('a[href]')]
              .filter((link) => new URL(link.href).origin === location.origin)
              .slice(0, 2)
          : [],
      )
      for (const link of links) link.click()
      return links.length
    })
    .catch(() => 0)
}

/** Lets the widgets render what their props now say: two animation frames and a task. */
const settle = (realm: Page | Frame) =>
  realm.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 30)))),
  )

/** Every element's URL attribute names, by tag. */
const URL_ATTRIBUTES = Object.fromEntries(NAMES.map((name) => [ELEMENTS[name].tag, urlAttributesOf(name)]))

describe('T17: URL attributes and /embed queries', () => {
  it('on a page of the Shwe origin, signed in: no element takes a hostile address into a link or a frame', async () => {
    const { context, watch } = await watchedContext()
    const page = await context.newPage()
    // A page of the Shwe origin, with every element in page mode: the origin a crafted attribute would attack.
    await page.route(`${run.product.url}/t17`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T17</title>
          ${NAMES.map((name) => `<script type="module" src="/widgets/${name}.js"></script>`).join('')}
          </head><body>${NAMES.map((name) => `<${ELEMENTS[name].tag} mode="page"></${ELEMENTS[name].tag}>`).join('')}
          </body></html>`,
      }),
    )
    await page.goto(`${run.product.url}/t17`)
    await page.waitForFunction(
      (tags) =>
        tags.every((tag) => (document.querySelector(tag)?.shadowRoot?.textContent ?? '').trim() !== ''),
      Object.keys(URL_ATTRIBUTES),
      { timeout: 30_000, polling: POLL_MS },
    )
    const attributes = [...new Set(Object.values(URL_ATTRIBUTES).flat())]
    const seen: string[] = []
    for (const attribute of attributes) {
      for (const payload of HOSTILE_URLS) {
        await page.evaluate(
          ({ attribute, payload, byTag }) => {
            for (const [tag, names] of Object.entries(byTag)) {
              if (names.includes(attribute)) document.querySelector(tag)?.setAttribute(attribute, payload)
            }
          },
          { attribute, payload, byTag: URL_ATTRIBUTES },
        )
        await settle(page)
        seen.push(...(await addresses(page)).filter((address) => HOSTILE.test(address)))
        // The shell's logo is the link home-href feeds: a press must go nowhere but the Shwe site or the page.
        if (attribute === 'home-href') {
          await page.evaluate(() => {
            const logo = document.querySelector('shwe-app-shell')?.shadowRoot?.querySelector('a[href]')
            logo?.addEventListener('click', (event) => {
              const href = (event.currentTarget as HTMLAnchorElement).href
              // A web link is held back (the page must stay); a script link would already have run.
              if (/^https?:/.test(href)) event.preventDefault()
            })
            ;(logo as HTMLAnchorElement | null)?.click()
          })
        }
      }
    }
    expect(seen).toEqual([])
    // Links to other areas (site-base) and the rest, pressed as a player would.
    expect(await clickFedLinks(page)).toBeGreaterThan(0)
    await page.waitForTimeout(500)
    expect(watch.dialogs).toEqual([])
    expect(watch.offsite).toEqual([])
    await context.close()
  })

  it('on a partner page: an element in frame mode loads its frame only from the Shwe site, whatever its site-base', async () => {
    const { context, watch } = await watchedContext()
    const page = await context.newPage()
    // A real page of the partner's origin (a route answered by the test would not count as one to the browser).
    await page.goto(`${run.partner.url}/element/leaderboard.html`)
    const sources = await page.evaluate(
      async ({ names, tags, payloads, shwe }) => {
        for (const name of names) {
          const script = document.createElement('script')
          script.type = 'module'
          script.src = `${shwe}/widgets/${name}.js`
          document.head.append(script)
        }
        await Promise.all(tags.map((tag) => customElements.whenDefined(tag)))
        const found: string[] = []
        for (const tag of tags) {
          for (const payload of payloads) {
            const element = document.createElement(tag)
            element.setAttribute('api-base', `${shwe}/api`)
            element.setAttribute('site-base', payload)
            element.setAttribute('mode', 'frame')
            document.body.append(element)
            for (let tries = 0; tries < 100 && !element.shadowRoot?.querySelector('iframe'); tries++) {
              await new Promise((done) => setTimeout(done, 10))
            }
            found.push(element.shadowRoot?.querySelector('iframe')?.getAttribute('src') ?? `${tag}: no frame`)
            element.remove()
          }
        }
        return found
      },
      { names: NAMES, tags: Object.keys(URL_ATTRIBUTES), payloads: [...HOSTILE_URLS], shwe: run.product.url },
    )
    expect(sources).toHaveLength(NAMES.length * HOSTILE_URLS.length)
    for (const source of sources) expect(new URL(source).origin).toBe(new URL(run.product.url).origin)
    await page.waitForTimeout(300)
    expect(watch.dialogs).toEqual([])
    expect(watch.offsite).toEqual([])
    await context.close()
  })

  it('an /embed page framed by the partner takes no URL attribute from its query', async () => {
    const { context, watch } = await watchedContext()
    const page = await context.newPage()
    await page.goto(`${run.partner.url}/element/leaderboard.html`)
    await page.evaluate((names) => {
      for (const name of names) {
        const frame = document.createElement('iframe')
        frame.name = name
        frame.title = name
        frame.width = '800'
        frame.height = '400'
        document.body.append(frame)
      }
    }, NAMES)
    const origin = new URL(run.partner.url).origin
    const seen: string[] = []
    for (const [round, payload] of HOSTILE_URLS.entries()) {
      // Every element's /embed page at once, each with every URL attribute of its element set to the payload.
      await page.evaluate(
        ({ names, byName, payload, shwe, origin, round }) => {
          for (const name of names) {
            const query = new URLSearchParams({ origin, round: String(round) })
            for (const attribute of byName[name] ?? []) query.set(attribute, payload)
            const frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${name}"]`)
            if (frame) frame.src = `${shwe}/embed/${name}?${query}`
          }
        },
        {
          names: NAMES,
          byName: Object.fromEntries(NAMES.map((name) => [name, urlAttributesOf(name)])),
          payload,
          shwe: run.product.url,
          origin,
          round,
        },
      )
      for (const name of NAMES) {
        const tag = ELEMENTS[name].tag
        let frame: Frame | undefined
        await expect
          .poll(
            () => {
              frame = page.frames().find((f) => f.name() === name && f.url().includes(`/embed/${name}?`))
              return frame?.url().includes(`round=${round}&`) ?? false
            },
            { timeout: 15_000 },
          )
          .toBe(true)
        const embed = frame as Frame
        // The element as the embed page made it: only the frame's own attributes, its URL props at their
        // defaults (site-base is the Shwe site itself). The first and last rounds also wait for the widget to
        // render and read its addresses; the rounds between show the same code path with other payloads.
        const made = await embed.evaluate(
          async ({ tag, props }) => {
            await customElements.whenDefined(tag)
            for (let tries = 0; tries < 200 && !document.querySelector(tag); tries++) {
              await new Promise((done) => setTimeout(done, 25))
            }
            const element = document.querySelector(tag) as (HTMLElement & Record<string, unknown>) | null
            return {
              attributes: element?.getAttributeNames() ?? ['(no element)'],
              props: Object.fromEntries(props.map((prop) => [prop, element?.[prop] ?? null])),
            }
          },
          { tag, props: urlPropsOf(name) },
        )
        expect(made.attributes.sort(), name).toEqual(['mode', 'site-base'])
        expect(made.props, name).toEqual({
          ...Object.fromEntries(urlPropsOf(name).map((prop) => [prop, null])),
          siteBase: `${run.product.url}/`,
        })
        if (round === 0 || round === HOSTILE_URLS.length - 1) {
          await embed.waitForFunction(
            (tag) => (document.querySelector(tag)?.shadowRoot?.textContent ?? '').trim().length > 0,
            tag,
            { timeout: 30_000, polling: POLL_MS },
          )
        }
        seen.push(...(await addresses(embed)).filter((address) => HOSTILE.test(address)))
      }
    }
    expect(seen).toEqual([])
    await page.waitForTimeout(300)
    expect(watch.dialogs).toEqual([])
    expect(watch.offsite).toEqual([])
    await context.close()
  }, 180_000)

  it('shows only a notice on an /embed page opened on its own, whatever its query', async () => {
    const { context, watch } = await watchedContext()
    const page = await context.newPage()
    const payload = encodeURIComponent('javascript:alert(document.domain)')
    await page.goto(
      `${run.product.url}/embed/app-shell?home-href=${payload}&download-app-url=${payload}&origin=x`,
    )
    await expect.poll(() => page.locator('.notice h1').textContent()).toMatch(/partner/i)
    expect(await page.locator('shwe-app-shell').count()).toBe(0)
    expect((await addresses(page)).filter((address) => HOSTILE.test(address))).toEqual([])
    await page.locator('.notice a').click()
    await page.waitForURL(`${run.product.url}/`)
    expect(watch.dialogs).toEqual([])
    await context.close()
  })
})
