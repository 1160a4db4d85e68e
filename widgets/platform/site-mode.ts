import { earlyFetch } from './early-requests.ts'
import { configureRuntime, getRuntime } from './runtime.ts'

// Imported first by every island module: on the product's own site, screens have URLs, and the API client takes
// the answers the page's head asked for while the scripts loaded (early-requests.ts).
configureRuntime({ mode: 'site', fetch: earlyFetch })

/**
 * In the browser, the page's runtime (session, API client, stores) is made in a task of its own, queued ahead of
 * the islands' hydration (`client:paced` hydrates each island in a later task): its work no longer lengthens the
 * first island's hydration, and the signed-in player's profile is asked for before any island renders.
 */
if (typeof window !== 'undefined') {
  const scheduler = (
    globalThis as { scheduler?: { postTask?: (task: () => void, options: object) => unknown } }
  ).scheduler
  if (typeof scheduler?.postTask === 'function')
    scheduler.postTask(() => getRuntime(), { priority: 'user-blocking' })
  else setTimeout(() => getRuntime(), 0)
}
