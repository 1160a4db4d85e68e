import type { ReadableAtom } from 'nanostores'
import { createContext, useContext, useMemo } from 'react'
import { useRuntime } from './root-context.ts'
import type { Runtime } from './runtime.ts'
import { useStore } from './use-store.ts'

/**
 * The API answers a page carried for its first screen, by path under the API base (`/banner`, `/2d/live`): the
 * server renders a few pages with them (packages/server/src/first-content.ts) and gives them to the islands as a
 * prop, so the HTML already shows the data and hydration does not ask for it again. Absent on every other page,
 * on partner pages, and when the server could not read the data: then the widgets load as always.
 */
export interface FirstContent {
  /** The page's address as it was requested: server-rendered pictures resolve against it as the browser does. */
  page: string
  answers: Readonly<Record<string, unknown>>
}

export const FirstContentContext = createContext<FirstContent | undefined>(undefined)

/** The page's answer for `path`, or undefined. */
export function useFirstAnswer(path: string): unknown {
  return useContext(FirstContentContext)?.answers[path]
}

/** The address of the page being rendered on the server with its data; undefined everywhere else. */
export function useFirstPage(): string | undefined {
  return useContext(FirstContentContext)?.page
}

/** A query whose answer a page may carry: its cache key, its API path, and how the fetcher turns data into its value. */
export interface FirstQuery<T> {
  key: string
  path: string
  /** The store's value for the API's `data`; null when the data does not have the expected shape. */
  read: (data: unknown) => T | null
}

/** `read` for a list answer. */
export const listAnswer = <T>(data: unknown): T[] | null => (Array.isArray(data) ? (data as T[]) : null)

interface QueryValue<T> {
  data?: T
  error?: unknown
  loading?: boolean
}

/** Keys of each runtime's cache already started from a page's answer: only the page's first render starts one. */
const seededKeys = new WeakMap<Runtime, Set<string>>()

/** Puts `value` in the cache under `key` once per page, before the store first reads it, so it fetches nothing. */
function seedOnce(runtime: Runtime, key: string, value: unknown): void {
  let keys = seededKeys.get(runtime)
  if (!keys) {
    keys = new Set()
    seededKeys.set(runtime, keys)
  }
  if (keys.has(key)) return
  keys.add(key)
  runtime.session.query.seed(key, value)
}

/**
 * `useStore($store)` for a query the page may have carried: in the browser the cache starts from the page's
 * answer before the store reads it (its dedupe time then keeps it from fetching at hydration); while the server
 * renders, the answer is the store's value, so the HTML and the first render in the browser show the same data.
 * Without an answer: the loading state, and the fetch, as always.
 */
export function useFirstStore<T>($store: ReadableAtom<QueryValue<T>>, query: FirstQuery<T>): QueryValue<T> {
  const runtime = useRuntime()
  const answer = useFirstAnswer(query.path)
  const value = useMemo(() => (answer === undefined ? null : query.read(answer)), [answer, query])
  // The server's runtime serves every request: its cache is never started from one page's answer.
  if (value !== null && typeof window !== 'undefined') seedOnce(runtime, query.key, value)
  const serverValue = useMemo<QueryValue<T>>(
    () => (value === null ? { loading: true } : { data: value, loading: false }),
    [value],
  )
  return useStore($store, { ssr: () => serverValue })
}
