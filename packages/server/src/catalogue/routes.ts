import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { ApiDeps } from '../routes.ts'

/** Game types, providers, game lists and hot games under `/api`. */
export function mountCatalogue(_api: Hono<AuthEnv>, _deps: ApiDeps): void {}
