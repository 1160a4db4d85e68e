import type { PushLanguage } from '@shwe/contract'
import { type Clock, systemClock } from '@shwe/domain'
import { and, eq, sql } from 'drizzle-orm'
import webPush from 'web-push'
import { type AppConfig, DEFAULT_CONFIG } from '../config.ts'
import type { AppDatabase } from '../db.ts'
import { lotteryBets } from '../lottery/schema.ts'
import type { SettledWin, WinNotifier } from '../lottery/settle.ts'
import { createOutboundClient, OutboundRefused, type Resolver } from '../outbound.ts'
import { type WinNotice, winPayload } from './message.ts'
import { pushSubscriptions } from './schema.ts'
import { endpointOrigin, pushEndpointProblem } from './subscription.ts'
import type { VapidKeys } from './vapid.ts'

/**
 * Sends win notifications. Settlement hands over the lines each batch paid and carries on at once; a small
 * queue here turns them into one push per device and winning number, a few at a time. The prize shown is
 * read when the push is made, so a number whose lines were paid in two batches gets its whole prize, and
 * the second push replaces the first on the device (same tag). A device the push service no longer knows
 * (404, 410) is forgotten; any other failure is logged and not retried, so a push service that is down
 * never piles up work.
 *
 * web-push encrypts the message (RFC 8291) and signs the VAPID header (RFC 8292); the request itself is sent
 * here, with a time limit and a way to cut it off when the server stops, through the outbound client: the
 * endpoint must still pass the subscription rules, its name must lead to a public address (checked on the
 * address connected to), and the push service's reply is read up to 4 KiB and otherwise dropped unread.
 * A push refused by these checks is logged and the device kept: the rules may be widened (`PUSH_HOSTS`),
 * and a name that resolves to a private address is a fault of DNS, not of the device.
 */

export interface PushSender extends WinNotifier {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string
  /** Queues notifications for these winning lines and returns at once; never throws. */
  notifyWins(wins: readonly SettledWin[]): void
  /** Resolves once everything queued so far has been sent or given up. */
  idle(): Promise<void>
  /** Drops what is queued, cuts off pushes in flight, and resolves when none is left. */
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
}

const DEFAULTS = { timeoutMs: 10_000, concurrency: 8, ttlSeconds: 12 * 60 * 60 }

/** Most bytes of a push service's reply body read; a longer reply is cut off unread. */
const REPLY_CAP = 4 * 1024

/** One winning number of one player in one draw. */
type WinKey = Omit<SettledWin, 'betId' | 'amountPya'>

type Task = () => Promise<void>

type Subscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'language'
>

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid, logger } = options
  const clock = options.clock ?? systemClock
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs
  const concurrency = options.concurrency ?? DEFAULTS.concurrency
  const ttlSeconds = options.ttlSeconds ?? DEFAULTS.ttlSeconds
  const rules = {
    pushHosts: options.config?.pushHosts ?? DEFAULT_CONFIG.pushHosts,
    allowLoopbackHttp: options.config?.pushAllowLoopbackHttp ?? false,
  }
  const outbound = createOutboundClient({
    allowLoopbackHttp: rules.allowLoopbackHttp,
    ...(options.resolve ? { resolve: options.resolve } : {}),
  })
  const vapidDetails = { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey }

  const queue: Task[] = []
  /** Winning numbers queued and not yet looked at: a later batch's lines on them need no task of their own. */
  const queued = new Set<string>()
  let active = 0
  let stopped = false
  const stopping = new AbortController()
  let waiters: (() => void)[] = []

  function pump(): void {
    while (!stopped && active < concurrency && queue.length > 0) {
      const task = queue.shift() as Task
      active++
      task()
        .catch((error: unknown) => logger.error('Win notification failed:', error))
        .finally(() => {
          active--
          pump()
          if (active === 0 && (queue.length === 0 || stopped)) {
            for (const done of waiters) done()
            waiters = []
          }
        })
    }
  }

  function idle(): Promise<void> {
    if (active === 0 && (queue.length === 0 || stopped)) return Promise.resolve()
    return new Promise<void>((done) => waiters.push(done))
  }

  const keyOf = (win: WinKey) => `${win.userId}|${win.game}|${win.drawDate}|${win.session}|${win.number}`

  /** Makes the pushes of one winning number: one per device of the player, in that device's language. */
  async function prepare(win: WinKey): Promise<void> {
    queued.delete(keyOf(win))
    const [total] = await db
      .select({ pya: sql<string>`coalesce(sum(${lotteryBets.potentialPayout}), 0)::text` })
      .from(lotteryBets)
      .where(
        and(
          eq(lotteryBets.userId, win.userId),
          eq(lotteryBets.game, win.game),
          eq(lotteryBets.drawDate, win.drawDate),
          eq(lotteryBets.session, win.session),
          eq(lotteryBets.betNumber, win.number),
          eq(lotteryBets.winLose, true),
        ),
      )
    const amountPya = BigInt(total?.pya ?? '0')
    if (amountPya <= 0n) return
    const devices = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        language: pushSubscriptions.language,
      })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, win.userId))
    const notice: WinNotice = { ...win, amountPya }
    const payloads = new Map<PushLanguage, string>()
    for (const device of devices) {
      let payload = payloads.get(device.language)
      if (payload === undefined) {
        payload = JSON.stringify(winPayload(notice, device.language))
        payloads.set(device.language, payload)
      }
      const body = payload
      queue.push(() => send(device, body))
    }
  }

  async function send(device: Subscription, payload: string): Promise<void> {
    const origin = endpointOrigin(device.endpoint)
    const problem = pushEndpointProblem(device.endpoint, rules)
    if (problem) {
      logger.error(`Win notification to ${origin} not sent (subscription ${device.id}): ${problem}`)
      return
    }
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
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
      if (stopped) return
      if (error instanceof OutboundRefused) {
        logger.error(`Win notification to ${origin} not sent (subscription ${device.id}): ${error.message}`)
      } else {
        logger.error(`Win notification to ${origin} failed:`, errorText(error))
      }
      return
    }
    if (status >= 200 && status < 300) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: clock.now() })
        .where(eq(pushSubscriptions.id, device.id))
    } else if (status === 404 || status === 410) {
      // The browser unsubscribed, or the subscription expired: it will never take a push again.
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, device.id), eq(pushSubscriptions.endpoint, device.endpoint)))
    } else {
      logger.error(`Win notification to ${origin} refused with HTTP ${status}.`)
    }
  }

  return {
    publicKey: vapid.publicKey,
    notifyWins(wins) {
      if (stopped) return
      try {
        for (const win of wins) {
          const key: WinKey = {
            userId: win.userId,
            game: win.game,
            drawDate: win.drawDate,
            session: win.session,
            number: win.number,
          }
          const name = keyOf(key)
          if (queued.has(name)) continue
          queued.add(name)
          queue.push(() => prepare(key))
        }
        pump()
      } catch (error) {
        logger.error('Could not queue win notifications:', error)
      }
    },
    idle,
    stop() {
      if (!stopped) {
        stopped = true
        if (queue.length > 0) logger.error(`Stopping with ${queue.length} win notifications unsent.`)
        queue.length = 0
        queued.clear()
        stopping.abort()
        outbound.close()
      }
      return idle()
    },
  }
}

const errorText = (error: unknown) =>
  error instanceof Error
    ? error.cause instanceof Error
      ? `${error.message}: ${error.cause.message}`
      : error.message
    : String(error)
