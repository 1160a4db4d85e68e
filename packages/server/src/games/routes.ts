import { randomInt } from 'node:crypto'
import { failure, type LaunchGameReply, success, validationBody } from '@shwe/contract'
import { fieldErrors } from '@shwe/contract/schemas'
import { GAME_LOG_PERIODS, type PeriodBounds, periodBounds, toDecimalString } from '@shwe/domain'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { gameImageUrl } from '../catalogue/image-urls.ts'
import { mountCatalogueMedia } from '../catalogue/media.ts'
import { findGameById, findLaunchableGame, type LaunchableGame } from '../catalogue/queries.ts'
import { dateRangeQuery, rangeBounds } from '../date-range.ts'
import { readInput, requestOrigin } from '../http.ts'
import { playerAccounts } from '../ledger.ts'
import type { ApiDeps } from '../routes.ts'
import { gameLog } from './game-log.ts'
import { mountLaunchPages } from './launch-page.ts'
import { pageLanguage } from './page-text.ts'
import { errorPage, launchContent, STAKES_KYAT, shanPage, slotPage } from './pages.ts'
import { type RoundResult, settleRound } from './rounds.ts'
import { issueTicket, redeemTicket, touchSession } from './sessions.ts'
import { cardValue, newDeck, playShan, shanPayout, shuffle } from './shan.logic.ts'
import { spin } from './slot.logic.ts'

const LAUNCHED = 'Game launched successfully'
const GAME_NOT_FOUND = { code: 404, message: 'Game not found.' } as const

