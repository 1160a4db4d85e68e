import { type FieldErrors, SUCCESS_STATUS } from '@shwe/contract'
import type { ApiResult } from './result.ts'

type Body = Record<string, unknown>

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null

/**
 * Turns one HTTP reply into an ApiResult. It reads the shapes the operators' backends use
 * (api-contract.md §1): the `{status, message, data}` envelope, the 422 `{message, errors}` map,
 * `{success, message, data}` (digit game, 3D info), `{status: "success"|"error", ...}` (guest registration)
 * and `{code, message, url}` (game launch, where only code 200 is success).
 */
export function normalise<T>(status: number, body: unknown): ApiResult<T> {
  const message = isObject(body) ? text(body.message) : null

  if (status === 422) {
    const errors = isObject(body) && isObject(body.errors) ? toFieldErrors(body.errors) : {}
    return { kind: 'invalid', message: message ?? Object.values(errors)[0]?.[0] ?? '', errors }
  }
  if (status === 401) return { kind: 'unauthorized', message: message ?? 'Unauthenticated.' }
  if (status < 200 || status >= 300) {
    return { kind: 'refused', status, message, data: isObject(body) ? body.data : undefined }
  }
  if (!isObject(body)) return { kind: 'ok', data: body as T, message: null }

  if ('success' in body && typeof body.success === 'boolean') {
    return body.success
      ? { kind: 'ok', data: body.data as T, message }
      : { kind: 'refused', status, message, data: body.data }
  }
  if ('code' in body && typeof body.code === 'number' && !('status' in body)) {
    const { message: _m, ...rest } = body
    return body.code === 200
      ? { kind: 'ok', data: rest as T, message }
      : { kind: 'refused', status, message, data: rest }
  }
  if (typeof body.status === 'string' && 'data' in body) {
    // Envelope success, or guest registration's "success"; anything else is a refusal sent with a 2xx.
    return body.status === SUCCESS_STATUS || body.status === 'success'
      ? { kind: 'ok', data: body.data as T, message }
      : { kind: 'refused', status, message, data: body.data }
  }
  return { kind: 'ok', data: body as T, message }
}

function toFieldErrors(raw: Body): FieldErrors {
  const errors: FieldErrors = {}
  for (const [field, value] of Object.entries(raw)) {
    const list = Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : [text(value)]
    const messages = list.filter((v): v is string => v !== null)
    if (messages.length > 0) errors[field] = messages
  }
  return errors
}
