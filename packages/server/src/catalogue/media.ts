import type { Hono } from 'hono'
import type { AppDatabase } from '../db.ts'
import { type ArtworkOptions, artwork, SVG_HEADERS } from '../media/artwork.ts'
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

  /** `<BASE>/<folder>/<code>.svg`: the picture of the row `find` gives for the code, or 404. */
  const picture = <T>(
    folder: string,
    find: (db: AppDatabase, code: string) => Promise<T | null | undefined>,
    draw: (row: T) => ArtworkOptions,
  ) =>
    app.get(`${BASE}/${folder}/:file`, async (c) => {
      const code = codeOf(c.req.param('file'))
      const row = code ? await find(db, code) : null
      return row ? svg(artwork(draw(row))) : notFound()
    })

  picture('types', findTypeByCode, (type) => ({
    width: 160,
    height: 160,
    title: type.name,
    seed: `type:${type.code}`,
    glyph: type.name[0],
  }))
  picture('providers', findProviderByCode, (provider) => ({
    width: 280,
    height: 100,
    title: provider.name,
    seed: `provider:${provider.code}`,
    glyph: provider.shortName,
  }))
  picture('games', findGameByCode, (game) => ({
    width: 300,
    height: 300,
    title: game.gameName,
    subtitle: game.providerName,
    seed: `game:${game.gameCode}`,
    glyph: game.gameName[0],
  }))
}
