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
   * `'eager'`: its code is in every first load of the area, and the area's component gives it (`eager`).
   * `lazyScreen(…)`: its code is fetched the first time it is shown, unless the page or element that mounts the
   * area ships it (`eager` again).
   */
  load: 'eager' | ScreenComponent
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

/**
 * A screen whose code is fetched the first time it is shown, behind the area's placeholder:
 * `lazyScreen(() => import('./BetScreen.tsx').then((m) => m.BetScreen))`. Made once, with the table, so a screen
 * shown again keeps what it has loaded.
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): ScreenComponent {
  return lazy(async () => ({ default: await load() }))
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
  // The screen it opened on, until it moves in place: then null for good.
  const first = useRef<string | null>(current.screen)
  if (current.screen !== first.current) first.current = null
  if (current.isElsewhere) return null
  const name = current.screen
  const def = screens.screens[name] as ScreenDef
  const shipped = (eager as Partial<Record<string, ScreenComponent>>)[name]
  const View = shipped ?? (def.load as ScreenComponent)
  const query = current.match?.screen === name ? current.match.query : null
  const content = (
    <>
      <View key={name} query={query} {...props} {...def.props} />
      {first.current === null && <FocusTitle key={`${name} title`} box={box} />}
    </>
  )
  // A screen whose code is here never waits, so it gets no boundary: React's server writes a large boundary
  // (a home with its banners and lists) apart, at the end of the HTML, and a script moves it into place after
  // it has painted, taking the first content out of the page and putting it back.
  return (
    <div ref={box} style={{ display: 'contents' }}>
      {shipped ? content : <Suspense fallback={fallback}>{content}</Suspense>}
    </div>
  )
}
