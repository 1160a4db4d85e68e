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
