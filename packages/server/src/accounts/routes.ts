import { randomInt } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { failure, paths, success, validationBody } from '@shwe/contract'
import {
  changePasswordSchema,
  fieldErrors,
  guestRegisterSchema,
  idField,
  loginSchema,
  registerSchema,
} from '@shwe/contract/schemas'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Context, Hono } from 'hono'
import { type AuthEnv, issueToken, revokeToken, unauthenticated } from '../auth.ts'
import { type AppDatabase, isUniqueViolation } from '../db.ts'
import { clientKey, readInput, readJsonObject } from '../http.ts'
import { hashPassword, needsRehash, PasswordWorkBusy, verifyPassword } from '../password.ts'
import type { ApiDeps } from '../routes.ts'
import { authTokens, paymentTypes, users } from '../schema.ts'
import {
  createUser,
  findLoginCandidate,
  GUEST_REFERRAL_CODE,
  loadProfile,
  setPasswordHash,
} from '../users.ts'
import { rememberUserPayment } from '../wallet/payments.ts'
import { toUnicodeBurmese } from '../zawgyi.ts'
import {
  checkSignIn,
  checkSignup,
  forgetSignInAttempt,
  forgetSignup,
  signInKey,
  TOO_MANY_ATTEMPTS,
  TOO_MANY_SIGNUPS,
} from './limits.ts'

export { TOO_MANY_ATTEMPTS, TOO_MANY_SIGNUPS } from './limits.ts'

const CREDENTIALS_MISMATCH = 'Credentials do not match!'

/** `Pi` and eight random digits, as the operators' backends name registered players. */
const newUserName = () => `Pi${String(randomInt(0, 100_000_000)).padStart(8, '0')}`

