import { useStore } from '@nanostores/react'
import { DEFAULT_LANGUAGE, isLanguageLoaded, type Language, loadLanguage } from '@shwe/i18n'
import { I18nProvider, theme } from '@shwe/ui'
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react'
import { ThemeProvider } from 'styled-components'
import { getRuntime, type Runtime } from './runtime.ts'

const RuntimeContext = createContext<Runtime | null>(null)

/** The page's API client, session and i18n instance, for the widget below. */
export function useRuntime(): Runtime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('A widget must render inside WidgetRoot')
  return runtime
}

export interface WidgetRootProps {
  children: ReactNode
  /** Defaults to the page's shared runtime. */
  runtime?: Runtime
  apiBase?: string
}

/**
 * The providers every widget renders in: runtime, theme and texts in the session's language.
 * During server rendering and hydration the language is the default, so the HTML matches;
 * the stored choice (key `lan`) applies right after, as soon as its texts are loaded.
 */
export function WidgetRoot({ children, runtime: given, apiBase }: WidgetRootProps) {
  const runtime = given ?? getRuntime(apiBase)
  const language = useLoadedLanguage(runtime)
  return (
    <RuntimeContext.Provider value={runtime}>
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={runtime.i18n} language={language}>
          {children}
        </I18nProvider>
      </ThemeProvider>
    </RuntimeContext.Provider>
  )
}

/** The chosen language once its texts are in; until then the last one shown (English at first). */
function useLoadedLanguage({ session, i18n }: Runtime): Language {
  const wanted = useStore(session.$lang, { ssr: () => DEFAULT_LANGUAGE })
  const [shown, setShown] = useState<Language>(DEFAULT_LANGUAGE)
  useEffect(() => {
    let live = true
    loadLanguage(i18n, wanted).then(() => live && setShown(wanted))
    return () => {
      live = false
    }
  }, [i18n, wanted])
  return wanted === shown || !isLanguageLoaded(i18n, wanted) ? shown : wanted
}

/** Wraps a component in WidgetRoot: what the site mounts as an island. */
export function withWidgetRoot<P extends object>(Component: (props: P) => ReactNode) {
  function Rooted(props: P & { apiBase?: string }) {
    return (
      <WidgetRoot apiBase={props.apiBase}>
        <Component {...props} />
      </WidgetRoot>
    )
  }
  Rooted.displayName = `Rooted(${Component.name})`
  return Rooted
}
