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

/**
 * Resolves once the browser has read the whole page (`document.readyState` past `loading`). The parser reads a
 * page in slices and lets other tasks run between them: an island hydrating while the rest of the page is still
 * unread holds off the parsing, and the painting, of everything below it.
 */
export function documentParsed(doc: Document = document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => doc.addEventListener('readystatechange', () => resolve(), { once: true }))
}

/**
 * Resolves once the page's first content has painted: the promise the site's layout made for it in the page's
 * head (`Symbol.for('shwe.painted')`), or after the next frame on a page without it.
 */
export function firstPainted(): Promise<void> {
  const painted = (globalThis as Record<symbol, unknown>)[Symbol.for('shwe.painted')]
  if (painted instanceof Promise) return painted as Promise<void>
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * Asks for every module of `island`'s code at once (its `data-module-preload` list, site/render/module-preload.ts)
 * once the page has painted: each is named as `<link rel="modulepreload">`, so the chain of imports does not arrive
 * one step at a time, and does not compete with the first paint.
 */
export function preloadModules(island: Element): void {
  const modules = island.getAttribute('data-module-preload')?.split(' ') ?? []
  if (modules.length === 0) return
  void firstPainted().then(() => {
    for (const href of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
  })
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
