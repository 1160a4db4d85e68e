import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { ApiDeps } from '../routes.ts'

/** Banners, announcement text, popup ad, promotions, contact channels and video ads under `/api`. */
export function mountContent(_api: Hono<AuthEnv>, _deps: ApiDeps): void {}

/** Generated images and the demo videos under `/media/`. */
export function mountMedia(_app: Hono, _deps: ApiDeps): void {}
