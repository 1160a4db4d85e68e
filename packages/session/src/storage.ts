import { atom, onStart, onStop, type WritableAtom } from 'nanostores'

/** What a store kept in the browser needs of its storage. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The browser's local storage, or null where there is none or it refuses access (privacy modes): the one place
 * outside the session's own stores that widgets reach it, for drafts the spec keeps under its own keys.
 */
export function localKeptStorage(): KeptStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export interface KeptAtomOptions<T> {
  /** Where the value is kept; the browser's local storage by default (none: memory only). */
  storage?: KeptStorage | null
  /** The stored text of a value; JSON by default. */
  encode?: (value: T) => string
  /**
   * Values that are not kept: the key is removed instead. Besides these, the key is removed whenever the atom
   * holds the empty value, `parse(null)`.
   */
  isEmpty?: (value: T) => boolean
  /**
   * Follows what other tabs write under the key while the atom has listeners, and reads the key again when its
   * first listener comes (a value another tab kept meanwhile). Off by default: the atom is read once.
   */
  followOtherTabs?: boolean
}

/**
 * A value kept in the browser under `key`: read once with `parse` (which gets null for no value, and must turn
 * anything it cannot read into a safe value), written back on every change, and removed when it is empty.
 * Storage that throws (a full quota, a privacy mode) leaves the value in memory only.
 */
export function keptAtom<T>(
  key: string,
  parse: (raw: string | null) => T,
  {
    storage = localKeptStorage(),
    encode = JSON.stringify,
    isEmpty = () => false,
    followOtherTabs = false,
  }: KeptAtomOptions<T> = {},
): WritableAtom<T> {
  const empty = parse(null)
  const read = () => parse(safely(() => storage?.getItem(key)) ?? null)
  const $value = atom<T>(read())
  const setInMemory = $value.set

  $value.set = (value: T) => {
    if (Object.is(value, $value.value)) return
    setInMemory(value)
    safely(() =>
      Object.is(value, empty) || isEmpty(value)
        ? storage?.removeItem(key)
        : storage?.setItem(key, encode(value)),
    )
  }

  if (followOtherTabs && typeof window !== 'undefined') {
    // Another tab wrote the key, or cleared the whole storage (key null).
    const onStorage = (event: Event) => {
      const changed = (event as StorageEvent).key
      if (changed === key || changed === null) setInMemory(read())
    }
    onStart($value, () => {
      setInMemory(read())
      window.addEventListener('storage', onStorage)
    })
    onStop($value, () => window.removeEventListener('storage', onStorage))
  }
  return $value
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run()
  } catch {
    return undefined
  }
}
