import { useStore } from '@nanostores/react'
import { DEFAULT_LANGUAGE } from '@shwe/i18n'
import { I18nProvider, theme } from '@shwe/ui'
import { createContext, type ReactNode, useContext } from 'react'
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
 * the stored choice (key `lan`) applies right after.
 */
export function WidgetRoot({ children, runtime: given, apiBase }: WidgetRootProps) {
  const runtime = given ?? getRuntime(apiBase)
  const language = useStore(runtime.session.$lang, { ssr: () => DEFAULT_LANGUAGE })
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
