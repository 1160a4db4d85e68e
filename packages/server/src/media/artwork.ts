import { createHash } from 'node:crypto'

/**
 * Demo artwork drawn as SVG: a two-colour gradient, a few soft shapes and a title, all derived from a seed
 * string so the same name always gives the same picture. Used for game tiles, provider logos, banners and
 * payment logos, so the demo needs no image files.
 */

export interface ArtworkOptions {
  width: number
  height: number
  title: string
  subtitle?: string
  /** Any text; the colours and shapes follow from it. Defaults to the title. */
  seed?: string
  /** A short mark drawn large behind the title, such as an initial or a symbol. */
  glyph?: string
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch] ?? ch,
  )

/** Bytes of SHA-256 of the seed, as a source of stable "random" numbers. */
function seedBytes(seed: string): Uint8Array {
  return createHash('sha256').update(seed).digest()
}

export function artwork(options: ArtworkOptions): string {
  const { width: w, height: h } = options
  const bytes = seedBytes(options.seed ?? options.title)
  const at = (i: number) => bytes[i % bytes.length] ?? 0
  const hue = Math.round((at(0) / 255) * 360)
  const hue2 = (hue + 40 + Math.round((at(1) / 255) * 80)) % 360
  const shapes = [0, 1, 2, 3]
    .map((i) => {
      const cx = Math.round((at(2 + i * 3) / 255) * w)
      const cy = Math.round((at(3 + i * 3) / 255) * h)
      const r = Math.round((0.15 + (at(4 + i * 3) / 255) * 0.35) * Math.min(w, h))
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.06 + i * 0.03).toFixed(2)}"/>`
    })
    .join('')
  const titleSize = Math.round(Math.min(h * 0.2, (w * 1.6) / Math.max(6, options.title.length)))
  const subtitleSize = Math.round(titleSize * 0.5)
  const titleY = options.subtitle ? Math.round(h * 0.56) : Math.round(h * 0.6)
  const glyph = options.glyph
    ? `<text x="${Math.round(w * 0.5)}" y="${Math.round(h * 0.5)}" font-size="${Math.round(h * 0.7)}" text-anchor="middle" dominant-baseline="central" fill="#fff" fill-opacity="0.14" font-family="sans-serif" font-weight="700">${escapeXml(options.glyph)}</text>`
    : ''
  const subtitle = options.subtitle
    ? `<text x="${Math.round(w / 2)}" y="${titleY + Math.round(subtitleSize * 1.6)}" font-size="${subtitleSize}" text-anchor="middle" fill="#fff" fill-opacity="0.85" font-family="sans-serif">${escapeXml(options.subtitle)}</text>`
    : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(options.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 38%)"/><stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/>`,
    shapes,
    glyph,
    `<text x="${Math.round(w / 2)}" y="${titleY}" font-size="${titleSize}" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">${escapeXml(options.title)}</text>`,
    subtitle,
    '</svg>',
  ].join('')
}

/** Headers for serving generated SVG: long-lived cache (the picture depends only on the URL) and no scripts. */
export const SVG_HEADERS: Record<string, string> = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=86400',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  'Cross-Origin-Resource-Policy': 'cross-origin',
}
