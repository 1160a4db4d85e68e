import { DEFAULT_LANGUAGE, type Language } from './languages.ts'
import { addPageTexts, readPageTexts } from './page-texts.ts'
import { type Area, englishCommon, loaderOf, type Messages } from './resources.ts'
import { Texts, type Translate } from './translator.ts'

/** The page's texts, by language and area. */
export interface I18n {
  addResourceBundle(language: Language, area: Area, messages: object): void
  hasResourceBundle(language: Language, area: Area): boolean
  getFixedT<A extends Area>(language: Language, area: A): Translate<Messages[A]>
}

/** English texts of the areas whose widgets are on this page, registered by each widget's code as it loads. */
const english = new Map<Area, unknown>(englishCommon ? [['common', englishCommon]] : [])

/**
 * Makes an area's English texts known; a widget's module calls this with its own JSON, so the texts travel
 * with the widget's code and no other widget pays for them. On the site the JSON is empty (null): the page
 * carries its texts.
 */
export function registerTexts<A extends Area>(area: A, messages: Messages[A] | null): A {
  if (!messages) return area
  english.set(area, messages)
  for (const ref of instances) {
    const instance = ref.deref()
    if (instance) addEnglish(instance, area)
    else instances.delete(ref)
  }
  return area
}

/** Every instance made here, so texts registered later (a widget loaded after the first) reach them all. */
const instances = new Set<WeakRef<I18n>>()

/**
 * The texts of one page (one per runtime, nothing global, so a partner page is untouched), with the
 * registered English texts, the texts the page carries in its own language (site pages, page-texts.ts), and
 * English as the fallback for any missing text.
 */
export function createI18n(): I18n {
  const instance: I18n = new Texts()
  for (const area of english.keys()) addEnglish(instance, area)
  const carried = readPageTexts(typeof document === 'undefined' ? undefined : document)
  if (carried) addPageTexts(instance, carried)
  instances.add(new WeakRef(instance))
  return instance
}

function addEnglish(i18n: I18n, area: Area): void {
  if (i18n.hasResourceBundle(DEFAULT_LANGUAGE, area)) return
  const messages = english.get(area)
  if (messages) i18n.addResourceBundle(DEFAULT_LANGUAGE, area, messages as object)
}

/** True when the instance can show these areas (and the common texts) in `language` right now. */
export function hasTexts(i18n: I18n, language: Language, areas: readonly Area[]): boolean {
  for (const area of areas) addEnglish(i18n, area)
  return ['common' as const, ...areas].every((area) => i18n.hasResourceBundle(language, area))
}

const pending = new WeakMap<I18n, Map<string, Promise<void>>>()

/** Loads the common texts and these areas' texts in `language`, each once per instance. */
export async function loadTexts(i18n: I18n, language: Language, areas: readonly Area[]): Promise<void> {
  if (hasTexts(i18n, language, areas)) return
  let loads = pending.get(i18n)
  if (!loads) {
    loads = new Map()
    pending.set(i18n, loads)
  }
  const jobs = ['common' as const, ...areas].map((area) => {
    const key = `${language}/${area}`
    if (i18n.hasResourceBundle(language, area)) return undefined
    let job = loads.get(key)
    if (!job) {
      const load = loaderOf(language, area)
      job = load
        ? load().then((messages) => {
            i18n.addResourceBundle(language, area, messages as object)
          })
        : Promise.resolve()
      // A failed load (offline) may be tried again on the next switch.
      job.catch(() => loads.delete(key))
      loads.set(key, job)
    }
    return job
  })
  await Promise.all(jobs)
}
