/** The sidebar's entries and where they lead (spec platform.md "Shared layout"), by text key. */
export const SIDEBAR_ENTRIES = [
  { key: 'home', to: '/?type=all', icon: 'home' },
  { key: 'videos', to: '/ads-video?tab=AdsVideo', icon: 'video' },
  { key: 'profile', to: '/information?tab=profile', icon: 'user' },
  { key: 'playSafe', to: '/information?tab=limits', icon: 'shield' },
  { key: 'wallet', to: '/information?tab=transfer', icon: 'wallet' },
  { key: 'logs', to: '/information?tab=logs&type=deposit', icon: 'list' },
  { key: 'promotion', to: '/promotion', icon: 'gift' },
  { key: 'contact', to: '/contact', icon: 'chat' },
  { key: 'twoD', to: '/2d', icon: 'twoD' },
  { key: 'threeD', to: '/3d', icon: 'threeD' },
  { key: 'threeDHistory', to: '/3d/history', icon: 'history' },
] as const

/** The bottom bar of signed-in players on small screens, with the spec's own hrefs. */
export const BOTTOM_ENTRIES = [
  { key: 'home', to: '/?type=all', icon: 'home' },
  { key: 'ads', to: '/ads-video?tab=AdsVideo', icon: 'video' },
  { key: 'promotion', to: '/Promotion?tab=Promotion', icon: 'gift' },
  { key: 'wallet', to: '/information?tab=transfer', icon: 'wallet' },
  { key: 'contact', to: '/Contact?tab=Contact', icon: 'chat' },
] as const

/** Where the sidebar's Deposit button and contact icons lead. */
export const DEPOSIT_ROUTE = '/information?tab=transfer'
export const CONTACT_ROUTE = '/contact'
export const CONTACT_ICONS = ['viber', 'telegram', 'facebook'] as const

export type IconName =
  | (typeof SIDEBAR_ENTRIES)[number]['icon']
  | (typeof CONTACT_ICONS)[number]
  | 'menu'
  | 'clock'

/** The top bar gains a stronger shadow once the page has scrolled past this many pixels. */
export const SCROLL_SHADOW_THRESHOLD = 10

export const isScrolled = (scrollY: number) => scrollY > SCROLL_SHADOW_THRESHOLD
