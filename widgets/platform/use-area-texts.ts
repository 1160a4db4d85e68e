import { type Area, hasTexts, type I18n, loadTexts } from '@shwe/i18n'
import { useT } from '@shwe/ui'
import { useRuntime } from './root-context.ts'

interface Load {
  promise: Promise<void>
  settled: boolean
}

/** Per page's texts, the `language/areas` loads asked for: a render during one waits on it, a failed one is not redone. */
const loadsOf = new WeakMap<I18n, Map<string, Load>>()

/**
 * For a part that loads on first use and brings its own texts (the shell's exchange dialog): suspends, behind the
 * nearest `Suspense`, until `areas`' texts in the shown language are in, so the part never shows in English first.
 * When they cannot be loaded the part shows with the English ones it carries.
 */
export function useAreaTexts(areas: readonly Area[]): void {
  const { i18n } = useRuntime()
  const { language } = useT('common')
  if (hasTexts(i18n, language, areas)) return
  let loads = loadsOf.get(i18n)
  if (!loads) {
    loads = new Map()
    loadsOf.set(i18n, loads)
  }
  const key = `${language}/${areas.join(',')}`
  let load = loads.get(key)
  if (!load) {
    const started: Load = {
      promise: loadTexts(i18n, language, areas)
        .catch(() => undefined)
        .finally(() => {
          started.settled = true
        }),
      settled: false,
    }
    load = started
    loads.set(key, load)
  }
  if (!load.settled) throw load.promise
}
