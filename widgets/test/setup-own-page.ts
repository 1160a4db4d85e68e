import { STORE_UNMOUNT_DELAY } from 'nanostores'
import { afterAll } from 'vitest'
import './setup.ts'

// This file's window goes with it: a store left without listeners detaches from `window` this long
// afterwards, so let that happen while the window still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, STORE_UNMOUNT_DELAY + 50)))
