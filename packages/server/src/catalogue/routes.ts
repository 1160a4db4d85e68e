import { failure, success, validationBody } from '@shwe/contract'
import { fieldErrors, pageField } from '@shwe/contract/schemas'
import type { Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { requestOrigin } from '../http.ts'
import type { ApiDeps } from '../routes.ts'
import { listGamesPage, listGameTypes, listHotGames, listProducts } from './queries.ts'

/** Far beyond any real list; a larger page number is a client bug, not a request for an empty page. */
export const MAX_GAME_LIST_PAGE = 10_000

const gameListQuery = z.object({
  page: pageField(MAX_GAME_LIST_PAGE),
  game_name: z
    .string()
    .trim()
    .max(100, { error: 'The game name field must not be greater than 100 characters.' })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
    .regex(/^[^\x00-\x1f\x7f]*$/, { error: 'The game name field must not contain control characters.' })
    .optional(),
})

/** Path ids are small positive integers; anything else names nothing. */
const pathId = (text: string): number | null => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : null)

/** Game types, providers, game lists and hot games under `/api`; all public. */
export function mountCatalogue(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db } = deps

  api.get('/game_types', async (c) =>
    c.json(success(await listGameTypes(db, requestOrigin(c)), 'Game Types')),
  )

  api.get('/providers/:typeCode', async (c) => {
    const list = await listProducts(db, c.req.param('typeCode'), requestOrigin(c))
    if (!list) return c.json(failure('Providers Not Found'), 404)
    return c.json(success(list, 'Providers'))
  })

  api.get('/game_lists/:typeId/:providerId', async (c) => {
    const parsed = gameListQuery.safeParse({ page: c.req.query('page'), game_name: c.req.query('game_name') })
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    const typeId = pathId(c.req.param('typeId'))
    const productId = pathId(c.req.param('providerId'))
    const list =
      typeId && productId
        ? await listGamesPage(
            db,
            { typeId, productId, page: parsed.data.page, gameName: parsed.data.game_name || undefined },
            requestOrigin(c),
          )
        : null
    if (!list) return c.json(failure('Game List Not Found'), 404)
    return c.json(success(list, 'Game Lists'))
  })

  api.get('/hot_game_lists', async (c) =>
    c.json(success(await listHotGames(db, requestOrigin(c)), 'Hot Game Lists')),
  )
}
