import { listBanners, listPromotions } from './content/routes.ts'
import type { AppDatabase } from './db.ts'

/**
 * A page's first picture, written into its HTML as the server sends it, so that it shows before any script has
 * run and before the API has answered. The site's pages are built once, but the pictures live in the database
 * (operators change banners at runtime), so the build leaves a marker where the picture goes:
 *
 * - `data-first-banner=""` on the home's banner frame (widgets/catalogue/BannerCarousel.tsx),
 * - `data-first-promotion=""` on the first promotion card's picture box (widgets/promotions/PromotionImage.tsx).
 *
 * For the first marked element of each kind the server sets the marker to `painted`, adds the picture as the
 * element's CSS background, and adds `<link rel="preload" as="image" fetchpriority="high">` to the head. The
 * widgets keep that element through hydration (Preact does not diff attributes while hydrating, and afterwards
 * compares only the props it rendered, so it never touches these two) and later draw their `<img>` exactly
 * over it: same box, same `cover` fit. e2e/catalogue.test.ts checks this in Chromium.
 *
 * Nothing here depends on who asks: every visitor gets the same page, and it changes only with the data.
 */

/** Where each marker's picture comes from: the raw address the API would send for it, or null. */
export type PictureSource = (db: AppDatabase) => Promise<string | null>

/** The same queries, and the same first row, as the API routes the widgets call (`/api/banner`, `/api/promotion`). */
const PICTURE_SOURCES: Readonly<Record<string, PictureSource>> = {
  'data-first-banner': async (db) => {
    const [first] = await listBanners(db)
    return first ? first.img_url || first.image : null
  },
  'data-first-promotion': async (db) => {
    const [first] = await listPromotions(db)
    return first ? first.img_url || first.image : null
  },
}

/** Stands for whichever origin serves the page: only addresses that stay on it are written. */
const PAGE_ORIGIN = 'http://page.invalid'
/** The API base the site's widgets use; content pictures are resolved against it (`{apiBase}/../{path}`). */
const API_BASE = '/api'
/** A relative path in characters that need no escaping anywhere: no scheme, quote, bracket, space or backslash. */
const PLAIN_PATH = /^\/?[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*$/
/** Where the server's own pictures are served (content/media.ts). */
const MEDIA_ROOT = '/media/'

/**
 * The root-relative address of a picture named by the server's data, or null when it may not be written into a
 * page. Resolved as the widgets resolve it (`mediaUrl` in packages/ui: `{apiBase}/../{path}`), but stricter,
 * because the page is the same on every host it is served from: only a plain path that lands under `/media/`
 * on the page's own origin qualifies. Absolute addresses, `javascript:` and other schemes, queries, fragments,
 * percent-escapes and anything with quotes, brackets, spaces or backslashes are refused; the widget still
 * shows what its own rules allow once it has loaded.
 */
export function pagePicture(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || !PLAIN_PATH.test(raw)) return null
  let url: URL
  try {
    url = new URL(`${API_BASE}/../${raw.replace(/^\//, '')}`, PAGE_ORIGIN)
  } catch {
    return null
  }
  const isPlain = url.origin === PAGE_ORIGIN && PLAIN_PATH.test(url.pathname)
  return isPlain && url.pathname.startsWith(MEDIA_ROOT) ? url.pathname : null
}

/** Text for a double-quoted HTML attribute. */
const attribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Paints `href` into the first element that carries `marker` with an empty value, as its background; null when
 * there is none, or it already has a `style` (a second one would be ignored by the browser).
 */
export function paintMarker(html: string, marker: string, href: string): string | null {
  // Attribute values in the prerendered HTML are escaped, so `<` and `>` only delimit tags.
  const found = new RegExp(`<[a-zA-Z][^<>]*?\\s${marker}=""`).exec(html)
  if (!found) return null
  const end = html.indexOf('>', found.index)
  if (end < 0 || /\sstyle=/i.test(html.slice(found.index, end))) return null
  const at = found.index + found[0].length - '=""'.length
  const painted = `="painted" style="background-image:url(${attribute(JSON.stringify(href))})"`
  return html.slice(0, at) + painted + html.slice(at + '=""'.length)
}

/** Adds preload links for `hrefs` at the start of the head, right after its charset; null without a head. */
export function withPreloads(html: string, hrefs: readonly string[]): string | null {
  const head = /<head(?:\s[^<>]*)?>/i.exec(html)
  if (!head) return null
  let at = head.index + head[0].length
  const charset = /^\s*<meta\s+charset=[^<>]*>/i.exec(html.slice(at))
  if (charset) at += charset[0].length
  const links = hrefs
    .map((href) => `<link rel="preload" as="image" href="${attribute(href)}" fetchpriority="high">`)
    .join('')
  return html.slice(0, at) + links + html.slice(at)
}

/** Writes each marked picture into `html`; null when nothing was written (the page goes out as built). */
export function writePictures(html: string, pictures: ReadonlyMap<string, string | null>): string | null {
  let page = html
  const hrefs: string[] = []
  for (const [marker, raw] of pictures) {
    const href = pagePicture(raw)
    const painted = href ? paintMarker(page, marker, href) : null
    if (!href || painted === null) continue
    page = painted
    hrefs.push(href)
  }
  return hrefs.length > 0 ? withPreloads(page, hrefs) : null
}

/** Rewrites a page's HTML as it is sent; null sends the page as built. */
export type PageRewriter = (html: string) => Promise<string | null>

export interface PageHintsOptions {
  db: AppDatabase
  logger: Pick<Console, 'error'>
  /** How long a looked-up picture is reused before the database is asked again. */
  ttlMs?: number
  sources?: Readonly<Record<string, PictureSource>>
  now?: () => number
}

/** A few seconds: a changed banner reaches new page loads almost at once, and a busy home asks the database rarely. */
const PAGE_HINTS_TTL_MS = 5_000

/**
 * The rewriter for the site's pages: pages without a marker are left alone without asking the database, and
 * when the database fails or has no picture the page goes out unchanged (the widgets load it as before).
 */
export function createPageHints({
  db,
  logger,
  ttlMs = PAGE_HINTS_TTL_MS,
  sources = PICTURE_SOURCES,
  now = () => performance.now(),
}: PageHintsOptions): PageRewriter {
  const looked = new Map<string, { at: number; picture: Promise<string | null> }>()

  function lookUp(marker: string, source: PictureSource): Promise<string | null> {
    const known = looked.get(marker)
    if (known && now() - known.at < ttlMs) return known.picture
    // A failure is remembered as long as a picture would be: the log says so at most once per `ttlMs`.
    const picture = Promise.resolve()
      .then(() => source(db))
      .catch((error: unknown) => {
        logger.error(
          `Reading the ${marker} picture for the page failed; the page goes out without it:`,
          error,
        )
        return null
      })
    looked.set(marker, { at: now(), picture })
    return picture
  }

  return async (html) => {
    const marked = Object.entries(sources).filter(([marker]) => html.includes(` ${marker}=""`))
    if (marked.length === 0) return null
    const pictures = await Promise.all(
      marked.map(async ([marker, source]) => [marker, await lookUp(marker, source)] as const),
    )
    return writePictures(html, new Map(pictures))
  }
}
