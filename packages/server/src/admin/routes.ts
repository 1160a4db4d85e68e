import { failure, success, validationBody } from '@shwe/contract'
import { fieldErrors, idField, kyatAmount } from '@shwe/contract/schemas'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import type { AuthEnv } from '../auth.ts'
import { mountCareAdmin } from '../care/admin.ts'
import { absoluteUrl, readInput } from '../http.ts'
import { mountLotteryAdmin } from '../lottery/admin.ts'
import type { ApiDeps } from '../routes.ts'
import { readReceipt } from '../wallet/receipts.ts'
import { type AdminEnv, adminGuard } from './guard.ts'
import {
  AdminError,
  creditPlayer,
  type Decision,
  decideDeposit,
  decideWithdrawal,
  depositReceipt,
  listActions,
  listDeposits,
  listWithdrawals,
} from './service.ts'

const creditSchema = z.object({
  user_name: z.string({ error: 'The user name field is required.' }).trim().min(1),
  amount: kyatAmount('amount'),
  account: z.enum(['main', 'game'], { error: 'The account field must be main or game.' }).default('main'),
})

/**
 * `/api/admin/*`: list and decide deposits and withdrawals, view a deposit's receipt image, credit players,
 * read the audit log, declare 2D and 3D results (stored, settled at once, and shown on the live board), and
 * close or open numbers, list and lift exclusions. Every call needs the admin token (`adminGuard`).
 */
export function mountAdmin(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const admin = new Hono<AdminEnv>()
  admin.use('*', adminGuard(deps))

  const filterOf = (c: Context) => (c.req.query('status') === 'all' ? 'all' : 'waiting')
  admin.get('/deposits', async (c) => {
    const rows = await listDeposits(deps.db, filterOf(c), deps.config.receiptsDir)
    return c.json(
      success(
        rows.map((row) => ({
          ...row,
          receipt_url: row.has_receipt ? absoluteUrl(c, `/api/admin/deposits/${row.id}/receipt`) : null,
        })),
      ),
    )
  })

  // The image as the player sent it, to the admin token only. It never renders as a page of this origin:
  // nosniff keeps it an image, and the sandbox CSP disables scripts should a browser open it on its own.
  admin.get('/deposits/:id/receipt', async (c) => {
    const id = idField('id').safeParse(c.req.param('id'))
    if (!id.success) return c.json(validationBody(fieldErrors(id.error)), 422)
    try {
      const receipt = await depositReceipt(deps.db, id.data)
      const bytes = await readReceipt(deps.config.receiptsDir, receipt.file)
      if (!bytes) {
        deps.logger.error(
          `The receipt file of deposit ${id.data} is missing from ${deps.config.receiptsDir}.`,
        )
        return c.json(failure(`The receipt file of deposit request ${id.data} is missing.`), 404)
      }
      return c.body(bytes, 200, {
        'Content-Type': receipt.type,
        'Content-Disposition': `inline; filename="deposit-${id.data}-receipt.${receipt.file.split('.').pop()}"`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cache-Control': 'private, no-store',
      })
    } catch (error) {
      if (error instanceof AdminError) return c.json(failure(error.message), error.status)
      throw error
    }
  })
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
    const input = await readInput(c, creditSchema)
    try {
      const action = await creditPlayer(deps.db, {
        userName: input.user_name,
        amount: input.amount,
        account: input.account,
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
  mountCareAdmin(admin, deps)

  api.route('/admin', admin)
}
