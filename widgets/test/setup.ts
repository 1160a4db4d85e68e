import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'

// `findBy…` and `waitFor` wait up to 4 s rather than 1 s: on a machine busy with other suites a screen's data, or a
// lazily loaded screen, can take longer than a second to show. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 4_000 })

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
