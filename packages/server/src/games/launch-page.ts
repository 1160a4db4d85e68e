import type { Hono } from 'hono'
import type { ApiDeps } from '../routes.ts'
import { HTML_LANG, PAGE_TEXT, type PageLanguage, pageLanguage } from './page-text.ts'
import { escapeHtml, PROVIDER_SANDBOX } from './pages.ts'
import { takeLaunchPage } from './sessions.ts'

/**
 * A provider's HTML launch page, served once at `/launch/<ticket>`. It is the provider's document, so it must
 * never run with the site's origin, where the player's bearer token lives: `PROVIDER_SANDBOX` gives it an
 * opaque origin. Its own scripts and styles are the provider's business, so the policy restricts nothing else.
 */

/** Every `/launch/` reply carries exactly these, the page and the refusals alike. */
const LAUNCH_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': PROVIDER_SANDBOX,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-store',
}

/** A dead launch address: used or expired (410), never issued (404). Text only, nothing of any game. */
function refusal(status: 404 | 410, lang: PageLanguage): Response {
  const t = PAGE_TEXT[lang]
  const title = status === 410 ? t.linkExpiredTitle : t.notFoundTitle
  const text = status === 410 ? t.linkExpired : t.linkInvalid
  const html = [
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body>`,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    '</body></html>',
  ].join('')
  return new Response(html, { status, headers: LAUNCH_PAGE_HEADERS })
}

/** `GET /launch/<ticket>`: the page a content launch issued, once; `?lang=` picks the refusal's language. */
export function mountLaunchPages(app: Hono, deps: Pick<ApiDeps, 'db' | 'clock'>): void {
  const { db, clock } = deps
  app.get('/launch/:ticket', async (c) => {
    const taken = await takeLaunchPage(db, c.req.param('ticket'), clock.now())
    if (!taken.ok) {
      const lang = pageLanguage(c.req.query('lang'), c.req.header('Accept-Language'))
      return refusal(taken.reason === 'spent' ? 410 : 404, lang)
    }
    return new Response(taken.page, { headers: LAUNCH_PAGE_HEADERS })
  })
}
