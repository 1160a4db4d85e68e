import { type ComponentType, lazy } from 'react'

/** A module of one page's screens: each screen name to the component that shows it. */
export type ViewsModule<S extends string, P> = { views: Partial<Record<S, ComponentType<P>>> }

/**
 * The screens of an area, each loaded with its group (the screens one page shows) the first time it is shown:
 * a page's own screens come in its first load, the others when the player moves to them.
 */
export function lazyViews<S extends string, P>(
  groups: Record<S, () => Promise<ViewsModule<S, P>>>,
): (screen: S) => ComponentType<P> {
  const made = new Map<S, ComponentType<P>>()
  return (screen) => {
    const known = made.get(screen)
    if (known) return known
    const view: ComponentType<P> = lazy(async () => {
      const loaded: ComponentType<P> | undefined = (await groups[screen]()).views[screen]
      if (!loaded) throw new Error(`No screen ${screen} in its group`)
      return { default: loaded }
    })
    made.set(screen, view)
    return view
  }
}
