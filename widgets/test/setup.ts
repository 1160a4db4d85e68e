import { cleanup } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

// Test files share their worker's window and module cache (the project runs with `isolate: false`), so each
// file starts from the page's first address and empty storage, and leaves real timers and the real globals.
beforeAll(() => {
  // A file may run in Node (`@vitest-environment node`), without a window.
  if (typeof window === 'undefined') return
  window.history.replaceState(null, '', `${window.location.origin}/`)
  localStorage.clear()
  sessionStorage.clear()
})

afterEach(() => {
  cleanup()
  localStorage.clear()
})

afterAll(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})
