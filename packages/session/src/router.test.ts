import { describe, expect, it, vi } from 'vitest'
import { browserHistory, createRouter, type HistoryPort } from './router.ts'

/** A history of routes with a cursor, as the browser keeps one. */
function fakeHistory(start: string) {
  const entries = [start]
  let at = 0
  const listeners = new Set<() => void>()
  const port: HistoryPort = {
    current: () => entries[at] as string,
    push: (route) => {
      entries.splice(at + 1, entries.length, route)
      at = entries.length - 1
    },
    replace: (route) => {
      entries[at] = route
    },
    back: () => {
      if (at === 0) return false
      go(-1)
      return true
    },
    listen: (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
  }
  const go = (delta: number) => {
    at = Math.max(0, Math.min(entries.length - 1, at + delta))
    for (const listener of listeners) listener()
  }
  return { port, entries, back: () => go(-1), forward: () => go(1) }
}

describe('router on the site', () => {
  it('moves between screens of an area on the page with the History API, and back and forward follow', () => {
    const history = fakeHistory('/2d')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    router.mount('2d-board')
    const screen = () => router.routeOf('2d-board').get()?.screen
    expect(screen()).toBe('live')

    expect(router.navigate('/2d/bet')).toBe('in-place')
    expect(screen()).toBe('bet')
    expect(history.entries).toEqual(['/2d', '/2d/bet'])
    history.back()
    expect(screen()).toBe('live')
    history.forward()
    expect(screen()).toBe('bet')
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('loads the page of an area this page does not show', () => {
    const history = fakeHistory('/ranking')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    router.mount('leaderboard')
    expect(router.navigate('/information?tab=profile')).toBe('page-load')
    expect(loadPage).toHaveBeenCalledWith('/information?tab=profile')
    expect(history.entries).toEqual(['/ranking'])
  })

  it('applies the spec redirects on arrival and on navigation', () => {
    const history = fakeHistory('/information')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    expect(history.entries).toEqual(['/information?tab=profile'])
    expect(router.routeOf('account').get()?.screen).toBe('profile')
    expect(router.navigate('/')).toBe('page-load')
    expect(loadPage).toHaveBeenCalledWith('/?type=all')
  })

  it('gives another area of the same path nothing: /information?tab=transfer is the wallet', () => {
    const history = fakeHistory('/information?tab=transfer')
    const router = createRouter({ mode: 'site', history: history.port, loadPage: vi.fn() })
    expect(router.routeOf('account').get()).toBeNull()
    expect(router.routeOf('wallet').get()?.screen).toBe('transfer')
  })

  it('stops treating an area as on the page once its last widget unmounts', () => {
    const history = fakeHistory('/2d')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    const first = router.mount('2d-board')
    const second = router.mount('2d-board')
    first()
    expect(router.navigate('/2d/bet')).toBe('in-place')
    second()
    expect(router.navigate('/2d/confirm')).toBe('page-load')
  })
})

describe('router on a partner page', () => {
  it('moves a widget in place without touching the URL, each area on its own', () => {
    const leave = vi.fn()
    const router = createRouter({ mode: 'embedded', loadPage: vi.fn(), leave })
    router.mount('2d-board')
    router.mount('3d-board')
    expect(router.routeOf('2d-board').get()).toBeNull()
    expect(router.navigate('/2d/confirm')).toBe('in-place')
    expect(router.navigate('/3d/history')).toBe('in-place')
    expect(router.routeOf('2d-board').get()?.screen).toBe('confirm')
    expect(router.routeOf('3d-board').get()?.screen).toBe('history')
    expect(router.$location.get()).toBeNull()
    expect(leave).not.toHaveBeenCalled()
  })

  it('hands a route of an area not on the page to the partner, with the widget that asked', () => {
    const leave = vi.fn()
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'embedded', loadPage, leave })
    router.mount('leaderboard')
    const origin = { id: 'element' }
    expect(router.navigate('/wallet', { origin })).toBe('left')
    expect(leave).toHaveBeenCalledWith('/wallet', origin)
    expect(loadPage).not.toHaveBeenCalled()
  })
})

describe('back', () => {
  it('goes to the entry before on the site, as the browser would', () => {
    const history = fakeHistory('/2d')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    router.mount('winners')
    router.navigate('/2d/daily-winner')
    router.back('/2d')
    expect(router.$location.get()).toBe('/2d')
    expect(loadPage).not.toHaveBeenCalled()
  })

  it('goes to the fallback when the page was opened directly', () => {
    const history = fakeHistory('/2d/daily-winner')
    const loadPage = vi.fn()
    const router = createRouter({ mode: 'site', history: history.port, loadPage })
    router.mount('winners')
    router.back('/2d')
    expect(loadPage).toHaveBeenCalledWith('/2d')
  })

  it('hands the fallback to the partner page, whose history is its own', () => {
    const leave = vi.fn()
    const router = createRouter({ mode: 'embedded', loadPage: vi.fn(), leave })
    router.mount('winners')
    const origin = { id: 'element' }
    router.back('/3d', { origin })
    expect(leave).toHaveBeenCalledWith('/3d', origin)
  })
})

describe('browserHistory', () => {
  /** Just enough of a window: an address, a referrer and a history of `length` entries. */
  function fakeWindow(referrer: string, length: number) {
    const history = {
      length,
      state: null as unknown,
      back: vi.fn(),
      pushState: vi.fn((state: unknown) => {
        history.state = state
        history.length++
      }),
      replaceState: vi.fn(),
    }
    const win = {
      location: { pathname: '/2d/daily-winner', search: '', hash: '', origin: 'https://shwe.example' },
      document: { referrer },
      history,
    }
    return { win: win as unknown as Window, history }
  }

  it('goes back when the page before is a page of this site', () => {
    const { win, history } = fakeWindow('https://shwe.example/2d', 2)
    expect(browserHistory(win).back?.()).toBe(true)
    expect(history.back).toHaveBeenCalled()
  })

  it('goes back over an entry it pushed itself', () => {
    const { win, history } = fakeWindow('', 1)
    const port = browserHistory(win)
    port.push('/3d/winner')
    expect(port.back?.()).toBe(true)
    expect(history.back).toHaveBeenCalled()
  })

  it('stays when the page was opened directly, in a new tab, or from another site', () => {
    for (const [referrer, length] of [
      ['', 1],
      ['https://shwe.example/2d', 1],
      ['https://elsewhere.example/', 3],
      ['', 4],
    ] as const) {
      const { win, history } = fakeWindow(referrer, length)
      expect(browserHistory(win).back?.()).toBe(false)
      expect(history.back).not.toHaveBeenCalled()
    }
  })
})
