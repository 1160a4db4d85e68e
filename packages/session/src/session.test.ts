import { getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent'
import type { ApiResult } from '@shwe/api-client'
import type { UserProfile } from '@shwe/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSession } from './session.ts'

useTestStorageEngine()

const profile = (balance: string, main = '0.00'): UserProfile => ({
  id: 1,
  name: 'Demo Player',
  user_name: 'demo',
  phone: '09123456789',
  email: null,
  balance,
  main_balance: main,
  status: 1,
})

function setup() {
  const replies: ApiResult<UserProfile>[] = []
  const api = {
    login: vi.fn(
      async () => ({ kind: 'ok', data: { token: 'tok-1', user: profile('100.00') }, message: null }) as const,
    ),
    logout: vi.fn(async () => ({ kind: 'ok', data: null, message: null }) as const),
    user: vi.fn(
      async (): Promise<ApiResult<UserProfile>> => replies.shift() ?? { kind: 'network', error: null },
    ),
  }
  const navigate = vi.fn()
  const logger = { error: vi.fn() }
  const session = createSession({
    connect: () => api,
    navigate,
    logger,
    languages: ['en', 'mm', 'zh', 'th'] as const,
    defaultLanguage: 'en',
  })
  return { session, api, navigate, logger, replies }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  for (const key of Object.keys(getTestStorage())) setTestStorageKey(key, undefined)
})

describe('signing in and out', () => {
  it('stores the token under "token" and caches the profile', async () => {
    const { session } = setup()
    expect(session.$isSignedIn.get()).toBe(false)
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    expect(session.$isSignedIn.get()).toBe(true)
    expect(getTestStorage().token).toBe('tok-1')
    expect(JSON.parse(getTestStorage().user ?? '{}').balance).toBe('100.00')
    session.dispose()
  })

  it('keeps nothing when the server refuses the credentials', async () => {
    const { session, api } = setup()
    api.login.mockResolvedValueOnce({ kind: 'unauthorized', message: 'Credentials do not match!' } as never)
    const result = await session.signIn({ user_name: 'demo', password: 'wrong!' })
    expect(result).toEqual({ kind: 'unauthorized', message: 'Credentials do not match!' })
    expect(session.$isSignedIn.get()).toBe(false)
    expect(getTestStorage()).not.toHaveProperty('token')
    session.dispose()
  })

  it('forgets the token on sign-out even when the server call fails, and logs the failure', async () => {
    const { session, api, logger } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    api.logout.mockResolvedValueOnce({ kind: 'network', error: new Error('offline') } as never)
    await session.signOut()
    expect(api.logout).toHaveBeenCalledOnce()
    expect(session.$isSignedIn.get()).toBe(false)
    expect(getTestStorage()).toEqual({})
    expect(logger.error).toHaveBeenCalled()
    session.dispose()
  })
})