export function mountAccounts(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db, clock, config, auth, logger } = deps
  const loginWindow = `${config.loginWindowMinutes} min`

  /** Runs password work; when the server is too busy for it, logs the refusal and answers 503. */
  const hashing = async <T>(what: string, work: () => Promise<T>, undo?: () => Promise<void>) => {
    try {
      return await work()
    } catch (error) {
      if (!(error instanceof PasswordWorkBusy)) throw error
      await undo?.()
      logger.error(`${what} refused (server busy): too much password work waiting`)
      throw error
    }
  }

  api.post(paths.login, async (c) => {
    const { user_name: login, password } = await readInput(c, loginSchema)
    const now = clock.now()
    const address = clientKey(c)
    const user = await findLoginCandidate(db, login)
    const key = signInKey(user?.id ?? null, login)
    const check = await checkSignIn(db, { key, address, now }, config)
    // An account by its id; what was typed for no account is never logged (it may be a mistyped password).
    const named = user ? JSON.stringify(key) : 'a login that names no account'
    if (check.refused) {
      logger.error(
        `sign-in refused (address limit): ${address} failed ${check.addressFailures} times in ${loginWindow}; tried ${named}`,
      )
      c.header('Retry-After', String(check.retryAfterSeconds))
      return c.json(failure(TOO_MANY_ATTEMPTS), 429)
    }
    if (check.delayMs > 0) {
      logger.error(
        `sign-in slowed ${check.delayMs} ms (account under attack): ${named} failed ${check.accountFailures} times in ${loginWindow} from all addresses; this attempt from ${address}`,
      )
      await sleep(check.delayMs)
    }

    // Verify even when there is no such user, so the answer takes the same time either way.
    const matches = await hashing(
      'sign-in',
      () => verifyPassword(password, user?.passwordHash ?? null, config.scryptLogN),
      () => forgetSignInAttempt(db, check.attemptId),
    )
    if (!user || !matches) return c.json(failure(CREDENTIALS_MISMATCH), 401)
    await forgetSignInAttempt(db, check.attemptId)
    if (user.role !== 'player') return c.json(failure('You do not have permissions'), 403)
    if (user.status !== 1) return c.json(failure('Your account is not activated!'), 403)

    if (needsRehash(user.passwordHash, config.scryptLogN)) {
      try {
        await setPasswordHash(db, user.id, await hashPassword(password, config.scryptLogN))
      } catch (error) {
        // A busy server keeps the older hash for now: the next sign-in replaces it.
        if (!(error instanceof PasswordWorkBusy)) throw error
      }
    }
    const token = await issueToken(db, user.id, now, config)
    const profile = await loadProfile(db, user.id)
    if (!profile) throw new Error(`login: user ${user.id} disappeared`)
    return c.json(success({ user: profile, token }, 'User login successfully.'))
  })

  /** Takes one of the address's new accounts, or answers 429; resolves to the attempt to give back if busy. */
  const allowSignup = async (c: Context): Promise<number | Response> => {
    const address = clientKey(c)
    const check = await checkSignup(db, { address, now: clock.now() }, config)
    if (!check.refused) return check.attemptId
    logger.error(
      `sign-up refused (address limit): ${address} asked for more than ${config.registerMaxPerAddress} accounts in ${config.registerWindowMinutes} min`,
    )
    c.header('Retry-After', String(check.retryAfterSeconds))
    return c.json(failure(TOO_MANY_SIGNUPS), 429)
  }

  api.post('/register', async (c) => {
    const input = await readInput(c, registerSchema)
    const signup = await allowSignup(c)
    if (signup instanceof Response) return signup
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.referralCode, input.referral_code), eq(users.role, 'agent'), eq(users.status, 1)))
    if (!agent)
      return c.json(validationBody({ referral_code: ['The referral code does not match any agent.'] }), 422)
    const phoneTaken = validationBody({ phone: ['The phone has already been taken.'] })
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))
    if (existing) return c.json(phoneTaken, 422)

    const passwordHash = await hashing(
      'sign-up',
      () => hashPassword(input.password, config.scryptLogN, 'sign-ups'),
      () => forgetSignup(db, signup),
    )
    const payout = await payoutAccount(db, input)
    // Names typed in the legacy Zawgyi encoding are stored in Unicode, so that every device shows them.
    const name = toUnicodeBurmese(input.name)
    const now = clock.now()
    let userId: number | null = null
    for (let tries = 0; userId === null && tries < 8; tries++) {
      try {
        userId = await db.transaction(async (tx) => {
          const id = await createUser(tx, {
            userName: newUserName(),
            name,
            phone: input.phone,
            passwordHash,
            role: 'player',
            agentId: agent.id,
            createdAt: now,
          })
          if (payout) await rememberUserPayment(tx, id, payout)
          return id
        })
      } catch (error) {
        if (!isUniqueViolation(error)) throw error
        // Either the generated name collided (try another) or the phone was taken meanwhile.
        const [raced] = await db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone))
        if (raced) return c.json(phoneTaken, 422)
      }
    }
    if (userId === null) throw new Error('register: could not find a free user name')
    const token = await issueToken(db, userId, now, config)
    const profile = await loadProfile(db, userId)
    return c.json(success({ user: profile, token }, 'User register successfully.'))
  })

  api.post('/guest-register', async (c) => {
    const guestInvalid = (errors: Record<string, string[]>) =>
      c.json({ status: 'error', message: 'Validation failed', errors }, 422)
    let body: Record<string, unknown>
    try {
      body = await readJsonObject(c)
    } catch {
      return guestInvalid({ body: ['The request body must be a JSON object.'] })
    }
    const parsed = guestRegisterSchema.safeParse(body)
    if (!parsed.success) return guestInvalid(fieldErrors(parsed.error))
    const input = parsed.data
    const signup = await allowSignup(c)
    if (signup instanceof Response) return signup
    const nameTaken = { user_name: ['The user name has already been taken.'] }
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.userName, input.user_name))
    if (taken) return guestInvalid(nameTaken)
    const [agent] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'agent'))
      .orderBy(asc(ne(users.referralCode, GUEST_REFERRAL_CODE)), asc(users.id))
      .limit(1)
    const passwordHash = await hashing(
      'sign-up',
      () => hashPassword(input.password, config.scryptLogN, 'sign-ups'),
      () => forgetSignup(db, signup),
    )
    const now = clock.now()
    let userId: number
    try {
      userId = await createUser(db, {
        userName: input.user_name,
        name: toUnicodeBurmese(input.name),
        phone: input.phone || null,
        passwordHash,
        role: 'player',
        agentId: agent?.id ?? null,
        isGuest: true,
        createdAt: now,
      })
    } catch (error) {
      if (isUniqueViolation(error)) return guestInvalid(nameTaken)
      throw error
    }
    const token = await issueToken(db, userId, now, config)
    const profile = await loadProfile(db, userId)
    return c.json(
      {
        status: 'success',
        message: 'Guest account created successfully',
        data: {
          user: {
            ...profile,
            agent_id: agent?.id ?? null,
            is_changed_password: 1,
            type: 40,
            referral_code: GUEST_REFERRAL_CODE,
          },
          token,
        },
      },
      201,
    )
  })

  api.post('/logout', auth, async (c) => {
    await revokeToken(db, c.get('auth').tokenId, clock.now())
    return c.json(success({ message: 'Logged out successfully.' }))
  })

  api.get(paths.user, auth, async (c) => {
    const profile = await loadProfile(db, c.get('auth').userId)
    if (!profile) return unauthenticated(c)
    return c.json(success(profile, 'User Success'))
  })

  api.post('/change-password', auth, async (c) => {
    const input = await readInput(c, changePasswordSchema)
    const { userId, tokenId } = c.get('auth')
    const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId))
    const current = input.current_password
    if (
      !(await hashing('password change', () =>
        verifyPassword(current, user?.hash ?? null, config.scryptLogN),
      ))
    ) {
      return c.json(validationBody({ current_password: ['Old Password is incorrect'] }), 422)
    }
    const hash = await hashing('password change', () => hashPassword(input.password, config.scryptLogN))
    await db.transaction(async (tx) => {
      await setPasswordHash(tx, userId, hash)
      // Every other session ends: whoever knew the old password is signed out.
      await tx
        .update(authTokens)
        .set({ revokedAt: clock.now() })
        .where(and(eq(authTokens.userId, userId), ne(authTokens.id, tokenId)))
    })
    return c.json(success(await loadProfile(db, userId), 'Password has been changed successfully.'))
  })
}

/** The optional payout account given at registration, when it is complete and names a real payment type. */
async function payoutAccount(
  db: AppDatabase,
  input: {
    payment_type_id?: unknown
    account_name?: string | undefined
    account_number?: string | undefined
  },
) {
  const id = idField('payment type id').safeParse(input.payment_type_id)
  if (
    !id.success ||
    !input.account_name ||
    !input.account_number ||
    !/^\d{1,30}$/.test(input.account_number)
  ) {
    return null
  }
  const [type] = await db
    .select({ id: paymentTypes.id })
    .from(paymentTypes)
    .where(eq(paymentTypes.id, id.data))
  return type
    ? { paymentTypeId: type.id, accountName: input.account_name, accountNumber: input.account_number }
    : null
}
