import type { FieldErrors } from '@shwe/contract'

/**
 * Every reply, whatever shape the backend used, ends up as one of these.
 * Widgets switch on `kind`; they never look at HTTP statuses or raw bodies.
 */
export type ApiResult<T> =
  | { kind: 'ok'; data: T; message: string | null }
  /** HTTP 422: a message and the first-to-last messages per field. */
  | { kind: 'invalid'; message: string; errors: FieldErrors }
  /** HTTP 401: the server's message ("Unauthenticated.", "Credentials do not match!"). */
  | { kind: 'unauthorized'; message: string }
  /** Any other refusal: the server's message, or null when it gave none (the widget picks its fallback text). */
  | { kind: 'refused'; status: number; message: string | null; data?: unknown }
  /** No reply at all: offline, DNS, CORS, aborted. */
  | { kind: 'network'; error: unknown }

export type ApiFailure = Exclude<ApiResult<never>, { kind: 'ok' }>