describe('balance poll', () => {
  it('asks for the profile every 5 seconds only while signed in', async () => {
    const { session, api } = setup()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(api.user).not.toHaveBeenCalled()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    await vi.advanceTimersByTimeAsync(4_999)
    expect(api.user).toHaveBeenCalledTimes(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(api.user).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(api.user).toHaveBeenCalledTimes(3)
    await session.signOut()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(api.user).toHaveBeenCalledTimes(3)
    session.dispose()
  })

  it('fetches the profile at once, with the stored token, on a page that opens signed in', async () => {
    setTestStorageKey('token', 'tok-stored')
    const sentWith: (string | undefined)[] = []
    const session = createSession({
      connect: (auth) => ({
        login: vi.fn(),
        logout: vi.fn(),
        user: async () => {
          sentWith.push(auth.token())
          return { kind: 'ok', data: profile('7.00', '50000.00'), message: null } as const
        },
      }),
      navigate: vi.fn(),
      languages: ['en'] as const,
      defaultLanguage: 'en',
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(sentWith).toEqual(['tok-stored'])
    expect(session.$user.get()?.main_balance).toBe('50000.00')
    session.dispose()
  })

  it('replaces the cached profile only when a balance changed, merging the reply', async () => {
    const { session, replies } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    const changes = vi.fn()
    const off = session.$user.listen(changes)

    replies.push({ kind: 'ok', data: { ...profile('100.00'), name: 'Renamed' }, message: null })
    await vi.advanceTimersByTimeAsync(5000)
    expect(changes).not.toHaveBeenCalled()
    expect(session.$user.get()?.name).toBe('Demo Player')

    replies.push({ kind: 'ok', data: profile('100.00', '5.00'), message: null })
    await vi.advanceTimersByTimeAsync(5000)
    expect(changes).toHaveBeenCalledTimes(1)
    expect(session.$user.get()?.main_balance).toBe('5.00')

    replies.push({ kind: 'ok', data: profile('250.00', '5.00'), message: null })
    await vi.advanceTimersByTimeAsync(5000)
    expect(session.$user.get()?.balance).toBe('250.00')
    expect(changes).toHaveBeenCalledTimes(2)
    off()
    session.dispose()
  })

  it('only logs a failed poll that is not a 401', async () => {
    const { session, replies, logger, navigate } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    replies.push({ kind: 'refused', status: 500, message: null })
    await vi.advanceTimersByTimeAsync(5000)
    expect(logger.error).toHaveBeenCalledWith('Failed to fetch balance', expect.anything())
    expect(session.$isSignedIn.get()).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
    session.dispose()
  })
})

describe('expiry', () => {
  it('clears token and profile, keeps a notice for the next page and leaves for /?type=all', async () => {
    const { session, navigate } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    session.expire()
    expect(session.$isSignedIn.get()).toBe(false)
    expect(session.$user.get()).toBeUndefined()
    expect(getTestStorage()).toEqual({ shwe_notice: 'session-ended' })
    expect(session.$notice.get()).toBe('session-ended')
    expect(navigate).toHaveBeenCalledWith('/?type=all')
    session.dispose()
  })

  it('does not navigate again when already signed out', () => {
    const { session, navigate } = setup()
    session.expire()
    expect(navigate).not.toHaveBeenCalled()
    session.dispose()
  })
})

describe('language', () => {
  it('defaults to English and persists the choice under "lan"', () => {
    const { session } = setup()
    const off = session.$lang.listen(() => {})
    expect(session.$lang.get()).toBe('en')
    session.setLanguage('mm')
    expect(getTestStorage().lan).toBe('mm')
    off()
    session.dispose()
  })

  it('falls back to English for an unknown stored value', () => {
    setTestStorageKey('lan', 'xx')
    const { session } = setup()
    expect(session.$lang.get()).toBe('en')
    session.dispose()
  })
})

describe('other tabs', () => {
  it('sees a sign-out made in another tab and stops polling', async () => {
    const { session, api } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    setTestStorageKey('token', undefined)
    expect(session.$isSignedIn.get()).toBe(false)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(api.user).not.toHaveBeenCalled()
    session.dispose()
  })

  it('sees a language chosen in another tab', () => {
    const { session } = setup()
    const off = session.$lang.listen(() => {})
    setTestStorageKey('lan', 'th')
    expect(session.$lang.get()).toBe('th')
    off()
    session.dispose()
  })
})

describe('refreshing the profile now', () => {
  it('fetches at once, for every listener, and resolves once the answer is in', async () => {
    const { session, api, replies } = setup()
    await session.signIn({ user_name: 'demo', password: 'demo1234' })
    replies.push({ kind: 'ok', data: profile('999.00'), message: null })
    await session.refreshUser()
    expect(api.user).toHaveBeenCalledTimes(1)
    expect(session.$user.get()?.balance).toBe('999.00')
    session.dispose()
  })

  it('asks nothing while signed out', async () => {
    const { session, api } = setup()
    await session.refreshUser()
    expect(api.user).not.toHaveBeenCalled()
    session.dispose()
  })
})

describe('the popup ad', () => {
  it('is remembered as shown for the browser session', () => {
    const store = new Map<string, string>()
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    })
    const { session } = setup()
    expect(session.adsPopup.wasShown()).toBe(false)
    session.adsPopup.markShown()
    expect(session.adsPopup.wasShown()).toBe(true)
    expect(store.get('ads_popup_shown')).toBe('1')
    vi.unstubAllGlobals()
    session.dispose()
  })

  it('shows again rather than fail where the browser keeps no session storage', () => {
    const { session } = setup()
    expect(session.adsPopup.wasShown()).toBe(false)
    expect(() => session.adsPopup.markShown()).not.toThrow()
    session.dispose()
  })
})
