import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fixedClock } from '@shwe/domain'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { AppDatabase } from '../db.ts'
import { SVG_HEADERS } from '../media/artwork.ts'
import { PICTURE_KINDS, type PictureKind, pictureNames } from './art.ts'
import { parseRange, VIDEO_DIR } from './media.ts'
import { DEMO_VIDEOS } from './seed.ts'
import { xmlProblem } from './xml-check.ts'

const SIZES: Record<PictureKind, [number, number]> = {
  banners: [1200, 400],
  promotions: [800, 450],
  popup: [600, 800],
  contacts: [128, 128],
  payments: [240, 160],
}

describe('media', () => {
  let app: ReturnType<typeof createApp>
  const get = (path: string, init?: RequestInit) => app.request(path, init)

  beforeAll(() => {
    // Media never touches the database.
    app = createApp({ db: {} as AppDatabase, clock: fixedClock('2026-11-22T10:00:00Z') })
  })

  describe('generated pictures', () => {
    it.each(PICTURE_KINDS.flatMap((kind) => pictureNames(kind).map((name) => [kind, name] as const)))(
      'draws /media/%s/%s.svg as well-formed SVG with the SVG headers',
      async (kind, name) => {
        const res = await get(`/media/${kind}/${name}.svg`)
        expect(res.status).toBe(200)
        for (const [header, value] of Object.entries(SVG_HEADERS)) expect(res.headers.get(header)).toBe(value)
        const svg = await res.text()
        expect(xmlProblem(svg)).toBeNull()
        const [width, height] = SIZES[kind]
        expect(svg).toMatch(
          new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
        )
        expect(svg).not.toMatch(/<script|on[a-z]+=|href=/i)
      },
    )

    it('has the five payment logos the wallet refers to', () => {
      expect(pictureNames('payments').sort()).toEqual(['ayapay', 'cbpay', 'kbzbank', 'kbzpay', 'wavepay'])
      expect(pictureNames('contacts').sort()).toEqual([
        'email',
        'facebook',
        'line',
        'phone',
        'telegram',
        'viber',
      ])
    })

    it('answers the same picture every time', async () => {
      const first = await (await get('/media/banners/welcome-bonus.svg')).text()
      const second = await (await get('/media/banners/welcome-bonus.svg')).text()
      expect(second).toBe(first)
    })

    it.each([
      '/media/banners/unknown.svg',
      '/media/banners/constructor.svg',
      '/media/banners/__proto__.svg',
      '/media/banners/toString.svg',
      '/media/banners/WELCOME-BONUS.svg',
      '/media/banners/welcome-bonus.png',
      '/media/banners/welcome-bonus.svg.svg',
      '/media/banners/welcome-bonus',
      '/media/contacts/sms.svg',
      '/media/payments/viber.svg',
      '/media/nothing/welcome-bonus.svg',
      '/media/constructor/x.svg',
      '/media/banners/%E0%A4%A.svg',
      '/media/banners/welcome-bonus.svg%00',
      '/media/banners/../../package.json',
      '/media/banners/..%2f..%2fpackage.json',
      '/media/banners/%2e%2e/x.svg',
      '/media/banners',
      '/media/',
      '/media/banners/a/b.svg',
    ])('answers 404 for %s', async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ status: 'Error has occured...', message: 'Not Found' })
    })
  })

  describe('videos', () => {
    const file = DEMO_VIDEOS[0]
    const path = `/media/videos/${file}`
    let bytes: Uint8Array

    beforeAll(async () => {
      bytes = new Uint8Array(await readFile(join(VIDEO_DIR, file)))
    })

    it.each(DEMO_VIDEOS)('serves %s whole as a small MP4 with range support', async (name) => {
      const res = await get(`/media/videos/${name}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('video/mp4')
      expect(res.headers.get('accept-ranges')).toBe('bytes')
      expect(res.headers.get('cache-control')).toMatch(/^public/)
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
      const body = new Uint8Array(await res.arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.byteLength)
      expect(body.byteLength).toBeLessThanOrEqual(150 * 1024)
      // An ISO BMFF file: `ftyp` box first, and `moov` before `mdat` (faststart) so playback starts early.
      const text = Buffer.from(body).toString('latin1')
      expect(text.slice(4, 8)).toBe('ftyp')
      expect(text.indexOf('moov')).toBeGreaterThan(0)
      expect(text.indexOf('moov')).toBeLessThan(text.indexOf('mdat'))
    })

    it('answers the first 100 bytes for Range: bytes=0-99', async () => {
      const res = await get(path, { headers: { Range: 'bytes=0-99' } })
      expect(res.status).toBe(206)
      expect(res.headers.get('content-range')).toBe(`bytes 0-99/${bytes.byteLength}`)
      expect(res.headers.get('content-length')).toBe('100')
      expect(res.headers.get('content-type')).toBe('video/mp4')
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(0, 100))
    })

    it('answers open-ended and suffix ranges, clamped to the file', async () => {
      const size = bytes.byteLength
      const tail = await get(path, { headers: { Range: `bytes=${size - 10}-` } })
      expect(tail.status).toBe(206)
      expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`)
      expect(new Uint8Array(await tail.arrayBuffer())).toEqual(bytes.subarray(size - 10))

      const suffix = await get(path, { headers: { Range: 'bytes=-5' } })
      expect(suffix.status).toBe(206)
      expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(bytes.subarray(size - 5))

      const beyond = await get(path, { headers: { Range: `bytes=100-${size * 10}` } })
      expect(beyond.status).toBe(206)
      expect(beyond.headers.get('content-range')).toBe(`bytes 100-${size - 1}/${size}`)
    })

    it('answers 416 with the size for a range past the end', async () => {
      const size = bytes.byteLength
      for (const range of [
        `bytes=${size}-`,
        `bytes=${size + 100}-${size + 200}`,
        'bytes=-0',
        `bytes=${'9'.repeat(30)}-`,
      ]) {
        const res = await get(path, { headers: { Range: range } })
        expect(res.status, range).toBe(416)
        expect(res.headers.get('content-range')).toBe(`bytes */${size}`)
      }
    })

    it('sends the whole file for ranges it ignores: malformed, several, other units, stale If-Range', async () => {
      for (const headers of [
        { Range: 'bytes=abc' },
        { Range: 'bytes=50-10' },
        { Range: 'bytes=0-1,5-9' },
        { Range: 'items=0-1' },
        { Range: 'bytes=0-99', 'If-Range': '"stale"' },
      ]) {
        const res = await get(path, { headers })
        expect(res.status, JSON.stringify(headers)).toBe(200)
        expect((await res.arrayBuffer()).byteLength).toBe(bytes.byteLength)
      }
    })

    it('honours If-Range with the current ETag, and answers 304 to If-None-Match', async () => {
      const etag = (await get(path)).headers.get('etag') ?? ''
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
      const ranged = await get(path, { headers: { Range: 'bytes=0-9', 'If-Range': etag } })
      expect(ranged.status).toBe(206)
      const cached = await get(path, { headers: { 'If-None-Match': etag } })
      expect(cached.status).toBe(304)
    })

    it('answers HEAD with the headers and no body', async () => {
      const res = await get(path, { method: 'HEAD' })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-length')).toBe(String(bytes.byteLength))
      expect(await res.text()).toBe('')
    })

    it.each([
      '/media/videos/..%2f..%2fpackage.json',
      '/media/videos/..%2F..%2F..%2Fpackage.json',
      '/media/videos/%2e%2e%2fREADME.md',
      '/media/videos/../../package.json',
      '/media/videos/README.md',
      '/media/videos/missing.mp4',
      '/media/videos/SHWE-SLOTS.mp4',
      '/media/videos/.shwe-slots.mp4',
      '/media/videos/shwe-slots.mp4%00.md',
      '/media/videos/shwe-slots.mp4/',
      '/media/videos/',
    ])('answers 404 for %s', async (target) => {
      const res = await get(target)
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    })
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])('refuses %s on media with 405', async (method) => {
    for (const target of [
      '/media/banners/welcome-bonus.svg',
      '/media/payments/kbzpay.svg',
      `/media/videos/${DEMO_VIDEOS[0]}`,
      '/media/videos/missing.mp4',
    ]) {
      const res = await get(target, { method })
      expect(res.status, target).toBe(405)
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
    // Other folders under /media/ belong to other modules; with nothing there the app's 404 applies.
    expect((await get('/media/x', { method })).status).toBe(404)
  })
})

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=0-0', { start: 0, end: 0 }],
    ['bytes=990-', { start: 990, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=500-5000', { start: 500, end: 999 }],
    ['BYTES = 1 - 2', { start: 1, end: 2 }],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=-', null],
    ['bytes=5-1', null],
    ['bytes=0-1,3-4', null],
    ['bytes=x-1', null],
    ['pages=1-2', null],
  ] as const)('reads %j against 1000 bytes as %j', (header, expected) => {
    expect(parseRange(header, 1000)).toEqual(expected)
  })
})
