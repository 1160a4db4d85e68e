/**
 * The reality check's clock. The session is counted from the sign-in the server knows, on the server's clock
 * (so a device set to the wrong time still counts right), and a check falls due at every whole interval of it.
 * Which checks the player has answered is kept per sign-in in the browser, so a new page or tab does not ask
 * again for a check already answered.
 */

const MINUTE_MS = 60_000

/** What the reality check knows of this sign-in, read from the server. */
export interface SessionClock {
  /** The sign-in, in ms since the epoch (server clock). */
  signedInAtMs: number
  /** The server's clock minus the device's when the figures were read. */
  offsetMs: number
}

/** From `GET /reality-check`'s `signed_in_at` and `now`, read at the device's `deviceNowMs`. */
export function sessionClock(signedInAt: string, serverNow: string, deviceNowMs: number): SessionClock {
  return { signedInAtMs: Date.parse(signedInAt), offsetMs: Date.parse(serverNow) - deviceNowMs }
}

/** How long the player has been signed in, at the device's `deviceNowMs`. */
export const sessionLength = (clock: SessionClock, deviceNowMs: number): number =>
  Math.max(0, deviceNowMs + clock.offsetMs - clock.signedInAtMs)

/** How many checks have fallen due after `lengthMs` of session with a check every `intervalMinutes`. */
export const checksDue = (lengthMs: number, intervalMinutes: number): number =>
  Math.floor(lengthMs / (intervalMinutes * MINUTE_MS))

/** Milliseconds until the check after the `answered` ones falls due (0 when it is due already). */
export const untilNextCheck = (lengthMs: number, intervalMinutes: number, answered: number): number =>
  Math.max(0, (answered + 1) * intervalMinutes * MINUTE_MS - lengthMs)

/** A length as whole hours and minutes (seconds dropped). */
export function hoursAndMinutes(lengthMs: number): { hours: number; minutes: number } {
  const total = Math.floor(lengthMs / MINUTE_MS)
  return { hours: Math.floor(total / 60), minutes: total % 60 }
}

/** `1:05` for an hour and five minutes: the shell's short form. */
export function clockText(lengthMs: number): string {
  const { hours, minutes } = hoursAndMinutes(lengthMs)
  return `${hours}:${String(minutes).padStart(2, '0')}`
}

/** The reality checks answered in one sign-in, as kept in the browser. */
export interface AnsweredChecks {
  /** The sign-in (its `signed_in_at`). */
  session: string
  answered: number
}

/** The answered checks in a stored value, or null for none or a value this code did not write. */
export function parseAnswered(stored: string | null): AnsweredChecks | null {
  if (!stored) return null
  try {
    const value: unknown = JSON.parse(stored)
    if (
      value &&
      typeof value === 'object' &&
      'session' in value &&
      'answered' in value &&
      typeof value.session === 'string' &&
      Number.isInteger(value.answered) &&
      (value.answered as number) >= 0
    ) {
      return { session: value.session, answered: value.answered as number }
    }
  } catch {
    // A value this code did not write: start again.
  }
  return null
}

/** The number of checks answered for the sign-in at `signedInAt` (0 for another sign-in). */
export const answeredIn = (checks: AnsweredChecks | null, signedInAt: string): number =>
  checks?.session === signedInAt ? checks.answered : 0

/** The number of checks answered for the sign-in at `signedInAt`, from the stored value (0 for another sign-in). */
export const answeredOf = (stored: string | null, signedInAt: string): number =>
  answeredIn(parseAnswered(stored), signedInAt)

/** The value to store once the player has answered every check due so far. */
export const answeredValue = (signedInAt: string, answered: number): string =>
  JSON.stringify({ session: signedInAt, answered })
