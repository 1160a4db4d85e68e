import { MAX_RECEIPT_BYTES, RECEIPT_MEDIA_TYPES } from '@shwe/contract'

/** Myanmar digits (၀–၉, U+1040–U+1049) as ASCII digits: a Burmese keyboard types them, the server reads ASCII. */
export const asciiDigits = (raw: string): string =>
  raw.replace(/[\u1040-\u1049]/g, (digit) => String(digit.charCodeAt(0) - 0x1040))

/** The transaction ID as sent: trimmed, in ASCII digits. */
export const referenceOf = (raw: string): string => asciiDigits(raw.trim())

/** The deposit's `refrence_no` is the last 6 digits of the payment's transaction number: exactly six digits. */
export const isReference = (raw: string): boolean => /^[0-9]{6}$/.test(referenceOf(raw))

/** Why a chosen receipt picture cannot be sent. */
export type ReceiptProblem = 'type' | 'size'

/**
 * Checks a receipt before it is sent: a PNG, JPEG or WebP picture (by its declared type; the server checks the
 * content again) of at most 5 MB. Null when it can be sent.
 */
export function receiptProblem(file: Pick<File, 'type' | 'size'>): ReceiptProblem | null {
  if (!(RECEIPT_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'type'
  if (file.size > MAX_RECEIPT_BYTES) return 'size'
  return null
}

/**
 * What tells one chosen file from another in a submit's idempotency fingerprint: a File serialises as `{}`,
 * so a different picture with the same texts would otherwise count as a retry of the same deposit.
 */
export const receiptFingerprint = (file: File | null) =>
  file ? { name: file.name, size: file.size, type: file.type, lastModified: file.lastModified } : null
