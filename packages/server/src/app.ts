import { failure, paths, success, validationBody } from '@shwe/contract'
import { fieldErrors, loginSchema } from '@shwe/contract/schemas'
import type { Clock } from '@shwe/domain'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { type AuthEnv, issueToken, requireAuth, revokeToken, unauthenticated } from './auth.ts'
import { mountCatalogue } from './catalogue/routes.ts'
import { type AppConfig, resolveConfig } from './config.ts'
import { mountContent, mountMedia } from './content/routes.ts'
import type { AppDatabase } from './db.ts'
import { topWithdrawals } from './leaderboard.ts'
import { mountDemoProvider, mountGames } from './games/routes.ts'
import { hashPassword, needsRehash, verifyPassword } from './password.ts'
import type { ApiDeps } from './routes.ts'
import { mountStatic } from './static.ts'
import { findLoginCandidate, loadProfile, setPasswordHash } from './users.ts'

export interface AppDeps {
  db: AppDatabase
  clock: Clock
  config?: Partial<AppConfig>
  /** Where unexpected errors are reported; defaults to the console. */
  logger?: Pick<Console, 'error'>
}

const CREDENTIALS_MISMATCH = 'Credentials do not match!'

/** Reads a JSON object body; a malformed or non-object body is a 422 with a field-style message. */
async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be valid JSON.'] }), 422),
    })
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be a JSON object.'] }), 422),
    })
  }
  return body as Record<string, unknown>
}

function createApi(deps: ApiDeps) {
  const { db, clock, config, auth } = deps
  const api = new Hono<AuthEnv>()

  api.post(paths.login, async (c) => {
    const parsed = loginSchema.safeParse(await readJsonObject(c))
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    const { user_name: login, password } = parsed.data

    const user = await findLoginCandidate(db, login)
    // Verify even when there is no such user, so the answer takes the same time either way.
    const matches = await verifyPassword(password, user?.passwordHash ?? null, config.scryptLogN)
    if (!user || !matches) return c.json(failure(CREDENTIALS_MISMATCH), 401)
    if (user.role !== 'player') return c.json(failure('You do not have permissions'), 403)
    if (user.status !== 1) return c.json(failure('Your account is not activated!'), 403)

    if (needsRehash(user.passwordHash, config.scryptLogN)) {
      await setPasswordHash(db, user.id, await hashPassword(password, config.scryptLogN))
    }
    const token = await issueToken(db, user.id, clock.now(), config)
    const profile = await loadProfile(db, user.id)
    if (!profile) throw new Error(`login: user ${user.id} disappeared`)
    return c.json(success({ user: profile, token }, 'User login successfully.'))
  })

  api.post(paths.logout, auth, async (c) => {
    await revokeToken(db, c.get('auth').tokenId, clock.now())
    return c.json(success({ message: 'Logged out successfully.' }))
  })

  api.get(paths.user, auth, async (c) => {
    const profile = await loadProfile(db, c.get('auth').userId)
    if (!profile) return unauthenticated(c)
    return c.json(success(profile, 'User Success'))
  })

  // Public data for widgets embedded on partner sites: readable from any origin, no credentials involved.
  api.use(paths.topTenWithdraw, cors({ origin: '*', allowMethods: ['GET'], maxAge: 86_400 }))
  api.get(paths.topTenWithdraw, async (c) => {
    return c.json(success(await topWithdrawals(db, clock.now()), 'Top ten withdrawals this month'))
  })

  mountCatalogue(api, deps)
  mountContent(api, deps)
  mountGames(api, deps)
  return api
}

/** The whole HTTP application: the JSON API under `/api` and, when configured, the static files. */
export function createApp(deps: AppDeps): Hono {
  const config = resolveConfig(deps.config)
  const logger = deps.logger ?? console
  const app = new Hono()

  app.use('/api/*', async (c, next) => {
    await next()
    c.header('Cache-Control', 'no-store')
    c.header('X-Content-Type-Options', 'nosniff')
  })
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: config.maxBodyBytes,
      onError: (c) => c.json(failure('The request body is too large.'), 413),
    }),
  )

  const apiDeps: ApiDeps = {
    db: deps.db,
    clock: deps.clock,
    config,
    auth: requireAuth({ db: deps.db, clock: deps.clock, config }),
    logger,
  }
  app.route('/api', createApi(apiDeps))
  mountMedia(app, apiDeps)
  mountDemoProvider(app, apiDeps)

  if (config.static) mountStatic(app, config.static)

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
