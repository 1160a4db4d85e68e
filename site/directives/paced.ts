import { documentParsed, hydrateIsland, ownTask, preloadModules } from '@shwe/widgets/island-hydration'
import type { ClientDirective } from 'astro'

/**
 * `client:paced`: hydrates the island as soon as its code is loaded, as `client:load` does, but in a task of its
 * own. The islands of a page share their chunks, so under `client:load` they all hydrate in the task in which the
 * last chunk arrives, one long task that holds off the player's first tap; paced, each island is a task and the
 * browser can answer input between them (and its paced parts, `PacedPart`, later tasks of their own). No island
 * hydrates before the browser has read the whole page (`documentParsed`), so none holds off the parsing and
 * painting of the content below it; the island's modules are asked for all at once after the first paint
 * (`preloadModules`).
 */
const paced: ClientDirective = async (load, _options, island) => {
  preloadModules(island)
  const hydrate = await load()
  await documentParsed()
  await ownTask()
  await hydrateIsland(hydrate)
}

export default paced
