import type { Hono } from 'hono'
import type { AppDatabase } from '../db.ts'
import { artwork, SVG_HEADERS } from '../media/artwork.ts'
import { CATALOGUE_MEDIA_BASE as BASE } from './image-urls.ts'
import { findGameByCode, findProviderByCode, findTypeByCode } from './queries.ts'

/**
 * Catalogue pictures, drawn on request from the catalogue rows: `/media/catalogue/types/<code>.svg`,
 * `/media/catalogue/providers/<code>.svg` and `/media/catalogue/games/<game_code>.svg`. The API hands out
 * absolute URLs built from the request's origin, so clients on other hosts load them from this server.
 */

/** Codes are short ASCII slugs; anything else cannot name a catalogue row. */
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** `name.svg` → `name` when it looks like a code. */
function codeOf(file: string): string | null {
  if (!file.endsWith('.svg')) return null
  const code = file.slice(0, -'.svg'.length)
  return CODE.test(code) ? code : null
}

export function mountCatalogueMedia(app: Hono, db: AppDatabase): void {
  const notFound = () =>
    new Response('Not Found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
    })
  const svg = (body: string) => new Response(body, { headers: SVG_HEADERS })

  app.get(`${BASE}/types/:file`, async (c) => {
    const code = codeOf(c.req.param('file'))
    const type = code ? await findTypeByCode(db, code) : null
    if (!type) return notFound()
    return svg(
      artwork({ width: 160, height: 160, title: type.name, seed: `type:${type.code}`, glyph: type.name[0] }),
    )
  })

  app.get(`${BASE}/providers/:file`, async (c) => {
    const code = codeOf(c.req.param('file'))
    const provider = code ? await findProviderByCode(db, code) : null
    if (!provider) return notFound()
    return svg(
      artwork({
        width: 280,
        height: 100,
        title: provider.name,
        seed: `provider:${provider.code}`,
        glyph: provider.shortName,
      }),
    )
  })

  app.get(`${BASE}/games/:file`, async (c) => {
    const code = codeOf(c.req.param('file'))
    const game = code ? await findGameByCode(db, code) : null
    if (!game) return notFound()
    return svg(
      artwork({
        width: 300,
        height: 300,
        title: game.gameName,
        subtitle: game.providerName,
        seed: `game:${game.gameCode}`,
        glyph: game.gameName[0],
      }),
    )
  })
}
