import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { ApiDeps } from '../routes.ts'
import { mountExchange } from './exchange.ts'
import { mountPaymentMethods } from './payment-methods.ts'
import { mountDeposits, mountWithdrawals } from './requests.ts'

/** The wallet under `/api`: exchange, payment methods, deposit and withdrawal requests, and their logs. */
export function mountWallet(api: Hono<AuthEnv>, deps: ApiDeps): void {
  mountExchange(api, deps)
  mountPaymentMethods(api, deps)
  mountDeposits(api, deps)
  mountWithdrawals(api, deps)
}
