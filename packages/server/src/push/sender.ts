import type { WinPushPayload } from '@shwe/contract'
import { type Clock, systemClock } from '@shwe/domain'
import { and, eq, sql } from 'drizzle-orm'
import webPush from 'web-push'
import { type AppConfig, DEFAULT_CONFIG } from '../config.ts'
import { type AppDatabase, processName } from '../db.ts'
import { type DrawSession, type LotteryGame, lotteryBets } from '../lottery/schema.ts'
import type { SettledWin, WinNotifier } from '../lottery/settle.ts'
import { createOutboundClient, OutboundRefused, type Resolver } from '../outbound.ts'
import { type WinNotice, winPayload } from './message.ts'
import { pushOutbox, pushSubscriptions } from './schema.ts'
import { endpointOrigin, pushEndpointProblem } from './subscription.ts'
import type { VapidKeys } from './vapid.ts'

/**
 * Sends win notifications from the push outbox. Settlement writes one row per device and winning number in
 * the transaction that pays the win, then tells the sender of its own process, which sends at once; every
 * process also looks for due rows every `pollMs`, so rows left by a server that stopped, or written by another,
 * go out too. A pass claims a few due rows (`for update skip locked`, moving their next attempt past the time
 * limit and naming this process), sends them, and marks each sent after the push service's reply; a failure
 * puts the row off with a growing wait, and a row still unsent a day after it was written is given up. A
 * process that dies in the middle of a send leaves its rows claimed until the claim runs out; another then
 * sends them. The prize shown is read when the push is made, so a number whose lines were paid in two batches
 * gets its whole prize, and a later push replaces an earlier one on the device (same tag, same `Topic`).
 * A device the push service no longer knows (404, 410) is forgotten with its rows.
 *
 * web-push encrypts the message (RFC 8291) and signs the VAPID header (RFC 8292); the request itself is sent
 * here, with a time limit and a way to cut it off when the server stops, through the outbound client: the
 * endpoint must still pass the subscription rules, its name must lead to a public address (checked on the
 * address connected to), and the push service's reply is read up to 4 KiB and otherwise dropped unread.
 * A push refused by these checks is logged and retried like any failure, and the device kept: the rules may be
 * widened (`PUSH_HOSTS`), and a name that resolves to a private address is a fault of DNS, not of the device.
 */

export interface PushSender extends WinNotifier {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string
  /** Sends the outbox's due rows now, in the background; never throws. */
  notifyWins(wins: readonly SettledWin[]): void
  /** Looks for due rows every `pollMs` from now on. */
  start(): void
  /** Resolves once no row is due and no push is in flight. */
  idle(): Promise<void>
  /** Stops looking, cuts off pushes in flight (their rows are due again at once), and resolves when none is left. */
  stop(): Promise<void>
}

export interface PushSenderOptions {
  db: AppDatabase
  vapid: VapidKeys & {
    /** The contact the push services may use about this server's pushes: a mailto: or https: URL. */
    subject: string
  }
  logger: Pick<Console, 'error'>
  config?: Partial<Pick<AppConfig, 'pushAllowLoopbackHttp' | 'pushHosts'>>
  /** Resolves push services' names (default: the system's resolver). */
  resolve?: Resolver
  clock?: Clock
  /** Longest wait for one push service's answer (default 10 s). */
  timeoutMs?: number
  /** Pushes in flight at once (default 8). */
  concurrency?: number
  /** How long a push service keeps a push for a device that is offline (default 12 hours). */
  ttlSeconds?: number
  /** How often the outbox is read for due rows once started (default 5 s). */
  pollMs?: number
  /** First wait after a failed push; each further failure doubles it, up to an hour (default 30 s). */
  retryMs?: number
  /** A claimed row is due again after this long, if its sender never said how it went (default the time limit + 10 s). */
  claimMs?: number
  /** A row unsent this long after it was written is given up (default one day). */
  giveUpMs?: number
}

const DEFAULTS = {
  timeoutMs: 10_000,
  concurrency: 8,
  ttlSeconds: 12 * 60 * 60,
  pollMs: 5_000,
  retryMs: 30_000,
  giveUpMs: 24 * 60 * 60_000,
}

