import type { Clock } from '@shwe/domain'
import type { MiddlewareHandler } from 'hono'
import type { AuthEnv } from './auth.ts'
import type { AppConfig } from './config.ts'
import type { AppDatabase } from './db.ts'
import type { LiveFeed } from './live/feed.ts'
import type { PushSender } from './push/sender.ts'

/** What every route module gets from `createApp`. */
export interface ApiDeps {
  db: AppDatabase
  clock: Clock
  config: AppConfig
  /** Middleware that answers 401 without a live player token and sets `c.get('auth')`. */
  auth: MiddlewareHandler<AuthEnv>
  logger: Pick<Console, 'error'>
  /** The 2D live feed: the cached numbers, their stream and admin result entry. */
  liveFeed: LiveFeed
  /** Win notifications: the key browsers subscribe with, and the sender settlement hands wins to. */
  push?: PushSender
}

/** What a seed step gets: the moment of seeding and the demo accounts it may attach data to. */
export interface SeedContext {
  now: Date
  agentId: number
  demoPlayerId: number
  /** Ids of the other demo players. */
  playerIds: number[]
}
