import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { MAX_RECEIPT_BYTES } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db.ts'
import { depositRequests } from '../schema.ts'
import {
  addAgentWithAccounts,
  addUser,
  auditAndClose,
  CLEAN_LEDGER,
  firstAdminToken,
  testDatabases,
} from '../test-db.ts'
import { inProcessCli, type jsonClient, openTestApp, type testApp } from '../test-http.ts'
import { receiptMediaType } from './receipts.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** `size` bytes that start like the given image type (the rest is filler, as far as a sniffer cares). */
function image(kind: 'png' | 'jpeg' | 'webp', size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size).fill(0x2a)
  const head =
    kind === 'png'
      ? PNG_SIGNATURE
      : kind === 'jpeg'
        ? [0xff, 0xd8, 0xff, 0xe0]
        : [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [0, 0, 0, 0],
              [...'WEBP'].map((c) => c.charCodeAt(0)),
            )
  bytes.set(head)
  return bytes
}

describe('receiptMediaType', () => {
  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('recognises %s by its first bytes', (kind, type) => {
    expect(receiptMediaType(image(kind))).toBe(type)
  })

  it.each([
    ['an HTML page', new TextEncoder().encode('<!doctype html><script>alert(1)</script>')],
    ['a PDF', new TextEncoder().encode('%PDF-1.7\n')],
    ['a GIF', new TextEncoder().encode('GIF89a')],
    ['a RIFF file that is not WebP', new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt ')],
    ['a truncated PNG signature', new Uint8Array(PNG_SIGNATURE.slice(0, 4))],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, bytes) => {
    expect(receiptMediaType(bytes)).toBeNull()
  })
})

describe.each(testDatabases)('deposit receipts on $name', (database) => {
  let handle: DatabaseHandle
  const clock = fixedClock('2026-11-22T10:00:00Z')
  let app: ReturnType<typeof testApp>
  let client: ReturnType<typeof jsonClient>
  let fixtures: Awaited<ReturnType<typeof addAgentWithAccounts>>
  let receiptsDir: string
  let adminToken: string
  let serial = 0

  const player = async () => {
    serial++
    const userName = `R${String(serial).padStart(7, '0')}`
    const id = await addUser(handle, { userName })
    return { id, userName, token: await client.login(userName) }
  }

  /** A deposit sent as a form, as a browser sends one: text parts, and the receipt as a file part. */
  /** A deposit's fields (the first account, 5,000 kyat, a well-formed reference); `fields` adds or replaces. */
  const depositForm = (fields: Record<string, string> = {}) => {
    const form = new FormData()
    const all = {
      agent_payment_type_id: String(fixtures.accountIds[0]),
      amount: '5000',
      refrence_no: '120034',
      ...fields,
    }
    for (const [name, value] of Object.entries(all)) form.append(name, value)
    return form
  }
  const postForm = (
    form: FormData,
    token: string,
    headers: Record<string, string> = {},
    path = '/api/depositfinicial',
  ) =>
    app.request(path, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}`, ...headers },
    })
  const upload = async (
    token: string,
    receipt?: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string },
    fields: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) => {
    const form = depositForm(fields)
    if (receipt) {
      const blob = new Blob([receipt.bytes], { type: receipt.type ?? 'image/png' })
      form.append('receipt', blob, receipt.name ?? 'receipt.png')
    }
    const res = await postForm(form, token, { Accept: 'application/json', ...headers })
    // biome-ignore lint/suspicious/noExplicitAny: tests read replies field by field and assert on them.
    return { status: res.status, body: (await res.json()) as any }
  }
  const stored = () => readdir(receiptsDir)
  const requestsOf = (userId: number) =>
    handle.db.select().from(depositRequests).where(eq(depositRequests.userId, userId))
  const adminGet = (path: string, token: string | null = adminToken) =>
    app.request(`/api/admin${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })

  beforeAll(async () => {
    receiptsDir = await mkdtemp(join(tmpdir(), 'shwe-receipts-'))
    ;({ handle, app, client } = await openTestApp(database, clock, { config: { receiptsDir } }))
    fixtures = await addAgentWithAccounts(handle)
    adminToken = await firstAdminToken(handle)
  })

  beforeEach(async () => {
    // Each test counts the files it stored.
    for (const file of await stored()) await rm(join(receiptsDir, file))
  })

  afterAll(async () => {
    await rm(receiptsDir, { recursive: true, force: true })
    expect(await auditAndClose(handle)).toMatchObject(CLEAN_LEDGER)
  })

  it('stores the receipt under a name of its own and records it with its type', async () => {
    const p = await player()
    const bytes = image('png', 2048)
    const res = await upload(p.token, { bytes, name: 'My Receipt.png' })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({
      message: 'Deposit Request Success',
      data: { amount: '5000.00', refrence_no: '120034', status: 0, has_receipt: true },
    })
    expect(JSON.stringify(res.body)).not.toMatch(/[0-9a-f]{32}/)
    const files = await stored()
    expect(files).toHaveLength(1)
    expect(files[0]).toMatch(/^[0-9a-f]{32}\.png$/)
    expect(new Uint8Array(await readFile(join(receiptsDir, files[0] as string)))).toEqual(bytes)
    const [row] = await requestsOf(p.id)
    expect(row).toMatchObject({ receiptFile: files[0], receiptType: 'image/png' })
  })

  it('trusts the content, not the declared type or name', async () => {
    const p = await player()
    const jpeg = await upload(p.token, { bytes: image('jpeg'), name: 'scan.html', type: 'text/html' })
    expect(jpeg.status).toBe(200)
    const webp = await upload(p.token, {
      bytes: image('webp'),
      name: 'photo',
      type: 'application/octet-stream',
    })
    expect(webp.status).toBe(200)
    expect((await stored()).map((file) => file.split('.')[1]).sort()).toEqual(['jpg', 'webp'])
    expect((await requestsOf(p.id)).map((row) => row.receiptType).sort()).toEqual([
      'image/jpeg',
      'image/webp',
    ])

    const page = new TextEncoder().encode('<html><script>alert(document.cookie)</script></html>')
    const html = await upload(p.token, {
      bytes: new Uint8Array(page),
      name: 'receipt.png',
      type: 'image/png',
    })
    expect(html.status).toBe(422)
    expect(html.body).toEqual({
      message: 'The receipt must be a PNG, JPEG or WebP image.',
      errors: { receipt: ['The receipt must be a PNG, JPEG or WebP image.'] },
    })
    expect(await stored()).toHaveLength(2)
    expect(await requestsOf(p.id)).toHaveLength(2)
  })

  it('takes a receipt of exactly 5 MB and refuses one byte more, storing and recording nothing', async () => {
    const p = await player()
    const tooBig = await upload(p.token, { bytes: image('png', MAX_RECEIPT_BYTES + 1) })
    expect(tooBig.status).toBe(422)
    expect(tooBig.body.errors).toEqual({ receipt: ['The receipt may not be greater than 5 MB.'] })
    expect(await stored()).toEqual([])
    expect(await requestsOf(p.id)).toEqual([])
    const largest = await upload(p.token, { bytes: image('png', MAX_RECEIPT_BYTES) })
    expect(largest.status).toBe(200)
    expect(await stored()).toHaveLength(1)
  })

  it('answers 413 to a form far over the receipt limit, and keeps the small limit everywhere else', async () => {
    const p = await player()
    const huge = await upload(p.token, { bytes: image('png', 2 * MAX_RECEIPT_BYTES) })
    expect(huge.status).toBe(413)
    expect(await stored()).toEqual([])
    // 100 KB is within a receipt's room, but over the limit of a JSON deposit and of any other route.
    const padding = 'x'.repeat(100 * 1024)
    const json = await client.post(
      '/depositfinicial',
      { agent_payment_type_id: fixtures.accountIds[0], amount: 5000, refrence_no: '120034', padding },
      p.token,
    )
    expect(json.status).toBe(413)
    const form = new FormData()
    form.append('amount', '100')
    form.append('padding', padding)
    const other = await postForm(form, p.token, {}, '/api/exchange-main-to-game')
    expect(other.status).toBe(413)
    expect(await requestsOf(p.id)).toEqual([])
  })

  it('reports the fields’ errors and the receipt’s together', async () => {
    const p = await player()
    const res = await upload(p.token, { bytes: new Uint8Array(10) }, { amount: '5', refrence_no: '12' })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      amount: ['The amount field must be at least 1000.'],
      refrence_no: ['The refrence no field must be 6 digits.'],
      receipt: ['The receipt must be a PNG, JPEG or WebP image.'],
    })
    const unknownAccount = await upload(p.token, { bytes: image('png') }, { agent_payment_type_id: '999999' })
    expect(unknownAccount.status).toBe(422)
    expect(await stored()).toEqual([])
    expect(await requestsOf(p.id)).toEqual([])
  })

  it('takes a form without a receipt, including the empty file part of a form where none was chosen', async () => {
    const p = await player()
    expect((await upload(p.token)).body.data).toMatchObject({ has_receipt: false })
    const empty = await upload(p.token, {
      bytes: new Uint8Array(),
      name: '',
      type: 'application/octet-stream',
    })
    expect(empty.status).toBe(200)
    expect(empty.body.data.has_receipt).toBe(false)
    const json = await client.post(
      '/depositfinicial',
      { agent_payment_type_id: fixtures.accountIds[0], amount: 5000, refrence_no: '120034' },
      p.token,
    )
    expect(json.body.data.has_receipt).toBe(false)
    expect(await stored()).toEqual([])
    expect(await requestsOf(p.id)).toHaveLength(3)
  })

  it('refuses a malformed form, a receipt sent as text, and two receipts', async () => {
    const p = await player()
    const broken = await app.request('/api/depositfinicial', {
      method: 'POST',
      body: '--nope\r\nContent-Disposition: form-data; name="amount"\r\n\r\n5000',
      headers: { Authorization: `Bearer ${p.token}`, 'Content-Type': 'multipart/form-data; boundary=other' },
    })
    expect(broken.status).toBe(422)
    expect(await broken.json()).toMatchObject({ errors: { body: expect.any(Array) } })
    const form = depositForm()
    form.append('receipt', 'iVBORw0KGgo=')
    const text = await postForm(form, p.token)
    expect(text.status).toBe(422)
    expect(await text.json()).toMatchObject({ errors: { receipt: ['The receipt must be a file.'] } })
    const twice = depositForm()
    twice.append('receipt', new Blob([image('png')]), 'a.png')
    twice.append('receipt', new Blob([image('jpeg')]), 'b.jpg')
    const two = await postForm(twice, p.token)
    expect(two.status).toBe(422)
    expect(await two.json()).toMatchObject({ errors: { receipt: ['Only one receipt may be sent.'] } })
    expect(await stored()).toEqual([])
    expect(await requestsOf(p.id)).toEqual([])
  })

  it('answers a retry with the same Idempotency-Key with the first reply, storing one file and one request', async () => {
    const p = await player()
    const receipt = { bytes: image('png', 4096) }
    const headers = { 'Idempotency-Key': 'deposit-receipt-1' }
    // Each send gets its own multipart boundary, as a browser's retry would.
    const first = await upload(p.token, receipt, {}, headers)
    const again = await upload(p.token, receipt, {}, headers)
    expect(first.status).toBe(200)
    expect(again).toEqual(first)
    const racing = await Promise.all([1, 2, 3].map(() => upload(p.token, receipt, {}, headers)))
    for (const reply of racing) expect(reply).toEqual(first)
    expect(await stored()).toHaveLength(1)
    expect(await requestsOf(p.id)).toHaveLength(1)
    const otherImage = await upload(p.token, { bytes: image('jpeg') }, {}, headers)
    expect(otherImage.status).toBe(422)
    expect(otherImage.body.errors).toEqual({
      'Idempotency-Key': ['This Idempotency-Key was already used with a different request.'],
    })
    expect(await stored()).toHaveLength(1)
  })

  it('shows the operator which deposits have a receipt, and the image to the admin token only', async () => {
    const p = await player()
    const bytes = image('webp', 1000)
    const withReceipt = (await upload(p.token, { bytes, name: 'x.webp', type: 'image/webp' })).body.data.id
    const without = (await upload(p.token)).body.data.id
    const listed = await client.request('GET', '/admin/deposits', { token: adminToken })
    const rows = listed.body.data as { id: number }[]
    const file = (await stored())[0] as string
    expect(rows.find((row) => row.id === withReceipt)).toMatchObject({
      user_name: p.userName,
      has_receipt: true,
      receipt_url: `http://localhost/api/admin/deposits/${withReceipt}/receipt`,
      receipt_path: join(receiptsDir, file),
    })
    expect(rows.find((row) => row.id === without)).toMatchObject({
      has_receipt: false,
      receipt_url: null,
      receipt_path: null,
    })

    const res = await adminGet(`/deposits/${withReceipt}/receipt`)
    expect(res.status).toBe(200)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
    expect(Object.fromEntries(res.headers)).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    })

    for (const token of [null, p.token, 'shwe_admin_not-the-token-000000']) {
      const refused = await adminGet(`/deposits/${withReceipt}/receipt`, token)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/)
    }
    expect((await adminGet(`/deposits/${without}/receipt`)).status).toBe(404)
    expect((await adminGet('/deposits/999999/receipt')).status).toBe(404)
    expect((await adminGet('/deposits/abc/receipt')).status).toBe(422)
    // The player's own logs never name the file.
    const log = await client.get('/transaction/deposit-requestlog', p.token)
    expect(JSON.stringify(log.body)).not.toContain(file.split('.')[0])
  })

  it('lists the receipt in `npm run admin -- deposits`', async () => {
    const p = await player()
    const id = (await upload(p.token, { bytes: image('jpeg') })).body.data.id
    const cli = inProcessCli(app, adminToken)
    expect(await cli.run('deposits')).toBe(0)
    const line = cli.lines.find((text) => text.startsWith(`id=${id} `))
    expect(line).toContain(`user_name=${p.userName}  amount=5000.00  refrence_no=120034`)
    expect(line).toContain('status=0  created_at=2026-11-22T10:00:00.000Z')
    expect(line).toContain(
      `has_receipt=true  receipt_path=${join(receiptsDir, (await stored())[0] as string)}`,
    )
    expect(line).toContain(`receipt_url=http://shwe.test/api/admin/deposits/${id}/receipt`)
  })
})
