import { cleanup } from '@testing-library/react'
import { STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterAll, afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// A store left without listeners detaches from `window` this long afterwards; let that happen while the test
// window still exists, not after the environment is torn down.
afterAll(() => new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50)))
