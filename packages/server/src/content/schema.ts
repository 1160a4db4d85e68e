import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  serial,
  text,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt, users } from '../schema.ts'

/**
 * Site content shown on the home, promotion, contact and video screens. Image and video columns hold a
 * path relative to the server root (`media/banners/welcome-bonus.svg`), never a full URL: clients join it
 * to the API base themselves, and a relative path cannot carry a `javascript:` or foreign-host link.
 */

const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * A row an admin publishes: its id, then `columns`, then who published it (kept when that user is gone) and
 * when it was made and changed.
 */
const published = <Columns extends Record<string, PgColumnBuilderBase>>(columns: Columns) => ({
  id: serial('id').primaryKey(),
  ...columns,
  adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
})

/** `media/` followed by lower-case path segments and a file name, so never `..`, a scheme or a host. */
const mediaPath = (column: AnyPgColumn, extensions: 'image' | 'video'): SQL => {
  const pattern =
    extensions === 'image'
      ? '^media/([a-z0-9][a-z0-9_-]*/)*[a-z0-9][a-z0-9_-]*\\.(svg|png|jpg|webp)$'
      : '^media/([a-z0-9][a-z0-9_-]*/)*[a-z0-9][a-z0-9_-]*\\.(mp4|webm)$'
  return sql`${column} ~ ${sql.raw(`'${pattern}'`)}`
}

export const banners = pgTable(
  'banners',
  published({
    image: text('image').notNull(),
  }),
  (t) => [check('banners_image_check', mediaPath(t.image, 'image'))],
)

/** The scrolling announcement; the home shows the first one. */
export const bannerTexts = pgTable(
  'banner_texts',
  published({
    text: text('text').notNull(),
  }),
)

/** The popup shown once per browser session; only the latest row is served. */
export const adsBanners = pgTable(
  'ads_banners',
  published({
    image: text('image').notNull(),
  }),
  (t) => [
    check('ads_banners_image_check', mediaPath(t.image, 'image')),
    index('ads_banners_created_idx').on(t.createdAt),
  ],
)

export const promotions = pgTable(
  'promotions',
  published({
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
  }),
  (t) => [check('promotions_image_check', mediaPath(t.image, 'image'))],
)

export const CONTACT_TYPES = ['viber', 'telegram', 'facebook', 'line', 'phone', 'email'] as const
export type ContactType = (typeof CONTACT_TYPES)[number]

/**
 * Support channels of the agent that runs the site. `value` is the link a player opens; the allowlist in
 * `links.ts` decides what may be stored, and the check below repeats its schemes so a row written past
 * the application (a SQL console, another tool) still cannot hold a `javascript:` or `data:` link.
 */
export const contactChannels = pgTable(
  'contact_channels',
  {
    id: serial('id').primaryKey(),
    agentId: integer('agent_id').references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<ContactType>().notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    image: text('image').notNull(),
    ...timestamps(),
  },
  (t) => [
    check(
      'contact_channels_type_check',
      sql`${t.type} in ('viber', 'telegram', 'facebook', 'line', 'phone', 'email')`,
    ),
    check(
      'contact_channels_value_check',
      sql`${t.value} ~ '^(viber://|https://t\\.me/|https://(www\\.)?facebook\\.com/|https://line\\.me/|tel:\\+?[0-9]|mailto:[^:/]+@)' and ${t.value} !~ '[[:space:][:cntrl:]]'`,
    ),
    check('contact_channels_image_check', mediaPath(t.image, 'image')),
    index('contact_channels_agent_idx').on(t.agentId),
  ],
)

export const videoAds = pgTable(
  'video_ads',
  published({
    /** Path of the clip, e.g. `media/videos/shwe-slots.mp4`. */
    video: text('video_ads').notNull(),
  }),
  (t) => [check('video_ads_video_check', mediaPath(t.video, 'video'))],
)

/** The latest winner announcement; only the newest row is served. */
export const winnerTexts = pgTable(
  'winner_texts',
  published({
    text: text('text').notNull(),
  }),
  (t) => [index('winner_texts_created_idx').on(t.createdAt)],
)
