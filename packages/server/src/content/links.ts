import type { ContactType } from './schema.ts'

/**
 * The links a contact channel may hold, one pattern per channel type. Whole-string allowlists rather than a
 * scheme blocklist: the client puts `value` straight into an `href`, and browsers accept `javascript:`
 * links in mixed case, after leading spaces or control characters, so anything not matching is refused.
 * Each https pattern pins the host by requiring `/` right after it (no `t.me.evil.com`, no `user@host`).
 */
const CONTACT_LINKS: Record<ContactType, RegExp> = {
  viber: /^viber:\/\/(chat|contact|add|pa)\?[A-Za-z0-9=&%+._-]{1,200}$/,
  telegram: /^https:\/\/t\.me\/[A-Za-z0-9_+]{1,64}\/?$/,
  facebook: /^https:\/\/(www\.)?facebook\.com\/[A-Za-z0-9._/?=&%-]{1,200}$/,
  line: /^https:\/\/line\.me\/[A-Za-z0-9._~/?=&%@+-]{1,200}$/,
  phone: /^tel:\+?[0-9]{6,15}$/,
  email: /^mailto:[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})*\.[A-Za-z]{2,24}$/,
}

/** Whether `value` is an allowed link for a channel of `type`. */
export function isSafeContactLink(type: ContactType, value: string): boolean {
  const pattern = Object.hasOwn(CONTACT_LINKS, type) ? CONTACT_LINKS[type] : undefined
  return pattern !== undefined && typeof value === 'string' && pattern.test(value)
}

/** Thrown when a contact channel would store a link outside the allowlist. */
export class UnsafeLinkError extends Error {
  constructor(type: string, value: string) {
    super(`Refusing ${type} contact link ${JSON.stringify(value.slice(0, 80))}`)
    this.name = 'UnsafeLinkError'
  }
}
