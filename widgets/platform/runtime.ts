import { type ApiClient, createApiClient } from '@shwe/api-client'
import { createI18n, DEFAULT_LANGUAGE, HTML_LANG, type I18n, LANGUAGES, type Language } from '@shwe/i18n'
import {
  browserHistory,
  createRouter,
  createSession,
  type HistoryPort,
  type Router,
  type RouterMode,
  type Session,
} from '@shwe/session'
import { followPageLanguage, followPlayerPages } from './page-language.ts'

export interface Runtime {
  api: ApiClient
  session: Session<Language>
  i18n: I18n
  router: Router
  /** Stores made once per page by `factory`, shared by every widget that asks for them. */
  stores<T>(factory: (runtime: Runtime) => T): T
}

export interface RuntimeOptions {
  /** The API base; widgets read it from their `api-base` attribute. Default: same origin `/api`. */
  apiBase?: string
  /** `site` on the product's own pages (screens have URLs), `embedded` on a partner's page (the default). */
  mode?: RouterMode
  /** The browser's history; the site's runtime uses the real one. */
  history?: HistoryPort
  /** Loads another page (a route of an area not on this page, or the signed-out home after expiry). */
  loadPage?: (route: string) => void
  /**
   * On a partner page, a route of an area the page does not show: by default the runtime dispatches a
   * cancelable `navigate` event on the widget that asked and, unless cancelled, opens the host site's page
   * in a new tab when the widget has a `site-base`.
   */
  leave?: (route: string, origin: unknown) => void
  fetch?: typeof globalThis.fetch
}

export const DEFAULT_API_BASE = '/api'

let current: { runtime: Runtime; apiBase: string } | undefined
let pending: RuntimeOptions = {}

/**
 * Sets options for the page's runtime before any widget starts (the site's mode, a partner's own `leave`).
 * Has no effect once the runtime exists.
 */
export function configureRuntime(options: RuntimeOptions): void {
  pending = { ...pending, ...options }
}

/**
 * The page's single runtime: one API client, one session and data cache, one router, one i18n instance,
 * shared by every widget, so signing in through one widget is seen by all of them. The first widget's
 * `api-base` wins.
 */
export function getRuntime(apiBase?: string): Runtime {
  const base = apiBase || pending.apiBase || DEFAULT_API_BASE
  if (current) {
    if (apiBase && current.apiBase !== base) {
      console.warn(
        `Shwe widgets on one page share one API; ignoring api-base "${base}" for "${current.apiBase}".`,
      )
    }
    return current.runtime
  }
  current = { runtime: createRuntime({ ...pending, apiBase: base }), apiBase: base }
  return current.runtime
}

/** What a widget puts on its element to ask the partner page to go somewhere: `event.detail`. */
export interface NavigateEventDetail {
  /** The route of the product, e.g. "/wallet". */
  route: string
  /** The host site's page for it, when the widget has a `site-base`. */
  url: string | null
}

/** The element a widget renders in, and its `site-base` attribute, as `navigate`'s origin. */
export interface NavigationOrigin {
  element: HTMLElement
  siteBase?: string | undefined
}

/** The default for a route a partner page does not show: the `navigate` event, then the host site's page. */
export function leaveForSite(route: string, origin: unknown): void {
  const from = origin as NavigationOrigin | undefined
  const url = from?.siteBase ? new URL(route, from.siteBase).href : null
  const event = new CustomEvent<NavigateEventDetail>('navigate', {
    detail: { route, url },
    bubbles: true,
    composed: true,
    cancelable: true,
  })
  const proceed = from?.element ? from.element.dispatchEvent(event) : true
  if (proceed && url) window.open(url, '_blank', 'noopener')
}

/** Builds a runtime; exported for tests, which want a fresh one each time. */
export function createRuntime({
  apiBase = DEFAULT_API_BASE,
  mode = 'embedded',
  history,
  loadPage,
  leave = leaveForSite,
  fetch,
}: RuntimeOptions = {}): Runtime {
  const goTo =
    loadPage ?? ((to: string) => window.location.assign(new URL(to, new URL(apiBase, window.location.href))))
  const router = createRouter({
    mode,
    history: history ?? (mode === 'site' && typeof window !== 'undefined' ? browserHistory() : undefined),
    loadPage: goTo,
    leave,
  })
  let api: ApiClient | undefined
  const session = createSession<Language>({
    connect: (auth) => {
      api = createApiClient({
        baseUrl: apiBase,
        fetch,
        getToken: auth.token,
        getLanguage: () => HTML_LANG[auth.lang()],
        onUnauthorized: auth.expire,
      })
      return api
    },
    // After an expiry the signed-out home: in place when the page shows it, else a page load (on a partner
    // page, where the home is not the partner's, the widgets just show their signed-out state).
    navigate: (to) => (mode === 'site' ? router.navigate(to) : undefined),
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  })
  if (!api) throw new Error('The session connects its API client as it starts')
  if (mode === 'site' && typeof document !== 'undefined') {
    followPageLanguage(session.$lang)
    followPlayerPages(session.$isSignedIn)
  }
  const made = new Map<unknown, unknown>()
  const runtime: Runtime = {
    api,
    session,
    i18n: createI18n(),
    router,
    stores<T>(factory: (runtime: Runtime) => T): T {
      if (!made.has(factory)) made.set(factory, factory(runtime))
      return made.get(factory) as T
    },
  }
  return runtime
}
