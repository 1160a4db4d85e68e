import { act } from '@testing-library/react'
import { vi } from 'vitest'

interface FakeObserver {
  callback: IntersectionObserverCallback
  options: IntersectionObserverInit
  targets: Set<Element>
}

/**
 * An IntersectionObserver for jsdom, which has none: `show(video, share)` tells the observers watching it
 * that this share of it is now on screen. Undo with `vi.unstubAllGlobals()`.
 */
export function stubVisibility() {
  const observers: FakeObserver[] = []
  class Observer {
    readonly targets = new Set<Element>()
    readonly callback: IntersectionObserverCallback
    readonly options: IntersectionObserverInit
    constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
      this.callback = callback
      this.options = options
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.add(target)
    }
    unobserve(target: Element) {
      this.targets.delete(target)
    }
    disconnect() {
      this.targets.clear()
    }
    takeRecords() {
      return []
    }
  }
  vi.stubGlobal('IntersectionObserver', Observer)
  return {
    observers,
    show(target: Element, share: number) {
      const entry = {
        target,
        isIntersecting: share > 0,
        intersectionRatio: share,
      } as IntersectionObserverEntry
      for (const observer of observers.filter((o) => o.targets.has(target))) {
        act(() => observer.callback([entry], observer as unknown as IntersectionObserver))
      }
    },
  }
}

/** `play()` and `pause()` that do what browsers do for the page: fire `play` and `pause`. Undo with `vi.restoreAllMocks()`. */
export function stubPlayback() {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    this.dispatchEvent(new Event('pause'))
  })
  return { play, pause }
}

/** A reader who asked for reduced motion. Undo with `vi.unstubAllGlobals()`. */
export function stubReducedMotion() {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: media === '(prefers-reduced-motion: reduce)',
    media,
    addEventListener() {},
    removeEventListener() {},
  }))
}

const stamps = {
  admin_id: 1,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
}

export const videoAd = (id: number, path = `media/videos/clip-${id}.mp4`) => ({
  id,
  video_ads: path,
  ...stamps,
  video_url: path,
})
