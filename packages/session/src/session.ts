import { persistentAtom } from '@nanostores/persistent'
import { nanoquery } from '@nanostores/query'
import type { ApiClient, ApiFailure, ApiResult } from '@shwe/api-client'
import type { LoginPayload, LoginReply, UserProfile } from '@shwe/contract'
import { computed } from 'nanostores'

/** Browser storage keys, fixed by the spec so existing sessions carry over. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  lang: 'lan',
  notice: 'shwe_notice',
  /** In the browser session's storage: the home page's popup ad was shown in this browser session. */
  adsPopupShown: 'ads_popup_shown',
  /** The 2D bet draft (spec number-games.md section 3), `{ totalAmount, amounts }`. */
  twoDDraft: 'bets',
  /** The 3D bet draft (spec number-games.md section 3), a list of `{ amounts, amount, totalAmount, timestamp }`. */
  threeDDraft: 'threed_bets',
  /** The reality checks the player has answered in this sign-in, `{ session, answered }`. */
  realityCheck: 'shwe_reality_check',
} as const

/**
 * Data-cache key prefixes that more than one area uses: the wallet reads its exchange log under this prefix, and
 * an exchange made anywhere on the page (the Exchange Balance dialog) marks those pages stale.
 */
export const CACHE_KEYS = {
  exchangeLog: 'log:exchanges:',
} as const

/** Where the player lands after logout or an expired session. */
export const SIGNED_OUT_DESTINATION = '/?type=all'

/** Something to tell the player once, on whatever page comes next (a sign-in may load another page). */
export type SessionNotice = 'session-ended' | 'signed-in' | 'registered' | 'signed-out'
const NOTICES: readonly SessionNotice[] = ['session-ended', 'signed-in', 'registered', 'signed-out']

/** A failed reply, thrown by query fetchers so the cache records it as the store's error. */
export class ApiError extends Error {
  readonly failure: ApiFailure
  constructor(failure: ApiFailure) {
    super('message' in failure && failure.message ? failure.message : failure.kind)
    this.name = 'ApiError'
    this.failure = failure
  }
}

/** The data of an ok reply; anything else throws an ApiError (for query fetchers). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data
  throw new ApiError(result)
}

/** The calls the session itself makes. */
export type SessionApi = Pick<ApiClient, 'login' | 'logout' | 'user'>

/** What the API client reads from the session at call time, and tells it. */
export interface SessionAuth<Lang extends string> {
  token: () => string | undefined
  lang: () => Lang
  /** The server refused the token. */
  expire: () => void
}

export interface SessionOptions<Lang extends string> {
  /**
   * Makes the API client, wired to this session's token and language. Called once, before the session's first
   * request, so even the profile fetch of a page that opens signed in carries the token.
   */
  connect: (auth: SessionAuth<Lang>) => SessionApi
  /** Goes to a route: the runtime's router (in place or a page load). */
  navigate: (to: string) => void
  languages: readonly Lang[]
  defaultLanguage: Lang
  pollIntervalMs?: number
  logger?: Pick<Console, 'error'>
}

export type Session<Lang extends string = string> = ReturnType<typeof createSession<Lang>>

/** The cache key of the signed-in player's profile. */
export const PROFILE_KEY = 'user'

/**
 * The one session of a page: token, cached profile and language, persisted so reloads and other tabs agree,
 * and the page's one data cache (`query`), which every widget's fetcher stores share.
 * While signed in, the profile is fetched every `pollIntervalMs` (5 s) through that cache; the cached profile
 * is replaced only when a balance moved. A 401 anywhere ends the session with a notice.
 */
