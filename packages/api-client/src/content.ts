import {
  type Banner,
  type BannerText,
  type ContactChannel,
  type LeaderboardRow,
  type PopupAdsBanner,
  type Promotion,
  paths,
  type VideoAd,
  type WinnerText,
} from '@shwe/contract'
import type { Call } from './request.ts'

/** Site content: banners, announcements, promotions, contact channels, videos and the leaderboard. */
export function contentCalls(call: Call) {
  return {
    /** Lists the home carousel's banners. */
    banners: () => call<Banner[]>('GET', paths.banners),
    /** Lists the scrolling announcements; the home shows the first. */
    bannerText: () => call<BannerText[]>('GET', paths.bannerText),
    /** Reads the latest popup ad, or null when there is none. */
    popupAdsBanner: () => call<PopupAdsBanner | null>('GET', paths.popupAdsBanner),
    /** Lists the promotions. */
    promotions: () => call<Promotion[]>('GET', paths.promotions),
    /** Lists the support channels (Viber, Telegram, phone, ...). */
    contact: () => call<ContactChannel[]>('GET', paths.contact),
    /** Lists the video ads of the reels feed. */
    videoAds: () => call<VideoAd[]>('GET', paths.videoAds),
    /** Reads the latest winner announcement, or null when there is none. */
    winnerText: () => call<WinnerText | null>('GET', paths.winnerText),
    /** Lists this month's top ten players by approved withdrawals, ids masked. */
    topTenWithdraw: () => call<LeaderboardRow[]>('GET', paths.topTenWithdraw),
  }
}
