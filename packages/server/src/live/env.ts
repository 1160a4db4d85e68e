import type { Clock } from '@shwe/domain'
import type { LiveFeed, LiveLogger } from './feed.ts'
import { createHttpFeed } from './http-feed.ts'
import { createSimulatorFeed } from './simulator.ts'

/**
 * The live feed the environment asks for: `LIVE_FEED_URL` polls that upstream feed; otherwise the
 * simulator runs, seeded by `LIVE_FEED_SEED` when set. `description` is safe to log: it names the host,
 * never the URL's query (which may hold a key) or the seed (which predicts every simulated number).
 */
export function liveFeedFromEnv(
  env: NodeJS.ProcessEnv,
  deps: { clock: Clock; logger?: LiveLogger },
): { feed: LiveFeed; description: string } {
  const url = env.LIVE_FEED_URL?.trim()
  if (url) {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      throw new Error('LIVE_FEED_URL must be an http or https URL')
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error('LIVE_FEED_URL must be an http or https URL')
    }
    return { feed: createHttpFeed({ url, ...deps }), description: `polling ${parsed.host}` }
  }
  const seed = env.LIVE_FEED_SEED || undefined
  return {
    feed: createSimulatorFeed({ ...deps, ...(seed ? { seed } : {}) }),
    description: seed ? 'simulator (LIVE_FEED_SEED)' : 'simulator (random seed)',
  }
}
