import type { ApiFailure } from '@shwe/api-client'

/** Where the parts of a refused form go: one message per field, and what is left for the form as a whole. */
export interface FormErrors<F extends string> {
  fields: Partial<Record<F, string>>
  /** The server's message when no field carries an error of its own. */
  general?: string
  /** No reply at all, or one with no message: the widget shows its own fallback text. */
  isUnexpected?: boolean
  /** No reply at all (offline, DNS): widgets that have a network text show it. */
  isNetwork?: boolean
}

/**
 * Splits a refused submit into the first error of each field the form shows (422 field errors) and a general
 * message when no field has one. Errors of fields the form does not show become the general message.
 */
export function formErrors<F extends string>(failure: ApiFailure, fields: readonly F[]): FormErrors<F> {
  if (failure.kind === 'network') return { fields: {}, isUnexpected: true, isNetwork: true }
  const result: FormErrors<F> = { fields: {} }
  if (failure.kind === 'invalid') {
    for (const field of fields) {
      const message = failure.errors[field]?.[0]
      if (message) result.fields[field] = message
    }
  }
  const hasFieldError = Object.keys(result.fields).length > 0
  if (!hasFieldError) {
    if (failure.message) result.general = failure.message
    else result.isUnexpected = true
  }
  return result
}

/**
 * The login form's rule (spec platform.md §5): field errors under user name and password; a general message
 * shows under the user name when that field has no error of its own.
 */
export function loginErrors(failure: ApiFailure): {
  userName?: string
  password?: string
  isUnexpected?: boolean
} {
  const { fields, general, isUnexpected } = formErrors(failure, ['user_name', 'password'] as const)
  const out: { userName?: string; password?: string; isUnexpected?: boolean } = {}
  const userName = fields.user_name ?? general
  if (userName) out.userName = userName
  if (fields.password) out.password = fields.password
  if (isUnexpected) out.isUnexpected = true
  return out
}
