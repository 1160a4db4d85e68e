import type { ApiFailure } from '@shwe/api-client'

/** The top bar gains a stronger shadow once the page has scrolled past this many pixels. */
export const SCROLL_SHADOW_THRESHOLD = 10

export const isScrolled = (scrollY: number) => scrollY > SCROLL_SHADOW_THRESHOLD

export interface LoginErrors {
  userName?: string
  password?: string
  /** Set when the reply carried no field errors but a message; the spec shows it under the user name. */
  general?: string
  /** No reply at all, or a reply with no message: the widget shows its own fallback text. */
  isUnexpected?: boolean
}

/**
 * Where each part of a refused login goes: field errors under their fields, and a general message
 * under the user name when that field has no error of its own.
 */
export function loginErrors(failure: ApiFailure): LoginErrors {
  if (failure.kind === 'network') return { isUnexpected: true }
  const errors: LoginErrors = {}
  if (failure.kind === 'invalid') {
    errors.userName = failure.errors.user_name?.[0]
    errors.password = failure.errors.password?.[0]
  }
  const message = failure.message
  if (!errors.userName && !errors.password && message) errors.general = message
  if (!errors.userName && !errors.password && !errors.general) errors.isUnexpected = true
  return errors
}
