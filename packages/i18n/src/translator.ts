import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages.ts'

/** "a.b.c" for every text of a nested messages object. */
export type KeyPath<M> = M extends string
  ? never
  : {
      [K in keyof M & string]: M[K] extends string ? K : `${K}.${KeyPath<M[K]>}`
    }[keyof M & string]

/** Values put into a text's `{{name}}` slots; `count` also picks the plural form (`key_one`, `key_other`). */
export type TextValues = Record<string, string | number>

export type Translate<M> = (key: KeyPath<M>, values?: TextValues) => string

type Tree = { [key: string]: string | Tree }

/**
 * The page's texts: one tree of messages per language and area, looked up by dotted key, with English as the
 * fallback of every other language and the key itself as the last resort (so a missing text shows, and the
 * key-parity test catches it before it ships). A few hundred bytes instead of a general i18n library: the
 * texts need lookup, `{{name}}` interpolation and plural forms, nothing else.
 */
export class Texts {
  #bundles = new Map<string, Tree>()

  addResourceBundle(language: Language, area: string, messages: object): void {
    this.#bundles.set(`${language}/${area}`, messages as Tree)
  }

  hasResourceBundle(language: Language, area: string): boolean {
    return this.#bundles.has(`${language}/${area}`)
  }

  /** A function that renders the texts of `area` in `language`. */
  getFixedT<M>(language: Language, area: string): Translate<M> {
    return ((key: string, values?: TextValues) => {
      const text =
        this.#find(language, area, key, values) ??
        (language === DEFAULT_LANGUAGE ? undefined : this.#find(DEFAULT_LANGUAGE, area, key, values))
      return text === undefined ? key : interpolate(text, values)
    }) as Translate<M>
  }

  #find(language: Language, area: string, key: string, values?: TextValues): string | undefined {
    const bundle = this.#bundles.get(`${language}/${area}`)
    if (!bundle) return undefined
    if (typeof values?.count === 'number') {
      const form = pluralRules(language).select(values.count)
      const plural = lookup(bundle, `${key}_${form}`) ?? lookup(bundle, `${key}_other`)
      if (plural !== undefined) return plural
    }
    return lookup(bundle, key)
  }
}

// One per language: making the rules costs far more than asking them, and a board counts at every change.
const plurals = new Map<Language, Intl.PluralRules>()

function pluralRules(language: Language): Intl.PluralRules {
  let rules = plurals.get(language)
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALES[language])
    plurals.set(language, rules)
  }
  return rules
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

/** Fills `{{name}}` slots; a slot without a value stays as written. Texts are rendered as text, never HTML. */
function interpolate(text: string, values?: TextValues): string {
  if (!values) return text
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (slot, name: string) =>
    name in values ? String(values[name]) : slot,
  )
}