/** The longest wait between two attempts at one push. */
const MAX_RETRY_MS = 60 * 60_000

/** Most bytes of a push service's reply body read; a longer reply is cut off unread. */
const REPLY_CAP = 4 * 1024

interface Claimed {
  id: number
  subscriptionId: number
  userId: number
  game: LotteryGame
  drawDate: string
  session: DrawSession
  number: string
  version: number
  attempts: number
  createdAt: Date
}

type Subscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'language'
>

type Outcome = 'sent' | 'gone' | 'failed' | 'stopped'

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid, logger } = options
  const clock = options.clock ?? systemClock
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs
  const concurrency = options.concurrency ?? DEFAULTS.concurrency
  const ttlSeconds = options.ttlSeconds ?? DEFAULTS.ttlSeconds
  const pollMs = options.pollMs ?? DEFAULTS.pollMs
  const retryMs = options.retryMs ?? DEFAULTS.retryMs
  const claimMs = options.claimMs ?? timeoutMs + 10_000
  const giveUpMs = options.giveUpMs ?? DEFAULTS.giveUpMs
  const rules = {
    pushHosts: options.config?.pushHosts ?? DEFAULT_CONFIG.pushHosts,
    allowLoopbackHttp: options.config?.pushAllowLoopbackHttp ?? false,
  }
  const outbound = createOutboundClient({
    allowLoopbackHttp: rules.allowLoopbackHttp,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  })
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }

  let stopped = false
  const stopping = new AbortController()
  let timer: ReturnType<typeof setInterval> | undefined
  /** The pass running now, if any; `again` asks it to look once more when it ends. */
  let draining: Promise<void> | undefined
  let again = false
  const inFlight = new Set<number>()

  const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString()
  const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows

  /** Marks rows past their day as given up, then claims up to `concurrency` due rows for this process. */
  async function claim(): Promise<Claimed[]> {
    const now = clock.now().toISOString()
    const expired = await db.execute(sql`
      update ${pushOutbox} set given_up_at = ${now}::timestamptz
      where sent_at is null and given_up_at is null and created_at <= ${at(-giveUpMs)}::timestamptz
      returning id, attempts`)
    for (const row of rowsOf(expired)) {
      logger.error(`Win notification ${row.id} given up after ${row.attempts} attempt(s) in a day.`)
    }
    const claimed = await db.execute(sql`
      update ${pushOutbox}
      set attempts = attempts + 1, next_attempt_at = ${at(claimMs)}::timestamptz, claimed_by = ${processName()}
      where id in (
        select id from ${pushOutbox}
        where sent_at is null and given_up_at is null and next_attempt_at <= ${now}::timestamptz
        order by next_attempt_at, id
        limit ${concurrency}
        for update skip locked)
      returning id, subscription_id, user_id, game, draw_date::text as draw_date, session, number, version,
        attempts, created_at`)
    return rowsOf(claimed).map((row) => ({
      id: Number(row.id),
      subscriptionId: Number(row.subscription_id),
      userId: Number(row.user_id),
      game: row.game as LotteryGame,
      drawDate: String(row.draw_date),
      session: row.session as DrawSession,
      number: String(row.number),
      version: Number(row.version),
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at as string | Date),
    }))
  }

  /** The whole prize of the player's lines on that number of that draw. */
  async function prizeOf(row: Claimed): Promise<bigint> {
    const [total] = await db
      .select({ pya: sql<string>`coalesce(sum(${lotteryBets.potentialPayout}), 0)::text` })
      .from(lotteryBets)
      .where(
        and(
          eq(lotteryBets.userId, row.userId),
          eq(lotteryBets.game, row.game),
          eq(lotteryBets.drawDate, row.drawDate),
          eq(lotteryBets.session, row.session),
          eq(lotteryBets.betNumber, row.number),
          eq(lotteryBets.winLose, true),
        ),
      )
    return BigInt(total?.pya ?? '0')
  }

  async function deliver(row: Claimed): Promise<void> {
    inFlight.add(row.id)
    try {
      const [device] = await db
        .select({
          id: pushSubscriptions.id,
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
          language: pushSubscriptions.language,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, row.subscriptionId))
      // A device forgotten since takes its rows with it.
      if (!device) return
      const amountPya = await prizeOf(row)
      const notice: WinNotice = { ...row, amountPya }
      const outcome = amountPya > 0n ? await send(device, winPayload(notice, device.language)) : 'sent'
      if (outcome === 'sent') {
        const marked = await db.execute(sql`
          update ${pushOutbox} set sent_at = ${clock.now().toISOString()}::timestamptz
          where id = ${row.id} and version = ${row.version} and sent_at is null
          returning id`)
        // A later batch paid this number again while it was being sent: send the new total.
        if (rowsOf(marked).length === 0) {
          await db.execute(
            sql`update ${pushOutbox} set next_attempt_at = ${at(0)}::timestamptz where id = ${row.id} and sent_at is null`,
          )
        }
      } else if (outcome === 'failed') {
        const wait = Math.min(retryMs * 2 ** Math.max(0, row.attempts - 1), MAX_RETRY_MS)
        await db.execute(
          sql`update ${pushOutbox} set next_attempt_at = ${at(wait)}::timestamptz where id = ${row.id} and sent_at is null`,
        )
      } else if (outcome === 'stopped') {
        // Cut off by the stop: due again at once, for the next process to look.
        await db.execute(
          sql`update ${pushOutbox} set next_attempt_at = ${at(0)}::timestamptz where id = ${row.id} and sent_at is null`,
        )
      }
    } finally {
      inFlight.delete(row.id)
    }
  }

  async function send(device: Subscription, message: WinPushPayload): Promise<Outcome> {
    const origin = endpointOrigin(device.endpoint)
    const problem = pushEndpointProblem(device.endpoint, rules)
    if (problem) {
      logger.error(`Win notification to ${origin} not sent (subscription ${device.id}): ${problem}`)
      return 'failed'
    }
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(message),
      {
        vapidDetails,
        TTL: ttlSeconds,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
        // A push still waiting at the push service is replaced by a later one about the same number.
        topic: message.tag,
      },
    )
    let status: number
    try {
      // The reply's body says nothing the status does not; the little read of it is dropped.
      const reply = await outbound.request(new URL(request.endpoint), {
        method: 'POST',
        headers: request.headers,
        ...(request.body ? { body: request.body } : {}),
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
        maxBytes: REPLY_CAP,
      })
      status = reply.status
    } catch (error) {
      if (stopped) return 'stopped'
      if (error instanceof OutboundRefused) {
        logger.error(`Win notification to ${origin} not sent (subscription ${device.id}): ${error.message}`)
      } else {
        logger.error(`Win notification to ${origin} failed:`, errorText(error))
      }
      return 'failed'
    }
    if (status >= 200 && status < 300) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: clock.now() })
        .where(eq(pushSubscriptions.id, device.id))
      return 'sent'
    }
    if (status === 404 || status === 410) {
      // The browser unsubscribed, or the subscription expired: it will never take a push again.
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)))
      return 'gone'
    }
    logger.error(`Win notification to ${origin} refused with HTTP ${status}.`)
    return 'failed'
  }

  async function drain(): Promise<void> {
    do {
      again = false
      for (;;) {
        if (stopped) return
        const rows = await claim()
        if (rows.length === 0) break
        await Promise.all(
          rows.map((row) =>
            deliver(row).catch((error: unknown) => logger.error('Win notification failed:', error)),
          ),
        )
      }
    } while (again && !stopped)
  }

  function wake(): void {
    if (stopped) return
    if (draining) {
      again = true
      return
    }
    draining = drain()
      .catch((error: unknown) => logger.error('Could not read the win notifications to send:', error))
      .finally(() => {
        draining = undefined
      })
  }

  return {
    publicKey: vapid.publicKey,
    notifyWins: () => wake(),
    start() {
      if (timer || stopped) return
      timer = setInterval(wake, pollMs)
      timer.unref()
      wake()
    },
    idle: async () => {
      while (draining) await draining
    },
    async stop() {
      if (!stopped) {
        stopped = true
        clearInterval(timer)
        stopping.abort()
        outbound.close()
      }
      while (draining) await draining
    },
  }
}

const errorText = (error: unknown) =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message}: ${error.cause.message}`
      : error.message
    : String(error)
