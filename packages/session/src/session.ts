import { persistentAtom } from '@nanostores/persistent'
import type { ApiClient, ApiResult } from '@shwe/api-client'
import type { LoginPayload, LoginReply, UserProfile } from '@shwe/contract'
import { computed } from 'nanostores'

/** Browser storage keys, fixed by the spec so existing sessions carry over. */
export const STORAGE_KEYS = { token: 'token', user: 'user', lang: 'lan' } as const

/** Where the player lands after logout or an expired session. */
export const SIGNED_OUT_DESTINATION = '/?type=all'

export interface SessionOptions<Lang extends string> {
  api: Pick<ApiClient, 'login' | 'logout' | 'user'>
  /** Leaves the page; partner pages and tests supply their own. */
  navigate: (to: string) => void
  languages: readonly Lang[]
  defaultLanguage: Lang
  pollIntervalMs?: number
  logger?: Pick<Console, 'error'>
}

export type Session<Lang extends string = string> = ReturnType<typeof createSession<Lang>>

/**
 * The one session of a page: token, cached profile and language, persisted so reloads and other tabs agree.
 * While signed in, the profile is refreshed every `pollIntervalMs` (5 s); a 401 anywhere ends the session.
 */
export function createSession<Lang extends string>({
  api,
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
  const $isSignedIn = computed($token, (token) => Boolean(token))

  function clear() {
    $token.set(undefined)
    $user.set(undefined)
  }

  async function signIn(payload: LoginPayload): Promise<ApiResult<LoginReply>> {
    const result = await api.login(payload)
    if (result.kind === 'ok') {
      $token.set(result.data.token)
      $user.set(result.data.user)
    }
    return result
  }

  /** Revokes the token on the server and forgets it here, whatever the server answers. */
  async function signOut(): Promise<void> {
    const result = await api.logout()
    if (result.kind !== 'ok' && result.kind !== 'unauthorized') logger.error('Logout failed', result)
    clear()
  }

  /** The server no longer accepts our token: forget it and leave for the signed-out home. */
  function expire() {
    if ($token.get() === undefined && $user.get() === undefined) return
    clear()
    navigate(SIGNED_OUT_DESTINATION)
  }

  /** Fetches the profile; replaces the cache only when a balance moved, so listeners don't churn. */
  async function refreshUser(): Promise<void> {
    const result = await api.user()
    if (result.kind === 'ok') {
      const cached = $user.get()
      if (
        !cached ||
        cached.balance !== result.data.balance ||
        cached.main_balance !== result.data.main_balance
      ) {
        $user.set({ ...cached, ...result.data })
      }
    } else if (result.kind !== 'unauthorized') {
      logger.error('Failed to fetch balance', result)
    }
  }

  let timer: ReturnType<typeof setInterval> | undefined
  const stopPolling = () => {
    if (timer !== undefined) clearInterval(timer)
    timer = undefined
  }
  const unsubscribe = $token.subscribe((token) => {
    stopPolling()
    if (token) timer = setInterval(() => void refreshUser(), pollIntervalMs)
  })

  return {
    $token,
    $user,
    $lang,
    $isSignedIn,
    languages,
    signIn,
    signOut,
    expire,
    refreshUser,
    setLanguage: (lang: Lang) => $lang.set(lang),
    /** Stops the poll; for tests and teardown. */
    dispose: () => {
      unsubscribe()
      stopPolling()
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
