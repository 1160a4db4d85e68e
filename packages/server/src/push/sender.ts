import type { PushLanguage } from '@shwe/contract'
import { type Clock, systemClock } from '@shwe/domain'
import { and, eq, sql } from 'drizzle-orm'
import webPush from 'web-push'
import type { AppConfig } from '../config.ts'
import type { AppDatabase } from '../db.ts'
import { lotteryBets } from '../lottery/schema.ts'
import type { SettledWin, WinNotifier } from '../lottery/settle.ts'
import { type WinNotice, winPayload } from './message.ts'
import { pushSubscriptions } from './schema.ts'
import { isPushEndpoint } from './subscription.ts'
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
 * here, with a time limit and a way to cut it off when the server stops.
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
  config?: Partial<Pick<AppConfig, 'pushAllowLoopbackHttp'>>
  clock?: Clock
  /** Longest wait for one push service's answer (default 10 s). */
  timeoutMs?: number
  /** Pushes in flight at once (default 8). */
  concurrency?: number
  /** How long a push service keeps a push for a device that is offline (default 12 hours). */
  ttlSeconds?: number
}

const DEFAULTS = { timeoutMs: 10_000, concurrency: 8, ttlSeconds: 12 * 60 * 60 }

/** One winning number of one player in one draw. */
type WinKey = Omit<SettledWin, 'betId' | 'amountPya'>

type Task = () => Promise<void>

type Subscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'language'
>

/** The push service's origin: endpoints are secrets of their devices and stay out of the logs. */
const originOf = (endpoint: string) => {
  try {
    return new URL(endpoint).origin
  } catch {
    return 'an invalid endpoint'
  }
}

export function createPushSender(options: PushSenderOptions): PushSender {
  const { db, vapid, logger } = options
  const clock = options.clock ?? systemClock
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs
  const concurrency = options.concurrency ?? DEFAULTS.concurrency
  const ttlSeconds = options.ttlSeconds ?? DEFAULTS.ttlSeconds
  const allowLoopbackHttp = options.config?.pushAllowLoopbackHttp ?? false
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
    if (!isPushEndpoint(device.endpoint, allowLoopbackHttp)) {
      logger.error(
        `Win notification not sent: subscription ${device.id} has an endpoint this server refuses.`,
      )
      return
    }
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      { vapidDetails, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
    )
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value))
    }
    let status: number
    try {
      const response = await fetch(request.endpoint, {
        method: 'POST',
        headers,
        body: request.body ?? null,
        redirect: 'manual',
        signal: AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]),
      })
      status = response.status
      await response.arrayBuffer()
    } catch (error) {
      if (stopped) return
      logger.error(`Win notification to ${originOf(device.endpoint)} failed:`, errorText(error))
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
      logger.error(`Win notification to ${originOf(device.endpoint)} refused with HTTP ${status}.`)
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
