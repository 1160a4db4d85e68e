import { failure, success, validationBody } from '@shwe/contract'
import { fieldErrors, idField, kyatAmount } from '@shwe/contract/schemas'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { readJsonObject } from '../http.ts'
import { mountLotteryAdmin } from '../lottery/admin.ts'
import type { ApiDeps } from '../routes.ts'
import {
  AdminError,
  creditPlayer,
  type Decision,
  decideDeposit,
  decideWithdrawal,
  listActions,
  listDeposits,
  listWithdrawals,
} from './service.ts'
import { isAdminToken } from './token.ts'

type AdminEnv = { Variables: { actor: string } }

const creditSchema = z.object({
  user_name: z.string({ error: 'The user name field is required.' }).trim().min(1),
  amount: kyatAmount('amount'),
  account: z.enum(['main', 'game'], { error: 'The account field must be main or game.' }).default('main'),
})

const ADMIN_TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,200}$/

/**
 * `/api/admin/*`: list and decide deposits and withdrawals, credit players, read the audit log, declare
 * 2D and 3D results (stored, settled at once, and shown on the live board), and close or open numbers.
 * Every call needs `Authorization: Bearer <admin token>`. `X-Admin-Actor` names who acts (the CLI sends
 * `cli:<user>`); it is recorded only after the token is accepted.
 */
export function mountAdmin(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const admin = new Hono<AdminEnv>()
  const guard: MiddlewareHandler<AdminEnv> = async (c, next) => {
    const header = c.req.header('Authorization')
    const token = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1]
    const ok =
      token !== undefined &&
      ADMIN_TOKEN_SHAPE.test(token) &&
      (await isAdminToken(deps.db, token, deps.config.adminToken))
    if (!ok) return c.json({ message: 'Unauthenticated.' }, 401)
    const actor = c.req.header('X-Admin-Actor')?.trim()
    c.set('actor', actor && /^[\w:.@-]{1,64}$/.test(actor) ? actor : 'admin-api')
    await next()
  }
  admin.use('*', guard)

  const filterOf = (c: Context) => (c.req.query('status') === 'all' ? 'all' : 'waiting')
  admin.get('/deposits', async (c) => c.json(success(await listDeposits(deps.db, filterOf(c)))))
  admin.get('/withdrawals', async (c) => c.json(success(await listWithdrawals(deps.db, filterOf(c)))))
  admin.get('/actions', async (c) => c.json(success(await listActions(deps.db))))

  const decide = (kind: 'deposit' | 'withdrawal', decision: Decision) => async (c: Context<AdminEnv>) => {
    const id = idField('id').safeParse(c.req.param('id'))
    if (!id.success) return c.json(validationBody(fieldErrors(id.error)), 422)
    const input = { id: id.data, decision, actor: c.get('actor'), at: deps.clock.now() }
    try {
      const action =
        kind === 'deposit' ? await decideDeposit(deps.db, input) : await decideWithdrawal(deps.db, input)
      return c.json(success(action, `The ${kind} was ${decision === 'approve' ? 'approved' : 'rejected'}.`))
    } catch (error) {
      if (error instanceof AdminError) return c.json(failure(error.message), error.status)
      throw error
    }
  }
  admin.post('/deposits/:id/approve', decide('deposit', 'approve'))
  admin.post('/deposits/:id/reject', decide('deposit', 'reject'))
  admin.post('/withdrawals/:id/approve', decide('withdrawal', 'approve'))
  admin.post('/withdrawals/:id/reject', decide('withdrawal', 'reject'))

  admin.post('/credit', async (c) => {
    const parsed = creditSchema.safeParse(await readJsonObject(c))
    if (!parsed.success) return c.json(validationBody(fieldErrors(parsed.error)), 422)
    try {
      const action = await creditPlayer(deps.db, {
        userName: parsed.data.user_name,
        amount: parsed.data.amount,
        account: parsed.data.account,
        actor: c.get('actor'),
        at: deps.clock.now(),
      })
      return c.json(success(action, 'The player was credited.'))
    } catch (error) {
      if (error instanceof AdminError) return c.json(failure(error.message), error.status)
      throw error
    }
  })

  mountLotteryAdmin(admin, deps)

  api.route('/admin', admin)
}
