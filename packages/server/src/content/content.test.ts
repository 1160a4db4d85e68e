import { SUCCESS_STATUS } from '@shwe/contract'
import { fixedClock } from '@shwe/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import {
  addUser,
  captureLogger,
  openMigrated,
  TEST_SCRYPT_LOG_N,
  type TestHandle,
  testDatabases,
} from '../test-db.ts'
import { corsPreflight } from '../test-http.ts'
import { addContactChannels } from './contacts.ts'
import { UnsafeLinkError } from './links.ts'
import { contentPaths } from './routes.ts'
import { banners, contactChannels, videoAds } from './schema.ts'
import { DEMO_VIDEOS, seedContent } from './seed.ts'

const NOW = '2026-11-22T10:00:00Z'
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
/** Root-relative, no leading slash, no scheme, no dot segments. */
const MEDIA_PATH = /^media\/[a-z]+\/[a-z0-9-]+\.(svg|mp4)$/

interface Body {
  status: string
  message: string | null
  data: unknown
}

describe.each(testDatabases)('content API on $name', (database) => {
  let handle: TestHandle
  let app: ReturnType<typeof createApp>
  let agentId: number
  let winnerId: number
  const logger = captureLogger()

  const getJson = async (path: string, init?: RequestInit) => {
    const res = await app.request(`/api${path}`, init)
    expect(res.status, path).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await res.json()) as Body
    expect(Object.keys(body)).toEqual(['status', 'message', 'data'])
    expect(body.status).toBe(SUCCESS_STATUS)
    return { res, body }
  }
  const list = async (path: string) => {
    const { data } = (await getJson(path)).body
    expect(Array.isArray(data), path).toBe(true)
    return data as Record<string, unknown>[]
  }

  beforeAll(async () => {
    handle = await openMigrated(database)
    app = createApp({
      db: handle.db,
      clock: fixedClock(NOW),
      config: { scryptLogN: TEST_SCRYPT_LOG_N },
      logger,
    })
    agentId = await addUser(handle, { userName: 'agent1', role: 'agent' })
    winnerId = await addUser(handle, { userName: 'P12345678' })
  })

  afterAll(async () => {
    await handle?.close()
  })

  it('answers empty lists and null before anything is published', async () => {
    for (const path of [
      contentPaths.banner,
      contentPaths.bannerText,
      contentPaths.promotion,
      contentPaths.contact,
      contentPaths.videoAds,
    ]) {
      expect(await list(path)).toEqual([])
    }
    expect((await getJson(contentPaths.popupAdsBanner)).body.data).toBeNull()
    expect((await getJson(contentPaths.winnerText)).body.data).toBeNull()
  })

  describe('with the demo content', () => {
    beforeAll(async () => {
      const demoPlayerId = await addUser(handle, { userName: 'demo' })
      await seedContent(handle.db, {
        now: new Date(NOW),
        agentId,
        demoPlayerId,
        playerIds: [winnerId, demoPlayerId],
      })
    })

    it('lists banners with their fields in the contract order', async () => {
      const rows = await list(contentPaths.banner)
      expect(rows.length).toBeGreaterThanOrEqual(3)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(['id', 'image', 'admin_id', 'created_at', 'updated_at', 'img_url'])
        expect(row.image).toMatch(/^media\/banners\/[a-z0-9-]+\.svg$/)
        expect(row.img_url).toBe(row.image)
        expect(row.admin_id).toBe(agentId)
        expect(row.created_at).toMatch(ISO)
        expect(row.updated_at).toMatch(ISO)
      }
      expect(rows.map((r) => r.id)).toEqual([...rows.map((r) => r.id as number)].sort((a, b) => a - b))
    })

    it('lists the announcements, one of them in Burmese', async () => {
      const rows = await list(contentPaths.bannerText)
      expect(rows.length).toBeGreaterThanOrEqual(2)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(['id', 'text', 'admin_id', 'created_at', 'updated_at'])
        expect(typeof row.text).toBe('string')
      }
      expect(rows.some((row) => /[\u1000-\u109f]/.test(String(row.text)))).toBe(true)
    })

    it('answers only the latest popup ad', async () => {
      const { data } = (await getJson(contentPaths.popupAdsBanner)).body
      const row = data as Record<string, unknown>
      expect(Object.keys(row)).toEqual(['id', 'image', 'admin_id', 'created_at', 'updated_at', 'img_url'])
      expect(row.img_url).toBe('media/popup/tazaungdaing-bonus.svg')
      expect(row.created_at).toBe(new Date(new Date(NOW).getTime() - 3 * 86_400_000).toISOString())
    })

    it('lists promotions to visitors without a token', async () => {
      const rows = await list(contentPaths.promotion)
      expect(rows.length).toBeGreaterThanOrEqual(3)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual([
          'id',
          'image',
          'title',
          'description',
          'admin_id',
          'created_at',
          'updated_at',
          'img_url',
        ])
        expect(row.img_url).toMatch(/^media\/promotions\/[a-z0-9-]+\.svg$/)
        expect(String(row.title).length).toBeGreaterThan(0)
        expect(String(row.description).length).toBeGreaterThan(20)
      }
    })

    it('lists the six contact channels with safe links only', async () => {
      const rows = await list(contentPaths.contact)
      for (const row of rows) {
        expect(Object.keys(row)).toEqual(['id', 'name', 'value', 'type', 'image'])
        expect(row.image).toBe(`media/contacts/${row.type}.svg`)
      }
      expect(rows.map((r) => r.type)).toEqual(['viber', 'telegram', 'facebook', 'line', 'phone', 'email'])
      const values = rows.map((r) => String(r.value))
      expect(values[0]).toMatch(/^viber:\/\//)
      expect(values[1]).toMatch(/^https:\/\/t\.me\//)
      expect(values[2]).toMatch(/^https:\/\/facebook\.com\//)
      expect(values[3]).toMatch(/^https:\/\/line\.me\//)
      expect(values[4]).toMatch(/^tel:\+?\d+$/)
      expect(values[5]).toMatch(/^mailto:[^@]+@[^@]+$/)
    })

    it('lists the video ads', async () => {
      const rows = await list(contentPaths.videoAds)
      expect(rows.map((r) => r.video_url)).toEqual(DEMO_VIDEOS.map((file) => `media/videos/${file}`))
      for (const row of rows) {
        expect(Object.keys(row)).toEqual([
          'id',
          'video_ads',
          'admin_id',
          'created_at',
          'updated_at',
          'video_url',
        ])
        expect(row.video_ads).toBe(row.video_url)
      }
    })

    it('answers the latest winner announcement, naming the player masked', async () => {
      const { data } = (await getJson(contentPaths.winnerText)).body
      const row = data as Record<string, unknown>
      expect(Object.keys(row)).toEqual(['id', 'text', 'admin_id', 'created_at', 'updated_at'])
      expect(row.text).toContain('P12****78')
      expect(row.text).not.toContain('P12345678')
    })

    it('serves every media path the API answers, as the client would resolve it', async () => {
      const paths = new Set<string>()
      for (const path of Object.values(contentPaths)) {
        const { data } = (await getJson(path)).body
        const rows = (Array.isArray(data) ? data : [data]) as Record<string, unknown>[]
        for (const row of rows) {
          for (const key of ['image', 'img_url', 'video_url', 'video_ads'] as const) {
            if (typeof row[key] === 'string') paths.add(row[key])
          }
        }
      }
      expect(paths.size).toBeGreaterThanOrEqual(4 + 2 + 1 + 3 + 6 - 1)
      for (const path of paths) {
        expect(path).toMatch(MEDIA_PATH)
        // The widgets join `{apiBase}/../{path}`.
        const url = new URL(`http://localhost/api/../${path}`)
        expect(url.pathname).toBe(`/${path}`)
        const res = await app.request(url.pathname)
        expect(res.status, path).toBe(200)
        expect(res.headers.get('content-type'), path).toBe(
          path.endsWith('.mp4') ? 'video/mp4' : 'image/svg+xml',
        )
        await res.arrayBuffer()
      }
    })

    it('lets any origin read the public content, GET only', async () => {
      for (const path of Object.values(contentPaths)) {
        const { res } = await getJson(path, { headers: { Origin: 'https://partner.example' } })
        expect(res.headers.get('access-control-allow-origin'), path).toBe('*')
        expect(res.headers.get('access-control-allow-credentials')).toBeNull()
        const preflight = await app.request(`/api${path}`, corsPreflight('https://partner.example', 'GET'))
        expect(preflight.status).toBe(204)
        expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
        expect(preflight.headers.get('access-control-allow-methods')).toBe('GET')
        expect(preflight.headers.get('access-control-max-age')).toBe('86400')
      }
    })

    it('ignores odd input instead of failing', async () => {
      for (const path of Object.values(contentPaths)) {
        await getJson(`${path}?page=-1&id=%00&x[]=1`, { headers: { Authorization: 'Bearer nonsense' } })
      }
      expect((await app.request('/api/banner/1')).status).toBe(404)
      expect((await app.request('/api/banner', { method: 'POST' })).status).toBe(404)
      expect(logger.errors).toEqual([])
    })

    it('refuses to store an unsafe contact link, in the code and in the database', async () => {
      for (const value of [
        'javascript:alert(1)',
        ' JaVaScRiPt:alert(1)',
        'data:text/html,x',
        '//evil.example',
      ]) {
        await expect(
          addContactChannels(handle.db, [{ agentId, type: 'telegram', name: 'Telegram', value }]),
        ).rejects.toBeInstanceOf(UnsafeLinkError)
        // Written past the application, the check constraint still refuses it.
        await expect(
          handle.db.insert(contactChannels).values({
            agentId,
            type: 'telegram',
            name: 'Telegram',
            value,
            image: 'media/contacts/telegram.svg',
          }),
        ).rejects.toThrow()
      }
      await expect(
        handle.db.insert(banners).values({ image: 'javascript:alert(1)//media/banners/x.svg' }),
      ).rejects.toThrow()
      await expect(
        handle.db.insert(banners).values({ image: 'media/../../etc/passwd.svg' }),
      ).rejects.toThrow()
      await expect(
        handle.db.insert(videoAds).values({ video: 'https://evil.example/x.mp4' }),
      ).rejects.toThrow()
      expect(
        (await list(contentPaths.contact)).every((row) => !/script|data:|^\/\//i.test(String(row.value))),
      ).toBe(true)
    })
  })
})
