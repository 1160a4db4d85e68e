import { failure, MAX_RECEIPT_BYTES, paths, success } from '@shwe/contract'
import type { Clock } from '@shwe/domain'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { mountAccounts } from './accounts/routes.ts'
import { mountAdmin } from './admin/routes.ts'
import { type AuthEnv, requireAuth } from './auth.ts'
import { mountCare } from './care/routes.ts'
import { mountCatalogue } from './catalogue/routes.ts'
import { type AppConfig, resolveConfig } from './config.ts'
import { mountContent, mountMedia } from './content/routes.ts'
import { STRICT_TRANSPORT_SECURITY } from './csp.ts'
import type { AppDatabase } from './db.ts'
import { mountDigitGame } from './digit/routes.ts'
import { builtRenderer, createFirstContent } from './first-content.ts'
import { mountDemoProvider, mountGames } from './games/routes.ts'
import { arrivedOverHttps, recordArrival } from './http.ts'
import { topWithdrawals } from './leaderboard.ts'
import type { LiveFeed } from './live/feed.ts'
import { mountLiveFeed } from './live/routes.ts'
import { createSimulatorFeed } from './live/simulator.ts'
import { mountLottery } from './lottery/routes.ts'
import { createPageHints } from './page-hints.ts'
import { partnerCors } from './partner-cors.ts'
import { mountPush } from './push/routes.ts'
import type { PushSender } from './push/sender.ts'
import type { ApiDeps } from './routes.ts'
import { mountStatic } from './static.ts'
import { isReceiptUpload } from './wallet/receipts.ts'
import { mountWallet } from './wallet/routes.ts'

export interface AppDeps {
  db: AppDatabase
  clock: Clock
  config?: Partial<AppConfig>
  /** Where unexpected errors are reported; defaults to the console. */
  logger?: Pick<Console, 'error'>
  /** The 2D live feed behind `/api/2d/live`; default a simulator that is not started (figures stand still). */
  liveFeed?: LiveFeed
  /** Win notifications by Web Push; without it the public key answers 503 and wins notify no one. */
  push?: PushSender
}

function createApi(deps: ApiDeps) {
  const { db, clock, liveFeed } = deps
  const api = new Hono<AuthEnv>()

  if (deps.config.partnerOrigins.length > 0) api.use('*', partnerCors(deps.config.partnerOrigins))
  mountAccounts(api, deps)
  mountWallet(api, deps)
  mountCare(api, deps)
  mountPush(api, deps)
  mountAdmin(api, deps)

  // Public data for widgets embedded on partner sites: readable from any origin, no credentials involved.
  api.use(paths.topTenWithdraw, cors({ origin: '*', allowMethods: ['GET'], maxAge: 86_400 }))
  api.get(paths.topTenWithdraw, async (c) => {
    return c.json(success(await topWithdrawals(db, clock.now()), 'Top ten withdrawals this month'))
  })
  mountLiveFeed(api, liveFeed)

  mountCatalogue(api, deps)
  mountContent(api, deps)
  mountGames(api, deps)
  mountDigitGame(api, deps)
  mountLottery(api, deps)
  return api
}

/** The whole HTTP application: the JSON API under `/api` and, when configured, the static files. */
export function createApp(deps: AppDeps): Hono {
  const config = resolveConfig(deps.config)
  const logger = deps.logger ?? console
  const app = new Hono()

  app.use(recordArrival(config))
  app.use('/api/*', async (c, next) => {
    await next()
    // A reply may be stricter (a receipt image is `private, no-store`); none is ever cached by default.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
    if (arrivedOverHttps(c)) c.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  })
  const tooLarge = (c: Context) => c.json(failure('The request body is too large.'), 413)
  const smallBody = bodyLimit({ maxSize: config.maxBodyBytes, onError: tooLarge })
  // A deposit sent as a form may carry a receipt image: room for the largest one beside the fields.
  const receiptBody = bodyLimit({ maxSize: config.maxBodyBytes + MAX_RECEIPT_BYTES, onError: tooLarge })
  app.use('/api/*', (c, next) => (isReceiptUpload(c) ? receiptBody : smallBody)(c, next))

  const apiDeps: ApiDeps = {
    db: deps.db,
    clock: deps.clock,
    config,
    auth: requireAuth({ db: deps.db, clock: deps.clock, config }),
    logger,
    liveFeed: deps.liveFeed ?? createSimulatorFeed({ clock: deps.clock, logger }),
    ...(deps.push ? { push: deps.push } : {}),
  }
  app.route('/api', createApi(apiDeps))
  mountMedia(app, apiDeps)
  mountDemoProvider(app, apiDeps)

  if (config.static)
    mountStatic(app, config.static, {
      rewritePage: createPageHints(apiDeps),
      renderPage: createFirstContent({
        // The API's own routes, so a page carries exactly what its widgets would fetch.
        readApi: (origin, path) => Promise.resolve(app.request(`${origin}/api${path}`)),
        render: builtRenderer(config.static.renderEntry, logger),
        logger,
      }),
      partnerOrigins: config.partnerOrigins,
      imageHosts: config.imageHosts,
    })

  app.notFound((c) => c.json(failure('Not Found'), 404))

  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const response = error.getResponse()
      return error.res ? response : c.json(failure(error.message || 'Request failed.'), error.status)
    }
    logger.error(`${c.req.method} ${c.req.path} failed:`, error)
    return c.json(failure('Server Error'), 500)
  })

  return app
}
