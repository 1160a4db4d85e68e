/** The family name under which the Burmese face is registered on partner pages. */
export const MYANMAR_FAMILY = 'Shwe Noto Sans Myanmar'

/** Burmese script and the joiners it uses: the browser downloads the face only when such text appears. */
const MYANMAR_RANGE = 'U+1000-109F, U+200C-200D, U+25CC, U+A9E0-A9FE, U+AA60-AA7F'

const FILES = {
  400: 'noto-sans-myanmar-myanmar-400-normal.woff2',
  700: 'noto-sans-myanmar-myanmar-700-normal.woff2',
}

/**
 * Registers Noto Sans Myanmar on the document. Chromium ignores `@font-face` inside a shadow root,
 * so widgets must put their font on the page itself; doing it through `document.fonts` needs no `<style>`.
 * Safe to call more than once.
 */
export function registerMyanmarFont(fontDirUrl: string | URL, doc: Document = document): void {
  if (typeof FontFace === 'undefined' || !doc.fonts) return
  const registered = [...doc.fonts].some((face) => face.family.replaceAll(/["']/g, '') === MYANMAR_FAMILY)
  if (registered) return
  for (const [weight, file] of Object.entries(FILES)) {
    const face = new FontFace(MYANMAR_FAMILY, `url(${new URL(file, fontDirUrl).href}) format('woff2')`, {
      weight,
      style: 'normal',
      display: 'swap',
      unicodeRange: MYANMAR_RANGE,
    })
    doc.fonts.add(face)
  }
}

export const MYANMAR_FONT_FILES = Object.values(FILES)
