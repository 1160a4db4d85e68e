import { type Area, DEFAULT_LANGUAGE, hasTexts, type Language, loadTexts } from '@shwe/i18n'
import { I18nProvider, ThemeProvider, ToastProvider, theme, useT } from '@shwe/ui'
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react'
import { type FirstContent, FirstContentContext } from './first-content.ts'
import { LoginDialog } from './LoginDialog.tsx'
import { PacedIsland } from './paced-part.tsx'
import { RootContext, type RootValue, type SignInRequest } from './root-context.ts'
import { getRuntime, type Runtime } from './runtime.ts'
import { PageSignedInContext } from './signed-in.ts'
import { useStore } from './use-store.ts'

export interface WidgetRootProps {
  children: ReactNode
  /** Defaults to the page's shared runtime. */
  runtime?: Runtime
  apiBase?: string
  /** The text areas this widget shows, loaded in the chosen language before it switches. */
  areas?: readonly Area[]
  /** The custom element the widget renders in (partner pages), origin of its `navigate` events. */
  host?: HTMLElement
  /** The host site's address, where routes of other areas open on a partner page. */
  siteBase?: string
  /** API answers the page carried for its first screen (site pages rendered with live data). */
  first?: FirstContent | undefined
  /**
   * The language the page was rendered in (site pages, whose texts in it ride in the page): the widget renders
   * in it on the server and while it hydrates. Default English, the language of the elements' first render.
   */
  lang?: Language | undefined
  /** The page was rendered as a signed-in player sees it (`useSignedIn`); a visitor's page by default. */
  signedIn?: boolean | undefined
}

/**
 * The providers every widget renders in: runtime, theme, toasts, texts in the session's language and a
 * login dialog any screen can open. During server rendering and hydration the language is the page's (`lang`,
 * English by default), so the HTML matches; the stored choice (key `lan`) applies right after, as soon as its
 * texts are loaded, when it is another.
 */
export function WidgetRoot({
  children,
  runtime: given,
  apiBase,
  areas = [],
  host,
  siteBase,
  first,
  lang = DEFAULT_LANGUAGE,
  signedIn = false,
}: WidgetRootProps) {
  const runtime = given ?? getRuntime(apiBase)
  const language = useLoadedLanguage(runtime, areas, lang)
  const [signIn, setSignIn] = useState<SignInRequest | null>(null)
  const origin = useMemo(() => (host ? { element: host, siteBase } : undefined), [host, siteBase])
  const value = useMemo<RootValue>(
    () => ({ runtime, origin, requestSignIn: (request = {}) => setSignIn(request) }),
    [runtime, origin],
  )
  const close = useCallback(() => setSignIn(null), [])
  return (
    <RootContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <I18nProvider i18n={runtime.i18n} language={language}>
          <FirstContentContext.Provider value={first}>
            <PageSignedInContext.Provider value={signedIn}>
              <Toasts>
                {children}
                {signIn && <LoginDialog onClose={close} onSignedIn={signIn.onSignedIn} />}
              </Toasts>
            </PageSignedInContext.Provider>
          </FirstContentContext.Provider>
        </I18nProvider>
      </ThemeProvider>
    </RootContext.Provider>
  )
}

/** The toasts of one widget, with their close buttons named in the reader's language. */
function Toasts({ children }: { children: ReactNode }) {
  const { t } = useT('common')
  return <ToastProvider closeLabel={t('actions.dismiss')}>{children}</ToastProvider>
}

/** The chosen language once its texts for these areas are in; until then the last one shown (the page's at first). */
function useLoadedLanguage({ session, i18n }: Runtime, areas: readonly Area[], page: Language): Language {
  const wanted = useStore(session.$lang, { ssr: () => page })
  const [shown, setShown] = useState<Language>(() => (hasTexts(i18n, page, areas) ? page : DEFAULT_LANGUAGE))
  const key = areas.join(',')
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `areas`, a new array each render.
  useEffect(() => {
    let live = true
    Promise.all([loadTexts(i18n, wanted, areas), loadScriptFont(wanted)]).then(
      () => live && setShown(wanted),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [i18n, wanted, key])
  // The elements register their English texts with their code; make sure this instance has them before rendering.
  hasTexts(i18n, DEFAULT_LANGUAGE, areas)
  return wanted === shown || !hasTexts(i18n, wanted, areas) ? shown : wanted
}

/** A sample of each language's own script, for asking the browser for its font before texts switch to it. */
const SCRIPT_SAMPLES: Partial<Record<Language, string>> = { mm: 'မြန်မာ', th: 'ไทย', zh: '中文' }

/**
 * Loads the web font of a language's script before its texts show. Text laid out while its font is still
 * loading falls back to a face without the glyphs, and Chromium does not always lay it out again afterwards,
 * which leaves boxes where Burmese letters should be.
 */
async function loadScriptFont(language: Language): Promise<void> {
  const sample = SCRIPT_SAMPLES[language]
  if (!sample || typeof document === 'undefined' || !document.fonts) return
  await Promise.all(
    ['400', '700'].map((weight) =>
      document.fonts.load(`${weight} 16px ${theme.font.body}`, sample).catch(() => undefined),
    ),
  )
}

/** Wraps an area's component in WidgetRoot: what the site mounts as an island. */
export function withWidgetRoot<P extends object>(Component: (props: P) => ReactNode, areas: readonly Area[]) {
  function Rooted({
    first,
    lang,
    signedIn,
    ...props
  }: P & { apiBase?: string; first?: FirstContent; lang?: Language; signedIn?: boolean }) {
    return (
      <WidgetRoot apiBase={props.apiBase} areas={areas} first={first} lang={lang} signedIn={signedIn}>
        <PacedIsland>
          <Component {...(props as P & { apiBase?: string })} />
        </PacedIsland>
      </WidgetRoot>
    )
  }
  Rooted.displayName = `Rooted(${Component.name})`
  /** The text areas the island shows: the page carries them in its language (widgets/platform/ssr.ts). */
  Rooted.areas = areas
  return Rooted
}
