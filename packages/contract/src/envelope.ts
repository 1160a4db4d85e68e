/** The `status` of every successful envelope; clients compare against this exact text. */
export const SUCCESS_STATUS = 'Request was successful.'
/** The `status` of every error envelope, spelled as the operators' backends spell it. */
export const ERROR_STATUS = 'Error has occured...'

export interface Envelope<T> {
  status: typeof SUCCESS_STATUS
  message: string | null
  data: T
}

export interface ErrorEnvelope<T = unknown> {
  status: typeof ERROR_STATUS
  message: string
  data: T
}

/** Field errors, as answered with HTTP 422. */
export type FieldErrors = Record<string, string[]>

export interface ValidationErrorBody {
  message: string
  errors: FieldErrors
}

export const success = <T>(data: T, message: string | null = null): Envelope<T> => ({
  status: SUCCESS_STATUS,
  message,
  data,
})

export const failure = <T = string>(message: string, data: T = '' as T): ErrorEnvelope<T> => ({
  status: ERROR_STATUS,
  message,
  data,
})

/** Builds the 422 body: the message is the first error, followed by how many more there are. */
export function validationBody(errors: FieldErrors): ValidationErrorBody {
  const all = Object.values(errors).flat()
  const first = all[0] ?? 'The given data was invalid.'
  const more = all.length - 1
  const message = more > 0 ? `${first} (and ${more} more error${more === 1 ? '' : 's'})` : first
  return { message, errors }
}

export const isEnvelope = (body: unknown): body is Envelope<unknown> | ErrorEnvelope =>
  typeof body === 'object' && body !== null && 'status' in body && 'data' in body
