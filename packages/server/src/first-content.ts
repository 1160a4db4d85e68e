import { existsSync, statSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { SUCCESS_STATUS } from '@shwe/contract'
import { splitLanguagePage } from './page-language.ts'
import { Memo } from './static-memo.ts'
import type { RenderedPage } from './static-pages.ts'

/**
 * The first screens of five pages, rendered at request time with their data, so that what each page paints
 * first is in its HTML: the banners on `/`, the promotions on `/promotion`, the live 2D number on `/2d`, the draw
 * card and the prizes on `/3d`, the first game grid on `/games`.
 *
 * The site's build makes, beside the static pages, a renderer (`site/render/entry.ts`, built into
 * `dist/site-render/entry.mjs`) that renders these pages from the same components with the answers of the API
 * calls their islands make first (`/banner`, `/2d/live`, …). The answers are read from this server's own API
 * routes, so they are exactly what the widgets would fetch; they ride in the page as the islands' props, and the
 * islands start their data cache from them, so hydration asks the API nothing it already has.
 *
 * Every visitor gets the same page: the data is public and nothing depends on who asks. A page is rendered at
 * most once per `ttlMs` (the page and its data are reused meanwhile) and sent with a Cache-Control just as short.
 * When the renderer is not built, or fails, or none of a page's answers can be read, the page goes out as built
 * and its widgets load as they always do.
 */

/** What the islands carry: the `data` of each API answer, by its path under `/api` (contract paths). */
export type Answers = Readonly<Record<string, unknown>>

/**
 * Renders the site's page at `route` for its public address `page`, with `answers` in its islands, in `language`
 * (site/render).
 */
export type RenderFirst = (route: string, page: string, answers: Answers, language: string) => Promise<string>

/**
 * Answers `GET {origin}/api{path}` as this server's own route does, the `Response` as the route sends it. The
 * page's origin, because some answers name pictures by absolute addresses on the host that was asked.
 */
export type ReadApi = (origin: string, path: string) => Promise<Response>

interface FirstPage {
  /** The renderer's route for the page (`site/pages/first-content/[page].astro`). */
  route: string
  /** The API calls of the page's first screen, as the islands make them. */
  paths: readonly string[]
  /** How long one rendering is reused; also the page's max-age. */
  ttlMs: number
  /** True when the page's first screen depends on the query, so only the plain address is rendered. */
  isQueryFree?: boolean
}

/** The 2D number moves every few seconds in a session, and both draw cards count down on the server's clock. */
const LIVE_TTL_MS = 2_000
/** Banners, promotions and the game lobby change when an operator edits them: seconds are soon enough. */
const CONTENT_TTL_MS = 5_000

/** The five pages, by their file relative to the site's root. */
const FIRST_PAGES: Readonly<Record<string, FirstPage>> = {
  'index.html': { route: '/first-content/home', paths: ['/banner', '/game_types'], ttlMs: CONTENT_TTL_MS },
  'promotion/index.html': { route: '/first-content/promotion', paths: ['/promotion'], ttlMs: CONTENT_TTL_MS },
  '2d/index.html': {
    route: '/first-content/2d',
    paths: ['/2d/live', '/twod/draw-info'],
    ttlMs: LIVE_TTL_MS,
  },
  '3d/index.html': {
    route: '/first-content/3d',
    paths: ['/threed/draw-info', '/threed/numbers'],
    ttlMs: LIVE_TTL_MS,
  },
  'games/index.html': {
    route: '/first-content/games',
    paths: ['/game_types'],
    ttlMs: CONTENT_TTL_MS,
    // `/games?tab=hot` and the like show other lists than the lobby's first screen.
    isQueryFree: true,
  },
}

/** React's mark of a boundary still waiting for code when the HTML was written. */
const PENDING_BOUNDARY = '<!--$?-->'

/** Answers sent as the upstream feed's own JSON, not in the envelope. */
const PLAIN_ANSWERS: ReadonlySet<string> = new Set(['/2d/live'])

/** The data of an answer, or undefined when it is not a successful one. */
async function dataOf(path: string, response: Response): Promise<unknown> {
  if (response.status !== 200) return undefined
  const body: unknown = await response.json()
  if (PLAIN_ANSWERS.has(path)) return body ?? undefined
  // The envelope, or the `{ success, data }` reply of the number games' newer routes.
  const envelope = body as { status?: unknown; success?: unknown; data?: unknown } | null
  return envelope?.status === SUCCESS_STATUS || envelope?.success === true ? envelope.data : undefined
}

/** The page's answers that could be read, by path; empty when none could. */
async function readFirst(readApi: ReadApi, origin: string, paths: readonly string[]): Promise<Answers> {
  const answers = await Promise.all(
    paths.map(
      async (path) =>
        [
          path,
          // One answer that cannot be read leaves its island to fetch it; the others still ride in the page.
          await readApi(origin, path)
            .then((response) => dataOf(path, response))
            .catch(() => undefined),
        ] as const,
    ),
  )
  return Object.fromEntries(answers.filter(([, data]) => data !== undefined))
}

/** `max-age` in whole seconds: shared caches and browsers keep the page no longer than the server does. */
const cacheControlFor = (ttlMs: number) => `public, max-age=${Math.max(1, Math.floor(ttlMs / 1000))}`

export interface FirstContentOptions {
  readApi: ReadApi
  /** The built renderer, loaded on first use; null or absent sends every page as built. */
  render: () => Promise<RenderFirst | null>
  logger: Pick<Console, 'error'>
  now?: () => number
  pages?: Readonly<Record<string, FirstPage>>
}

/** The site's page renderer for `mountStatic`: null for every page but the five, and whenever rendering fails. */
export function createFirstContent({
  readApi,
  render,
  logger,
  now = () => performance.now(),
  pages = FIRST_PAGES,
}: FirstContentOptions): (relative: string, url: URL) => Promise<RenderedPage | null> {
  // By page and origin: a site answers on a handful of hosts at most, and a made-up Host only evicts its own.
  const rendered = new Memo<{ at: number; page: Promise<RenderedPage | null> }>(32)

  async function renderPage(page: FirstPage, address: URL, language: string): Promise<RenderedPage | null> {
    const renderer = await render()
    if (!renderer) return null
    const answers = await readFirst(readApi, address.origin, page.paths)
    if (Object.keys(answers).length === 0) return null
    const renderOnce = () => renderer(page.route, `${address.origin}${address.pathname}`, answers, language)
    const html = await renderOnce()
    // A screen whose code was not loaded yet renders as a pending boundary that a script fills in later, moving
    // the first content once more after it has painted; by now it is loaded, and a second rendering is whole.
    return {
      html: html.includes(PENDING_BOUNDARY) ? await renderOnce() : html,
      cacheControl: cacheControlFor(page.ttlMs),
    }
  }

  // A page in another language (`in/mm/2d/index.html`) is the English page's, rendered in that language.
  return (relative, url) => {
    const { language, page: english } = splitLanguagePage(relative)
    const page = pages[english]
    if (!page || (page.isQueryFree && url.search !== '')) return Promise.resolve(null)
    const key = `${url.origin} ${relative}`
    const known = rendered.get(key)
    if (known && now() - known.at < page.ttlMs) return known.page
    // A failure is remembered as long as a page would be: the log says so at most once per `ttlMs`.
    const made = renderPage(page, url, language).catch((error: unknown) => {
      logger.error(`Rendering ${page.route} with its data failed; the page goes out as built:`, error)
      return null
    })
    rendered.set(key, { at: now(), page: made })
    return made
  }
}

/**
 * The renderer built at `entry` (`dist/site-render/entry.mjs`); null when it is not built, so the pages go out as
 * built (a server started without a build of the site, as most tests do). Imported again when the file changes: a
 * rebuild gives the site's scripts new names, and a renderer kept from before would write the old ones into pages.
 */
export function builtRenderer(
  entry: string | undefined,
  logger: Pick<Console, 'error'>,
): () => Promise<RenderFirst | null> {
  let loaded: { version: number; render: Promise<RenderFirst | null> } | undefined
  return () => {
    const version = entry && existsSync(entry) ? statSync(entry).mtimeMs : -1
    if (loaded?.version === version) return loaded.render
    const render =
      entry && version >= 0
        ? import(`${pathToFileURL(entry).href}?version=${version}`).then(
            (module: { render?: RenderFirst }) => module.render ?? null,
            (error: unknown) => {
              logger.error(`The page renderer ${entry} did not load; pages go out as built:`, error)
              return null
            },
          )
        : Promise.resolve(null)
    loaded = { version, render }
    return render
  }
}
