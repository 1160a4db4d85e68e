import { artwork } from '../media/artwork.ts'

/**
 * The generated pictures under `/media/<kind>/<name>.svg`: banners, promotions, the popup ad, contact
 * channel icons and payment-type logos. Only the names listed here exist, so the media route never draws
 * (or caches) a picture for an arbitrary URL.
 */

interface Picture {
  title: string
  subtitle?: string
  glyph?: string
  /** Seed for `artwork()`; the icons use seeds picked so the gradient starts near the brand's colour. */
  seed?: string
}

interface Kind {
  width: number
  height: number
  /** Corner radius: icons and logos are rounded squares. */
  radius?: number
  pictures: Record<string, Picture>
}

const KINDS = {
  banners: {
    width: 1200,
    height: 400,
    pictures: {
      'welcome-bonus': {
        title: 'Welcome Bonus 100%',
        subtitle: 'On your first deposit, up to 100,000 Ks',
        glyph: '★',
      },
      '2d-live': {
        title: '2D Live, twice a day',
        subtitle: 'Results at 12:01 and 16:30 Myanmar time',
        glyph: '2D',
      },
      'shwe-slots': {
        title: 'Shwe Slots Festival',
        subtitle: 'Hundreds of slots from top providers',
        glyph: '7',
      },
      'shan-koe-mee': { title: 'Shan Koe Mee', subtitle: 'The card game everyone plays', glyph: '♠' },
    },
  },
  promotions: {
    width: 800,
    height: 450,
    pictures: {
      'first-deposit': { title: 'First Deposit Bonus', subtitle: '100% up to 100,000 Ks', glyph: '+' },
      'weekly-cashback': { title: 'Weekly Cashback', subtitle: '5% back every Monday', glyph: '%' },
      'refer-a-friend': { title: 'Refer a Friend', subtitle: '5,000 Ks for both of you', glyph: '♥' },
      'lucky-2d': {
        title: '2D Lucky Streak',
        subtitle: 'Win three draws in a week, get 20,000 Ks',
        glyph: '2D',
      },
    },
  },
  popup: {
    width: 600,
    height: 800,
    pictures: {
      'thadingyut-lights': { title: 'Thadingyut Lights', subtitle: 'Festival spins all week', glyph: '✦' },
      'tazaungdaing-bonus': {
        title: 'Tazaungdaing Bonus',
        subtitle: '10% extra on every deposit this week',
        glyph: '✦',
      },
    },
  },
  contacts: {
    width: 128,
    height: 128,
    radius: 28,
    pictures: {
      viber: { title: 'V', subtitle: 'Viber', glyph: 'V', seed: 'viber-37' },
      telegram: { title: '➤', subtitle: 'Telegram', glyph: '➤', seed: 'telegram-114' },
      facebook: { title: 'f', subtitle: 'Facebook', glyph: 'f', seed: 'facebook-22' },
      line: { title: 'L', subtitle: 'LINE', glyph: 'L', seed: 'line-9' },
      phone: { title: '☎', subtitle: 'Hotline', glyph: '☎', seed: 'phone-272' },
      email: { title: '@', subtitle: 'Email', glyph: '@', seed: 'email-20' },
    },
  },
  payments: {
    width: 240,
    height: 160,
    radius: 24,
    pictures: {
      kbzpay: { title: 'KBZPay', glyph: 'K', seed: 'kbzpay-65' },
      wavepay: { title: 'WavePay', glyph: 'W', seed: 'wavepay-96' },
      ayapay: { title: 'AYA Pay', glyph: 'A', seed: 'ayapay-77' },
      cbpay: { title: 'CB Pay', glyph: 'C', seed: 'cbpay-10' },
      kbzbank: { title: 'KBZ Bank', glyph: 'K', seed: 'kbzbank-15' },
    },
  },
} satisfies Record<string, Kind>

export type PictureKind = keyof typeof KINDS

/** The folders under `/media/` that hold generated pictures. */
export const PICTURE_KINDS = Object.keys(KINDS) as PictureKind[]

/** Maps, not object lookups, so names such as `constructor` or `__proto__` find nothing. */
const kinds = new Map<string, Kind & { names: Map<string, Picture> }>(
  Object.entries(KINDS).map(([kind, spec]: [string, Kind]) => [
    kind,
    { ...spec, names: new Map(Object.entries(spec.pictures)) },
  ]),
)

const drawn = new Map<string, string>()

/** The SVG for `/media/<kind>/<name>.svg`, or null when there is no such picture. */
export function pictureSvg(kind: string, name: string): string | null {
  const spec = kinds.get(kind)
  const picture = spec?.names.get(name)
  if (!spec || !picture) return null
  const key = `${kind}/${name}`
  const cached = drawn.get(key)
  if (cached) return cached
  const inner = artwork({ width: spec.width, height: spec.height, ...picture })
  // Icons show a symbol as the title and the channel's name below it; the name is the better label.
  const label = picture.subtitle ?? picture.title
  const svg = spec.radius === undefined ? inner : rounded(inner, spec.width, spec.height, spec.radius, label)
  drawn.set(key, svg)
  return svg
}

/** Clips a picture to a rounded square, nesting the artwork's own `<svg>`. */
function rounded(inner: string, width: number, height: number, radius: number, label: string): string {
  const escaped = label.replace(/[<>&"']/g, '')
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escaped}">`,
    `<clipPath id="r"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath>`,
    `<g clip-path="url(#r)">${inner}</g>`,
    '</svg>',
  ].join('')
}

/** The root-relative path of a picture, e.g. `media/banners/welcome-bonus.svg`; throws for unknown names. */
export function picturePath<K extends PictureKind>(
  kind: K,
  name: keyof (typeof KINDS)[K]['pictures'],
): string {
  const path = `media/${kind}/${String(name)}.svg`
  if (!kinds.get(kind)?.names.has(String(name))) throw new Error(`no picture ${path}`)
  return path
}

/** Every picture name of a kind, for tests and listings. */
export const pictureNames = (kind: PictureKind): string[] => [...(kinds.get(kind)?.names.keys() ?? [])]
