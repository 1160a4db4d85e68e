import type {
  Banner,
  BannerText,
  ContactChannel,
  PopupAdsBanner,
  Promotion,
  VideoAd,
  WinnerText,
} from '@shwe/contract'
import { success } from '@shwe/contract'
import { asc, desc } from 'drizzle-orm'
import type { Hono } from 'hono'
import { cors } from 'hono/cors'
import type { AuthEnv } from '../auth.ts'
import type { AppDatabase } from '../db.ts'
import type { ApiDeps } from '../routes.ts'
import {
  adsBanners,
  banners,
  bannerTexts,
  contactChannels,
  promotions,
  videoAds,
  winnerTexts,
} from './schema.ts'

export { mountMedia } from './media.ts'

/** Paths under the API base, spelled as the existing clients call them. */
export const contentPaths = {
  banner: '/banner',
  bannerText: '/banner_Text',
  popupAdsBanner: '/popup-ads-banner',
  promotion: '/promotion',
  contact: '/contact',
  videoAds: '/videoads',
  winnerText: '/winnerText',
} as const

interface PublishedRow {
  adminId: number | null
  createdAt: Date
  updatedAt: Date
}

/** The trailing fields every published row shares, in the order the old backends listed them. */
const stamps = (row: PublishedRow) => ({
  admin_id: row.adminId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
})

const toBanner = (row: PublishedRow & { id: number; image: string }): Banner => ({
  id: row.id,
  image: row.image,
  ...stamps(row),
  img_url: row.image,
})

/** The newest row of a table of which only the latest is served (the popup, the winner text). */
async function newest<T extends typeof adsBanners | typeof winnerTexts>(
  db: AppDatabase,
  table: T,
): Promise<T['$inferSelect'] | undefined> {
  const latest = table as typeof adsBanners | typeof winnerTexts
  const [row] = await db.select().from(latest).orderBy(desc(latest.createdAt), desc(latest.id)).limit(1)
  return row
}

export async function listBanners(db: AppDatabase): Promise<Banner[]> {
  const rows = await db.select().from(banners).orderBy(asc(banners.id))
  return rows.map(toBanner)
}

export async function listBannerTexts(db: AppDatabase): Promise<BannerText[]> {
  const rows = await db.select().from(bannerTexts).orderBy(asc(bannerTexts.id))
  return rows.map((row) => ({ id: row.id, text: row.text, ...stamps(row) }))
}

export async function latestPopup(db: AppDatabase): Promise<PopupAdsBanner | null> {
  const row = await newest(db, adsBanners)
  return row ? toBanner(row) : null
}

export async function listPromotions(db: AppDatabase): Promise<Promotion[]> {
  const rows = await db.select().from(promotions).orderBy(asc(promotions.id))
  return rows.map((row) => ({
    id: row.id,
    image: row.image,
    title: row.title,
    description: row.description,
    ...stamps(row),
    img_url: row.image,
  }))
}

/**
 * The site's support channels. They belong to the agent running the site; the list is the same for every
 * visitor (it is public and readable cross-origin), so it does not depend on who asks.
 */
export async function listContacts(db: AppDatabase): Promise<ContactChannel[]> {
  return db
    .select({
      id: contactChannels.id,
      name: contactChannels.name,
      value: contactChannels.value,
      type: contactChannels.type,
      image: contactChannels.image,
    })
    .from(contactChannels)
    .orderBy(asc(contactChannels.id))
}

export async function listVideoAds(db: AppDatabase): Promise<VideoAd[]> {
  const rows = await db.select().from(videoAds).orderBy(asc(videoAds.id))
  return rows.map((row) => ({ id: row.id, video_ads: row.video, ...stamps(row), video_url: row.video }))
}

export async function latestWinnerText(db: AppDatabase): Promise<WinnerText | null> {
  const row = await newest(db, winnerTexts)
  return row ? { id: row.id, text: row.text, ...stamps(row) } : null
}

/** Banners, announcement text, popup ad, promotions, contact channels and video ads under `/api`. */
export function mountContent(api: Hono<AuthEnv>, deps: ApiDeps): void {
  const { db } = deps
  // Public data for widgets embedded on partner sites: readable from any origin, no credentials involved.
  const publicRead = cors({ origin: '*', allowMethods: ['GET'], maxAge: 86_400 })
  for (const path of Object.values(contentPaths)) api.use(path, publicRead)

  api.get(contentPaths.banner, async (c) => c.json(success(await listBanners(db), 'Banners')))
  api.get(contentPaths.bannerText, async (c) => c.json(success(await listBannerTexts(db), 'Banner texts')))
  api.get(contentPaths.popupAdsBanner, async (c) =>
    c.json(success(await latestPopup(db), 'Popup ads banner')),
  )
  // Public: the old backends required a token here and failed with a 500 for players without a grand-parent agent.
  api.get(contentPaths.promotion, async (c) => c.json(success(await listPromotions(db), 'Promotions')))
  api.get(contentPaths.contact, async (c) => c.json(success(await listContacts(db), 'Contacts')))
  api.get(contentPaths.videoAds, async (c) => c.json(success(await listVideoAds(db), 'Video ads')))
  api.get(contentPaths.winnerText, async (c) => c.json(success(await latestWinnerText(db), 'Winner text')))
}
