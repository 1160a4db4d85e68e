import { useStore as useNanoStore } from '@nanostores/react'
import type { Store, StoreValue } from 'nanostores'
import { useEffect, useRef } from 'react'

type Options = Parameters<typeof useNanoStore>[1]
const keep = () => {}

/**
 * `useStore` of @nanostores/react, with the store kept started from the component's first render until its own
 * subscription (an effect, after the paint). Read without a listener, a store starts and stops at once on every
 * read, and a data store (nanoquery) sets itself up and tears itself down each time: at hydration that was a
 * large part of the work of a page. In the browser only: the server never subscribes.
 */
export function useStore<S extends Store>(store: S, options?: Options): StoreValue<S> {
  const held = useRef<{ store: Store; release: () => void } | null>(null)
  if (typeof window !== 'undefined' && held.current?.store !== store) {
    held.current?.release()
    held.current = { store, release: store.listen(keep) }
  }
  const value = useNanoStore(store, options) as StoreValue<S>
  // After the subscription effect above has run: the store has its real listener now.
  useEffect(() => {
    const current = held.current
    if (!current || current.release === keep) return
    current.release()
    held.current = { store: current.store, release: keep }
  })
  return value
}
