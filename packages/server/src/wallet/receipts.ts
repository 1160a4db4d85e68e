import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { MAX_RECEIPT_BYTES, paths, type ReceiptMediaType, validationBody } from '@shwe/contract'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { jsonBody, type MoneyBody } from './handlers.ts'

/**
 * Receipt images of deposit requests: recognised by their first bytes, stored under a random name in the
 * receipts folder (outside every folder served statically), and handed out only by the admin API.
 */

export const RECEIPT_FIELD = 'receipt'

const EXTENSIONS: Record<ReceiptMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The image type the content is, by its signature; null for anything else, whatever its name says. */
export function receiptMediaType(bytes: Uint8Array): ReceiptMediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

/** A receipt that passed the checks, ready to store. */
export interface Receipt {
  bytes: Uint8Array
  type: ReceiptMediaType
}

/**
 * Checks the `receipt` field of a deposit body as `readDepositBody` read it (the bytes of a file part): at
 * most `MAX_RECEIPT_BYTES`, and a PNG, JPEG or WebP image by its content. Absent is fine: no receipt.
 */
export function checkReceipt(
  value: unknown,
): { ok: true; receipt: Receipt | null } | { ok: false; message: string } {
  if (value === undefined) return { ok: true, receipt: null }
  if (!(value instanceof Uint8Array)) return { ok: false, message: 'The receipt must be a file.' }
  if (value.length > MAX_RECEIPT_BYTES) {
    return {
      ok: false,
      message: `The receipt may not be greater than ${MAX_RECEIPT_BYTES / 1024 / 1024} MB.`,
    }
  }
  const type = receiptMediaType(value)
  if (!type) return { ok: false, message: 'The receipt must be a PNG, JPEG or WebP image.' }
  return { ok: true, receipt: { bytes: value, type } }
}

const isMultipart = (c: Context) => /^multipart\/form-data(;|\s|$)/i.test(c.req.header('Content-Type') ?? '')

/** A deposit request sent as a form, which may carry a receipt: the one body allowed past the small limit. */
export const isReceiptUpload = (c: Context): boolean =>
  c.req.method === 'POST' && c.req.path === `/api${paths.deposit}` && isMultipart(c)

const DEPOSIT_FIELDS = ['agent_payment_type_id', 'amount', 'refrence_no'] as const

/**
 * The deposit body, as JSON or as `multipart/form-data`. A form's text parts become the fields and its
 * `receipt` file part their bytes (an empty part, which a form sends when no file was chosen, counts as
 * none). A form's boundary changes on every send, so its fingerprint is taken over the fields and the
 * receipt's SHA-256 instead of the raw text: a retry of the same deposit matches the first send.
 */
export async function readDepositBody(c: Context): Promise<MoneyBody> {
  if (!isMultipart(c)) return jsonBody(c)
  let form: FormData
  try {
    form = await c.req.formData()
  } catch {
    throw new HTTPException(422, {
      res: c.json(validationBody({ body: ['The request body must be valid multipart form data.'] }), 422),
    })
  }
  const fields: Record<string, unknown> = {}
  for (const name of DEPOSIT_FIELDS) {
    const value = form.get(name)
    if (value !== null) fields[name] = value
  }
  const receipts = form.getAll(RECEIPT_FIELD).filter((part) => !isEmptyPart(part))
  if (receipts.length > 1) {
    throw new HTTPException(422, {
      res: c.json(validationBody({ [RECEIPT_FIELD]: ['Only one receipt may be sent.'] }), 422),
    })
  }
  const [receipt] = receipts
  if (receipt !== undefined) {
    fields[RECEIPT_FIELD] =
      typeof receipt === 'string' ? receipt : new Uint8Array(await receipt.arrayBuffer())
  }
  const received = fields[RECEIPT_FIELD]
  const digest =
    received instanceof Uint8Array ? createHash('sha256').update(received).digest('hex') : (received ?? null)
  const text = Object.fromEntries(DEPOSIT_FIELDS.map((name) => [name, stringOf(fields[name])]))
  return { fields, fingerprint: JSON.stringify({ form: text, receipt: digest }) }
}

const isEmptyPart = (part: File | string) =>
  typeof part === 'string' ? part === '' : part.size === 0 && part.name === ''

const stringOf = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? null : `[${typeof value}]`

/** Stores the image under a new random name in `dir` and answers that name. */
export async function storeReceipt(dir: string, receipt: Receipt): Promise<string> {
  const file = `${randomBytes(16).toString('hex')}.${EXTENSIONS[receipt.type]}`
  await mkdir(dir, { recursive: true, mode: 0o700 })
  await writeFile(join(dir, file), receipt.bytes, { flag: 'wx', mode: 0o600 })
  return file
}

/** Removes a stored receipt whose request was not recorded after all. */
export async function removeReceipt(dir: string, file: string): Promise<void> {
  await rm(join(dir, file), { force: true })
}

/** The stored image, or null when its file is gone. */
export async function readReceipt(dir: string, file: string): Promise<Uint8Array<ArrayBuffer> | null> {
  try {
    return new Uint8Array(await readFile(join(dir, file)))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}
