import type { Clock } from '@shwe/domain'
import type { LiveFeed, LiveLogger } from './feed.ts'
import { createHttpFeed, LIVE_FEED_URL_RULE, liveFeedUrlProblem } from './http-feed.ts'
import { createSimulatorFeed } from './simulator.ts'

/** The holiday name the simulator shows for a configured holiday (the real feeds name them). */
export const HOLIDAY_NAME = 'Market holiday'

/**
 * The live feed the environment asks for (`make` makes another, for a process that takes the shared feed over): `LIVE_FEED_URL` polls that upstream feed; otherwise the
 * simulator runs, seeded by `LIVE_FEED_SEED` when set and closed on `holidays` (`TWO_D_HOLIDAYS`). `description` is safe to log: it names the host,
 * never the URL's query (which may hold a key) or the seed (which predicts every simulated number).
 */
export function liveFeedFromEnv(
  env: NodeJS.ProcessEnv,
  options: { clock: Clock; logger?: LiveLogger; holidays?: readonly string[] },
): { feed: LiveFeed; make: () => LiveFeed; description: string } {
  const { holidays = [], ...deps } = options
  const url = env.LIVE_FEED_URL?.trim()
  if (url) {
    // Its numbers are settled and paid without anyone looking: nobody on the way may change them.
    const problem = liveFeedUrlProblem(url)
    if (problem) throw new Error(`LIVE_FEED_URL must be ${LIVE_FEED_URL_RULE}: ${problem}`)
    const make = () => createHttpFeed({ url, ...deps })
    return { feed: make(), make, description: `polling ${new URL(url).host}` }
  }
  const seed = env.LIVE_FEED_SEED || undefined
  const make = () =>
    createSimulatorFeed({
      ...deps,
      ...(seed ? { seed } : {}),
      // The simulated market closes on the configured holidays, as the draws do.
      holidays: Object.fromEntries(holidays.map((date) => [date, HOLIDAY_NAME])),
    })
  return {
    feed: make(),
    make,
    description: seed ? 'simulator (LIVE_FEED_SEED)' : 'simulator (random seed)',
  }
}
