/**
 * Site content (`GET /banner`, `/banner_Text`, `/popup-ads-banner`, `/promotion`, `/contact`, `/videoads`,
 * `/winnerText`). Every `image`, `img_url` and `video_url` is a path relative to the server root without a
 * leading slash (`media/banners/welcome-bonus.svg`): clients resolve it as `{apiBase}/../{path}`.
 * Timestamps are ISO 8601 strings.
 */

/** ISO 8601 timestamp, e.g. "2026-11-20T03:00:00.000Z". */
type IsoTimestamp = string

/** A root-relative media path, e.g. "media/videos/shwe-slots.mp4". */
type MediaPath = string

interface Published {
  id: number
  /** The agent or admin who published it; null once that account is gone. */
  admin_id: number | null
  created_at: IsoTimestamp
  updated_at: IsoTimestamp
}

/** GET /banner: the home carousel. `image` and `img_url` are the same path. */
export interface Banner extends Published {
  image: MediaPath
  img_url: MediaPath
}

/** GET /banner_Text: the scrolling announcement; the home shows the first entry. */
export interface BannerText extends Published {
  text: string
}

/** GET /popup-ads-banner: the latest popup, or null when there is none. */
export type PopupAdsBanner = Banner

/** GET /promotion (public). */
export interface Promotion extends Published {
  image: MediaPath
  title: string
  description: string
  img_url: MediaPath
}

export type ContactChannelType = 'viber' | 'telegram' | 'facebook' | 'line' | 'phone' | 'email'

/**
 * GET /contact. `value` is the link to open: `viber://…`, `https://t.me/…`, `https://facebook.com/…`,
 * `https://line.me/…`, `tel:…` or `mailto:…` (the server stores nothing else).
 */
export interface ContactChannel {
  id: number
  name: string
  value: string
  type: ContactChannelType
  /** Icon path. */
  image: MediaPath
}

/** GET /videoads. `video_ads` and `video_url` are the same path. */
export interface VideoAd extends Published {
  video_ads: MediaPath
  video_url: MediaPath
}

/** GET /winnerText: the latest winner announcement, or null. */
export interface WinnerText extends Published {
  text: string
}
