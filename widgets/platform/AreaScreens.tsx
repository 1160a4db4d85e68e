import type { AreaName } from '@shwe/session'
import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react'
import { FocusTitle } from './FocusTitle.tsx'
import { useScreen } from './root-context.ts'

// biome-ignore lint/suspicious/noExplicitAny: each screen takes its own props; the table names those it is given.
export type ScreenComponent = ComponentType<any>

/** One screen of an area, as its `screens.ts` lists it. */
export interface ScreenDef {
  /** Where the site shows it: a route of the route table (`ROUTES` of @shwe/session), query included. */
  route: string
  /**
   * `'eager'`: its code is in every first load of the area, and the area's component gives it (`eager`). A loader:
   * its code is fetched the first time it is shown, unless the page or element that mounts the area ships it.
   */
  load: 'eager' | (() => Promise<ScreenComponent>)
  /** Props of its own, beside the route's query and the area's props (the session of a slips screen). */
  props?: Readonly<Record<string, unknown>>
}

/** An area's screens by name, in order; the first is where the area starts unless told otherwise. */
export interface AreaScreensTable<
  S extends string = string,
  T extends Record<S, ScreenDef> = Record<S, ScreenDef>,
> {
  area: AreaName
  screens: T
  names: readonly S[]
}

/** The table of an area's screens, for `AreaScreens`; `names` keeps the order they are written in. */
export function defineScreens<const T extends Record<string, ScreenDef>>(
  area: AreaName,
  screens: T,
): AreaScreensTable<keyof T & string, T> {
  return { area, screens, names: Object.keys(screens) as (keyof T & string)[] }
}

/** The screen names of a table. */
export type ScreenOf<Table> = Table extends AreaScreensTable<infer S> ? S : never

type EagerName<T> = { [K in keyof T]: T[K] extends { load: 'eager' } ? K : never }[keyof T]

/** The components a page or element ships in its first load: every `'eager'` screen, and any lazy one it names. */
export type EagerScreens<Table> =
  Table extends AreaScreensTable<infer S, infer T>
    ? Record<EagerName<T>, ScreenComponent> & Partial<Record<S, ScreenComponent>>
    : never

const lazyViews = new WeakMap<ScreenDef, ScreenComponent>()

/** A lazy screen's component, made once per screen so that showing it again keeps what it has loaded. */
function lazyView(name: string, def: ScreenDef): ScreenComponent {
  const known = lazyViews.get(def)
  if (known) return known
  const { load } = def
  if (load === 'eager') throw new Error(`The screen ${name} loads with its area, which did not give it`)
  const view = lazy(async () => ({ default: await load() }))
  lazyViews.set(def, view)
  return view
}

export interface AreaScreensProps<Table extends AreaScreensTable> {
  screens: Table
  /** The widget's `screen` prop: the screen shown until the route names another. */
  screen: ScreenOf<Table>
  eager: EagerScreens<Table>
  /** While a lazy screen's code arrives: the area's placeholder of the screen's size, so the page does not jump. */
  fallback?: ReactNode
  /** What every screen of the area is given beside its query (the wallet's `hideGameWallet`). */
  props?: Readonly<Record<string, unknown>>
}

/**
 * An area widget's screens: the one the route names (or the `screen` prop), nothing when the page's route is
 * another area's, a lazy screen behind the area's placeholder until its code arrives. Each screen is given the
 * query of its route (or null) as `query`. After a move between screens in place the new screen's title takes
 * the focus, as a new page would start there: the button pressed is gone.
 */
export function AreaScreens<Table extends AreaScreensTable>({
  screens,
  screen,
  eager,
  fallback = null,
  props,
}: AreaScreensProps<Table>) {
  const current = useScreen<string>(screens.area, screen, screens.names)
  const box = useRef<HTMLDivElement>(null)
  const first = useRef(current.screen)
  const hasMoved = useRef(false)
  if (current.screen !== first.current) hasMoved.current = true
  if (current.isElsewhere) return null
  const name = current.screen
  const def = screens.screens[name] as ScreenDef
  const View = (eager as Partial<Record<string, ScreenComponent>>)[name] ?? lazyView(name, def)
  const query = current.match?.screen === name ? current.match.query : null
  return (
    <div ref={box} style={{ display: 'contents' }}>
      <Suspense fallback={fallback}>
        <View key={name} query={query} {...props} {...def.props} />
        {hasMoved.current && <FocusTitle key={`${name} title`} box={box} />}
      </Suspense>
    </div>
  )
}
