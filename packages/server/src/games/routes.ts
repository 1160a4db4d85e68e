import type { Hono } from 'hono'
import type { AuthEnv } from '../auth.ts'
import type { ApiDeps } from '../routes.ts'

/** Game launch and the player's game log under `/api`. */
export function mountGames(_api: Hono<AuthEnv>, _deps: ApiDeps): void {}

/** The built-in demo provider's game pages and their ticket-scoped endpoints. */
export function mountDemoProvider(_app: Hono, _deps: ApiDeps): void {}
