import { type ApiClient, createApiClient } from '@shwe/api-client'
import { createI18n, DEFAULT_LANGUAGE, type I18n, LANGUAGES, type Language, loadLanguage } from '@shwe/i18n'
import { createSession, type Session } from '@shwe/session'

export interface Runtime {
  api: ApiClient
  session: Session<Language>
  i18n: I18n
}

export interface RuntimeOptions {
  /** The API base; widgets read it from their `api-base` attribute. Default: same origin `/api`. */
  apiBase?: string
  /** Where to go when the session ends; default: the home page of the API's host. */
  navigate?: (to: string) => void
  fetch?: typeof globalThis.fetch
}

export const DEFAULT_API_BASE = '/api'

let current: { runtime: Runtime; apiBase: string } | undefined
let pending: RuntimeOptions = {}

/**
 * Sets options for the page's runtime before any widget starts (for example a partner's own `navigate`).
 * Has no effect once the runtime exists.
 */
export function configureRuntime(options: RuntimeOptions): void {
  pending = { ...pending, ...options }
}

/**
 * The page's single runtime: one API client, one session, one i18n instance, shared by every widget,
 * so signing in through one widget is seen by all of them. The first widget's `api-base` wins.
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

/** Builds a runtime; exported for tests, which want a fresh one each time. */
export function createRuntime({ apiBase = DEFAULT_API_BASE, navigate, fetch }: RuntimeOptions = {}): Runtime {
  let session: Session<Language> | undefined
  const api = createApiClient({
    baseUrl: apiBase,
    fetch,
    getToken: () => session?.$token.get(),
    onUnauthorized: () => session?.expire(),
  })
  session = createSession<Language>({
    api,
    navigate:
      navigate ?? ((to) => window.location.assign(new URL(to, new URL(apiBase, window.location.href)))),
    languages: LANGUAGES,
    defaultLanguage: DEFAULT_LANGUAGE,
  })
  const i18n = createI18n()
  // Fetch the stored language's texts now, so widgets can show it from their first render.
  void loadLanguage(i18n, session.$lang.get())
  return { api, session, i18n }
}
