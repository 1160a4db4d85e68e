import type { Found } from './static-paths.ts'

/** What the static serving remembers of files between requests, and how it knows a file has changed. */

/** Bounded memo: the oldest entry goes when full; `get` refreshes an entry's place. */
export class Memo<V> {
  private readonly entries = new Map<string, V>()
  private readonly limit: number
  constructor(limit: number) {
    this.limit = limit
  }
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }
  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
  delete(key: string): void {
    this.entries.delete(key)
  }
}

/** Same file content as far as the disk tells: same size and modification time. */
export const versionOf = (file: Found) => `${file.size}:${file.mtimeMs}`
