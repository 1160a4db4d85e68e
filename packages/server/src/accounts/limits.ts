import { and, eq, gt, lt, or, sql } from 'drizzle-orm'
import type { AppConfig } from '../config.ts'
import type { AppDatabase } from '../db.ts'
import { loginFailures } from '../schema.ts'
import { signupAttempts } from './schema.ts'

/**
 * Limits on sign-in and account creation that a client cannot step around, counted in the database so that
 * they hold across server processes. The client is the address the trusted proxy reported (IPv6 by /64,
 * see client-address.ts), never a header the client wrote.
 *
 * Sign-in, with N = `loginMaxFailures` and W = `loginWindowMinutes`:
 * - an address that failed more than N times in the last W minutes, on any accounts together (so also on
 *   one account), is answered 429 until its oldest counted failure is W minutes old;
 * - failures count per account, whichever of its logins (user name or phone) was typed; a login that names
 *   no account counts under what was typed;
 * - an account that failed more than N times from all addresses together is never blocked, since a stranger
 *   could then keep its owner out: each further attempt on it first waits `SLOWDOWN_STEP_MS` per failure
 *   beyond N, at most `SLOWDOWN_MAX_MS`. The owner, from an address of their own, still signs in.
 * Each attempt is recorded before it is counted, so a burst of parallel guesses cannot slip under the limit;
 * a success or a refusal removes it again, so only real wrong guesses count.
 *
 * Account creation (register and guest register together): at most `registerMaxPerAddress` per address in
 * `registerWindowMinutes`, refused with 429; a refused request creates nothing and is not counted.
 */

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait a few minutes and try again.'
export const TOO_MANY_SIGNUPS = 'Too many accounts were created from this address. Please try again later.'

/** The wait added to each attempt on an account under attack, per failure beyond the limit. */
export const SLOWDOWN_STEP_MS = 250
/** The longest wait an attempt on an account under attack gets. */
export const SLOWDOWN_MAX_MS = 3_000

const MINUTE_MS = 60_000

/** Whole seconds until `oldest` (epoch seconds) leaves a window of `windowMs` ending now; at least 1. */
function secondsUntilFree(oldest: number | null, windowMs: number, now: Date): number {
  const freeAt = (oldest ?? now.getTime() / 1000) * 1000 + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

/** What the key of a sign-in attempt is: the account it names, or the login as typed. */
export const signInKey = (accountId: number | null, login: string): string =>
  accountId === null ? `login:${login.toLowerCase()}` : `account:${accountId}`

export type SignInCheck =
  | { refused: true; retryAfterSeconds: number; addressFailures: number }
  | {
      refused: false
      /** The recorded attempt: delete it (`forgetSignInAttempt`) when the password was right. */
      attemptId: number
      /** How long to wait before checking the password (an account under attack). */
      delayMs: number
      /** Failures on the account from all addresses in the window, this attempt not included. */
      accountFailures: number
    }

/** Records a sign-in attempt on `key` from `address` and applies the limits above. */
export async function checkSignIn(
  db: AppDatabase,
  input: { key: string; address: string; now: Date },
  config: Pick<AppConfig, 'loginMaxFailures' | 'loginWindowMinutes'>,
): Promise<SignInCheck> {
  const { key, address, now } = input
  const [attempt] = await db
    .insert(loginFailures)
    .values({ login: key, address, createdAt: now })
    .returning({ id: loginFailures.id })
  if (!attempt) throw new Error('checkSignIn: insert returned no row')
  const windowMs = config.loginWindowMinutes * MINUTE_MS
  const [recent] = await db
    .select({
      byAddress: sql<number>`(count(*) filter (where ${loginFailures.address} = ${address}))::int`,
      oldestByAddress: sql<
        number | null
      >`(extract(epoch from min(${loginFailures.createdAt}) filter (where ${loginFailures.address} = ${address})))::float8`,
      byAccount: sql<number>`(count(*) filter (where ${loginFailures.login} = ${key} and ${loginFailures.id} <> ${attempt.id}))::int`,
    })
    .from(loginFailures)
    .where(
      and(
        gt(loginFailures.createdAt, new Date(now.getTime() - windowMs)),
        or(eq(loginFailures.login, key), eq(loginFailures.address, address)),
      ),
    )
  const byAddress = Number(recent?.byAddress ?? 0)
  if (byAddress > config.loginMaxFailures) {
    await forgetSignInAttempt(db, attempt.id)
    return {
      refused: true,
      retryAfterSeconds: secondsUntilFree(recent?.oldestByAddress ?? null, windowMs, now),
      addressFailures: byAddress - 1,
    }
  }
  const accountFailures = Number(recent?.byAccount ?? 0)
  const beyond = accountFailures - config.loginMaxFailures
  return {
    refused: false,
    attemptId: attempt.id,
    delayMs: beyond > 0 ? Math.min(SLOWDOWN_MAX_MS, beyond * SLOWDOWN_STEP_MS) : 0,
    accountFailures,
  }
}

/** Removes a recorded attempt that turned out not to be a wrong guess. */
export async function forgetSignInAttempt(db: AppDatabase, attemptId: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, attemptId))
}

export type SignupCheck = { refused: true; retryAfterSeconds: number } | { refused: false; attemptId: number }

/** Counts a request for a new account from `address`, or refuses it when the address is over its allowance. */
export async function checkSignup(
  db: AppDatabase,
  input: { address: string; now: Date },
  config: Pick<AppConfig, 'registerMaxPerAddress' | 'registerWindowMinutes'>,
): Promise<SignupCheck> {
  const { address, now } = input
  const since = new Date(now.getTime() - config.registerWindowMinutes * MINUTE_MS)
  // Rows out of the window count for no one any more.
  await db.delete(signupAttempts).where(lt(signupAttempts.createdAt, since))
  const [attempt] = await db
    .insert(signupAttempts)
    .values({ address, createdAt: now })
    .returning({ id: signupAttempts.id })
  if (!attempt) throw new Error('checkSignup: insert returned no row')
  const [recent] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<number | null>`(extract(epoch from min(${signupAttempts.createdAt})))::float8`,
    })
    .from(signupAttempts)
    .where(and(eq(signupAttempts.address, address), gt(signupAttempts.createdAt, since)))
  if (Number(recent?.count ?? 0) > config.registerMaxPerAddress) {
    await forgetSignup(db, attempt.id)
    return {
      refused: true,
      retryAfterSeconds: secondsUntilFree(
        recent?.oldest ?? null,
        config.registerWindowMinutes * MINUTE_MS,
        now,
      ),
    }
  }
  return { refused: false, attemptId: attempt.id }
}

/** Gives back the allowance a request took when it could not be served (the server was busy). */
export async function forgetSignup(db: AppDatabase, attemptId: number): Promise<void> {
  await db.delete(signupAttempts).where(eq(signupAttempts.id, attemptId))
}
