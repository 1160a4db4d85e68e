import { documentParsed, hydrateIsland, ownTask, preloadModules } from '@shwe/widgets/island-hydration'
import type { ClientDirective } from 'astro'

/**
 * `client:shown`: hydrates an island the page shows, at once and in a task of its own, as `client:paced` does; an
 * island the page hid before its first paint (`display: none` on a box around it) is taken out of the page
 * instead, so its code is never fetched and its area is not on this page: a link to it loads the page that shows it.
 *
 * The island element and the widget's root have no box of their own (`display: contents`), so the first element
 * inside that has one stands for them.
 */
const shown: ClientDirective = (load, _options, island) => {
  let box = island.firstElementChild
  while (box && getComputedStyle(box).display === 'contents') box = box.firstElementChild
  if (box && !box.checkVisibility()) {
    island.remove()
    return
  }
  preloadModules(island)
  void load().then(async (hydrate) => {
    await documentParsed()
    await ownTask()
    await hydrateIsland(hydrate)
  })
}

export default shown
