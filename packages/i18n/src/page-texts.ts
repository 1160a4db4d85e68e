import { LANGUAGES, type Language } from './languages.ts'
import type { Area } from './resources.ts'

/**
 * The texts a site page carries for its islands, in the page's language: a JSON data block in its head, so the
 * islands hydrate in the language the page was rendered in without fetching their texts first. Never run as
 * script (the type is not a script type), written by the build from our own locale files.
 */
export const PAGE_TEXTS_SELECTOR = 'script[type="application/json"][data-shwe-texts]'

export interface PageTexts {
  language: Language
  texts: Partial<Record<Area, object>>
}

/** The data block for `texts`; `<` is escaped so no text can close the element. */
export function pageTextsTag(texts: PageTexts): string {
  const json = JSON.stringify(texts).replace(/</g, '\\u003c')
  return `<script type="application/json" data-shwe-texts>${json}</script>`
}

/** The texts the page carries, or undefined when it has none (a partner's page) or they cannot be read. */
export function readPageTexts(doc: Pick<Document, 'querySelector'> | undefined): PageTexts | undefined {
  const text = doc?.querySelector(PAGE_TEXTS_SELECTOR)?.textContent
  if (!text) return undefined
  try {
    const value = JSON.parse(text) as Partial<PageTexts>
    if (!(LANGUAGES as readonly string[]).includes(value.language as string)) return undefined
    if (typeof value.texts !== 'object' || value.texts === null) return undefined
    return value as PageTexts
  } catch {
    return undefined
  }
}

/** What adding texts needs of a page's texts (create-i18n.ts's `I18n`). */
interface TextBundles {
  addResourceBundle(language: Language, area: Area, messages: object): void
  hasResourceBundle(language: Language, area: Area): boolean
}

/** Adds the page's texts to an instance. */
export function addPageTexts(i18n: TextBundles, { language, texts }: PageTexts): void {
  for (const [area, messages] of Object.entries(texts)) {
    if (messages && typeof messages === 'object' && !i18n.hasResourceBundle(language, area as Area)) {
      i18n.addResourceBundle(language, area as Area, messages)
    }
  }
}
