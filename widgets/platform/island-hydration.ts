/**
 * The site's hydration of its islands (the directives in site/directives), and what the islands' code needs to
 * know of it.
 */

/**
 * Resolves in a task of its own: what follows runs after the browser has had a turn (input, paint, another
 * island), so no two islands hydrate in one long task. `scheduler.yield()` where the browser has it (its
 * continuation goes before other waiting tasks), else a zero timeout.
 */
export function ownTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}

const HYDRATING = Symbol.for('shwe.island-hydrating')

/**
 * Runs an island's hydration, marked as such while its first pass runs (the pass is synchronous: the renderer
 * hydrates the whole tree it can within the call).
 */
export function hydrateIsland(hydrate: () => Promise<void>): Promise<void> {
  const global = globalThis as Record<symbol, unknown>
  global[HYDRATING] = true
  try {
    return hydrate()
  } finally {
    global[HYDRATING] = false
  }
}

/** Whether the code running is an island's first pass over its server-rendered HTML (see `hydrateIsland`). */
export function isIslandHydrating(): boolean {
  return (globalThis as Record<symbol, unknown>)[HYDRATING] === true
}
