import { parseInstant } from '@shwe/ui'

/**
 * Countdowns on the server's clock (ARCHITECTURE.md "Times"): how far the device's clock is off, and the time
 * left until a cut-off by the server's clock. Pure, for every board that counts down to a draw.
 */

/**
 * How far the server's clock is ahead of this device's: `server_time` minus the device time when the reply
 * arrived. Zero when the server's time cannot be read.
 */
export function clockOffsetMs(serverTime: string, receivedAt: number): number {
  const server = parseInstant(serverTime)
  return server ? server.getTime() - receivedAt : 0
}

/**
 * Milliseconds left until `cutoffAt` by the server's clock: the device's `now` corrected by `offsetMs`. Never
 * negative; null when the cut-off is not a time.
 */
export function remainingMs(cutoffAt: string, offsetMs: number, now: number): number | null {
  const cutoff = parseInstant(cutoffAt)
  if (!cutoff) return null
  return Math.max(0, cutoff.getTime() - (now + offsetMs))
}

/** "01:05:09": hours, minutes and seconds left, whole seconds rounded up so zero shows only at the cut-off. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000)
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':')
}