export function createSession<Lang extends string>({
  connect,
  navigate,
  languages,
  defaultLanguage,
  pollIntervalMs = 5000,
  logger = console,
}: SessionOptions<Lang>) {
  // Clearing a store sets undefined, which removes its key from storage.
  const $token = persistentAtom<string | undefined>(STORAGE_KEYS.token, undefined)
  const $user = persistentAtom<UserProfile | undefined>(STORAGE_KEYS.user, undefined, {
    encode: (user) => (user === undefined ? undefined : JSON.stringify(user)),
    decode: decodeProfile,
  })
  const isLanguage = (value: string): value is Lang => (languages as readonly string[]).includes(value)
  const $lang = persistentAtom<Lang>(STORAGE_KEYS.lang, defaultLanguage, {
    encode: (lang) => lang,
    decode: (raw) => (isLanguage(raw) ? raw : defaultLanguage),
  })
  const $notice = persistentAtom<SessionNotice | undefined>(STORAGE_KEYS.notice, undefined, {
    encode: (notice) => notice,
    decode: (raw) => ((NOTICES as readonly string[]).includes(raw) ? (raw as SessionNotice) : undefined),
  })
  const $isSignedIn = computed($token, (token) => Boolean(token))
  const api = connect({ token: () => $token.get(), lang: () => $lang.get(), expire })

  const entries = new Map<string, { data?: unknown; created?: number; expires?: number }>()
  const [createFetcherStore, createMutatorStore, cache] = nanoquery({
    cache: entries,
    // A second widget asking within this long gets the first one's answer.
    dedupeTime: 4000,
    onErrorRetry: null,
  })

  // Only the token's presence is part of the key: the profile of whoever is signed in.
  const $profileKey = computed($token, (token) => (token ? PROFILE_KEY : null))
  const $profile = createFetcherStore<UserProfile>([$profileKey], {
    fetcher: async () => unwrap(await api.user()),
    revalidateInterval: pollIntervalMs,
    dedupeTime: pollIntervalMs - 1,
  })

  /**
   * Caches `data` under `key` as if it had just been fetched, unless the cache has it already: stores reading the
   * key within their dedupe time take it and fetch nothing. (`mutateCache` only rewrites keys the cache holds.)
   */
  function seed(key: string, data: unknown): void {
    if (entries.has(key)) return
    entries.set(key, { data, created: Date.now(), expires: Number.POSITIVE_INFINITY })
  }

  function clear() {
    $token.set(undefined)
    $user.set(undefined)
    cache.invalidateKeys(() => true)
  }

  function acceptSignIn(reply: LoginReply) {
    $notice.set(undefined)
    // The reply already holds the profile: cache it first, so the poll starts from it instead of fetching again.
    entries.set(PROFILE_KEY, { data: reply.user, created: Date.now(), expires: Date.now() + pollIntervalMs })
    $user.set(reply.user)
    $token.set(reply.token)
  }

  async function signIn(payload: LoginPayload): Promise<ApiResult<LoginReply>> {
    const result = await api.login(payload)
    if (result.kind === 'ok') acceptSignIn(result.data)
    return result
  }

  /** Revokes the token on the server and forgets it here, whatever the server answers. */
  async function signOut(): Promise<void> {
    const result = await api.logout()
    if (result.kind !== 'ok' && result.kind !== 'unauthorized') logger.error('Logout failed', result)
    clear()
  }

  /** The server no longer accepts our token: forget it, say so once, and leave for the signed-out home. */
  function expire() {
    if ($token.get() === undefined && $user.get() === undefined) return
    clear()
    navigate(SIGNED_OUT_DESTINATION)
    $notice.set('session-ended')
  }

  /** Merges a fresh profile into the cache when a balance moved, so listeners don't churn. */
  function acceptProfile(fresh: UserProfile) {
    const cached = $user.get()
    if (!cached || cached.balance !== fresh.balance || cached.main_balance !== fresh.main_balance) {
      $user.set({ ...cached, ...fresh })
    }
  }

  /** Fetches the profile now (after a money action) for every widget on the page; resolves once it is in. */
  async function refreshUser(): Promise<void> {
    if (!$token.get()) return
    cache.revalidateKeys(PROFILE_KEY)
    await $profile.get().promise?.catch(() => undefined)
  }

  let stopPoll: (() => void) | undefined
  const unsubscribe = $token.subscribe((token) => {
    stopPoll?.()
    stopPoll = undefined
    if (!token) return
    stopPoll = $profile.listen(({ data, error }) => {
      if (data) acceptProfile(data)
      if (error && !(error instanceof ApiError && error.failure.kind === 'unauthorized')) {
        logger.error('Failed to fetch balance', error)
      }
    })
  })

  return {
    $token,
    $user,
    $lang,
    $notice,
    $isSignedIn,
    languages,
    signIn,
    /** Signs in with a token the server issued by other means (registration, guest account). */
    acceptSignIn,
    signOut,
    expire,
    refreshUser,
    setLanguage: (lang: Lang) => $lang.set(lang),
    /** Leaves a notice for the player, shown once by the shell on this page or the next. */
    notify: (notice: SessionNotice) => $notice.set(notice),
    dismissNotice: () => $notice.set(undefined),
    /** The popup ad shows once per browser session (spec): whether it has, and marking that it has. */
    adsPopup: {
      wasShown: () => readSessionFlag(STORAGE_KEYS.adsPopupShown),
      markShown: () => writeSessionFlag(STORAGE_KEYS.adsPopupShown),
    },
    /** The page's data cache: fetcher and mutator stores made once per runtime, shared by every widget. */
    query: { createFetcherStore, createMutatorStore, ...cache, seed },
    /** Stops the poll; for tests and teardown. */
    dispose: () => {
      unsubscribe()
      stopPoll?.()
    },
  }
}

function decodeProfile(raw: string): UserProfile | undefined {
  try {
    const value: unknown = JSON.parse(raw)
    return typeof value === 'object' && value !== null && 'user_name' in value
      ? (value as UserProfile)
      : undefined
  } catch {
    return undefined
  }
}

/** A flag kept for the browser session (tab), where there is one; elsewhere nothing is remembered. */
function readSessionFlag(key: string): boolean {
  try {
    return globalThis.sessionStorage?.getItem(key) === '1'
  } catch {
    return false
  }
}

function writeSessionFlag(key: string): void {
  try {
    globalThis.sessionStorage?.setItem(key, '1')
  } catch {
    // Storage refused (private mode, quota): the popup may show again, which is harmless.
  }
}