const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${field} field is required.`
          : `The ${field} field must be a string.`,
    })
    .trim()
    .min(1, { error: `The ${field} field is required.` })
    .max(max, { error: `The ${field} field must not be greater than ${max} characters.` })

// Clients send the product code as a number; a string of digits is accepted as the same thing.
const productCode = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value),
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'The product code field is required.'
          : 'The product code field must be an integer.',
    })
    .int({ error: 'The product code field must be an integer.' })
    .min(1, { error: 'The product code field must be at least 1.' })
    .max(999_999_999, { error: 'The product code field must be an integer.' }),
)

const launchSchema = z.object({
  game_code: requiredText('game code', 64),
  product_code: productCode,
  game_type: requiredText('game type', 32),
})

const shanLaunchSchema = z.object({ product_code: productCode, game_type: requiredText('game type', 32) })

const gameLogQuery = z.object({
  type: z.enum(GAME_LOG_PERIODS, { error: 'The selected type is invalid.' }).default('today'),
})

/** Game launch and the player's game log under `/api`. */
export function mountGames(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, auth } = deps

  // A content launch's HTML is kept by the server and handed out as a one-time sandboxed address
  // (`content_url`), never as raw HTML for a client to write into a window of the site's origin.
  const launch = async (c: Context<AuthEnv>, game: LaunchableGame, mode = game.launchMode) => {
    const issued = { userId: c.get('auth').userId, gameId: game.id, now: clock.now() }
    const ticket = await issueTicket(db, issued)
    const lang = pageLanguage(undefined, c.req.header('Accept-Language'))
    const url = `${requestOrigin(c)}/play/${ticket}?lang=${lang}`
    if (mode === 'content') {
      const page = await issueTicket(db, { ...issued, page: launchContent(url, lang) })
      const reply: LaunchGameReply = {
        code: 200,
        message: LAUNCHED,
        content_url: `${requestOrigin(c)}/launch/${page}?lang=${lang}`,
      }
      return c.json(reply)
    }
    return c.json({ code: 200, message: LAUNCHED, url } satisfies LaunchGameReply)
  }

  api.post('/seamless/launch-game', auth, async (c) => {
    const input = await readInput(c, launchSchema)
    const game = await findLaunchableGame(db, {
      productCode: input.product_code,
      gameType: input.game_type,
      gameCode: input.game_code,
    })
    if (!game) return c.json(GAME_NOT_FOUND, 404)
    return launch(c, game)
  })

  // The Shan launcher names only the product; it opens that product's first Shan table, always by URL.
  api.post('/shankomee/launch-game', auth, async (c) => {
    const { product_code: productCode, game_type: gameType } = await readInput(c, shanLaunchSchema)
    const game = await findLaunchableGame(db, { productCode, gameType })
    if (game?.engine !== 'shan') return c.json(GAME_NOT_FOUND, 404)
    return launch(c, game, 'url')
  })

  // `?from=&to=` (Yangon dates) when given, and then `type` is not looked at; else `?type=`, default today.
  api.get('/player/game-logs', auth, async (c) => {
    const dates = dateRangeQuery(c)
    if (!dates.ok) return c.json(validationBody(dates.errors), 422)
    let bounds: PeriodBounds
    if (dates.range) {
      bounds = rangeBounds(dates.range)
    } else {
      const parsed = gameLogQuery.safeParse({ type: c.req.query('type') })
      if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
      bounds = periodBounds(parsed.data.type, clock.now())
    }
    const rows = await gameLog(db, c.get('auth').userId, bounds)
    return c.json(success(rows, 'Game Logs'))
  })
}

const roundSchema = z.object({
  stake: z
    .number({ error: 'The stake field must be a number.' })
    .refine((kyat) => (STAKES_KYAT as readonly number[]).includes(kyat), {
      error: 'The selected stake is invalid.',
    }),
  request_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'The request id must be 8 to 64 letters, digits, - or _.' })
    .optional(),
})

const SESSION_ENDED = 'Your game session has ended. Please launch the game again from the lobby.'

/** The round endpoints the demo game pages call. */
const SPIN_PATH = '/play/api/spin'
const DEAL_PATH = '/play/api/deal'

/**
 * The built-in demo provider: catalogue pictures, the game pages and their session-scoped round endpoints;
 * also the one-time `/launch/<ticket>` pages that content launches hand out.
 */
export function mountDemoProvider(app: Hono, deps: ApiDeps): void {
  const { db, clock } = deps
  mountCatalogueMedia(app, db)
  mountLaunchPages(app, deps)

  app.use('/play/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
  })
  // The game pages run sandboxed in an opaque origin, so their rounds are cross-origin requests from
  // `Origin: null`. They are authorised by the play session in `X-Play-Session`, not by a cookie or the
  // player's token, so they are let through without credentials, and only from an opaque origin.
  for (const path of [SPIN_PATH, DEAL_PATH]) {
    app.use(
      path,
      cors({
        origin: 'null',
        allowMethods: ['POST'],
        allowHeaders: ['Content-Type', 'X-Play-Session'],
        maxAge: 600,
      }),
    )
  }
  app.use(
    '/play/api/*',
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => c.json(failure('The request body is too large.'), 413) }),
  )

  app.get('/play/:ticket', async (c) => {
    const now = clock.now()
    const lang = pageLanguage(c.req.query('lang'), c.req.header('Accept-Language'))
    const redeemed = await redeemTicket(db, c.req.param('ticket'), now)
    if (!redeemed.ok) return errorPage(redeemed.reason === 'spent' ? 'spent' : 'invalid', lang)
    const game = await findGameById(db, redeemed.gameId)
    if (!game) return errorPage('gone', lang)
    const { game: account } = await playerAccounts(db, redeemed.userId)
    const page = {
      lang,
      session: redeemed.session,
      gameName: game.gameName,
      providerName: game.providerName,
      imageUrl: gameImageUrl(requestOrigin(c), game.gameCode),
      balance: account.balance,
    }
    return game.engine === 'shan' ? shanPage(page) : slotPage(page)
  })

  /** Runs one round for the page's session: validates, draws with `play`, settles through the ledger. */
  const round =
    (engine: LaunchableGame['engine'], play: (stake: bigint) => { outcome: object; payout: bigint }) =>
    async (c: Context) => {
      const now = clock.now()
      const session = await touchSession(db, c.req.header('X-Play-Session') ?? '', now)
      if (!session) return c.json(failure(SESSION_ENDED), 401)
      const game = await findGameById(db, session.gameId)
      if (!game || game.engine !== engine) return c.json(failure('This session is for another game.'), 409)
      const input = await readInput(c, roundSchema)
      const stake = BigInt(input.stake) * 100n
      const { outcome, payout } = play(stake)
      const result: RoundResult = await settleRound(db, {
        userId: session.userId,
        sessionId: session.sessionId,
        engine,
        game,
        stake,
        payout,
        outcome,
        requestId: input.request_id,
        now,
      })
      if (!result.ok) {
        if (result.reason === 'care') {
          return c.json(result.reply.body as object, result.reply.status as ContentfulStatusCode)
        }
        return result.reason === 'insufficient'
          ? c.json(failure('Insufficient balance.', { balance: toDecimalString(result.balance) }), 409)
          : c.json(failure('This request id was already used for another game.'), 409)
      }
      const { round } = result
      return c.json(
        success(
          {
            round_id: round.roundId,
            ...(round.outcome as object),
            stake: toDecimalString(round.stake),
            win: toDecimalString(round.payout),
            balance: toDecimalString(round.balance),
          },
          round.replayed ? 'Round already played.' : 'Round settled.',
        ),
      )
    }

  app.post(
    SPIN_PATH,
    round('slot', (stake) => {
      const { symbols, stops, multiplier } = spin(randomInt)
      return { outcome: { reels: symbols, stops, multiplier }, payout: stake * BigInt(multiplier) }
    }),
  )

  app.post(
    DEAL_PATH,
    round('shan', (stake) => {
      const deal = playShan(shuffle(newDeck(), randomInt), cardValue)
      return { outcome: deal, payout: shanPayout(stake, deal.result) }
    }),
  )
}
