import { afterEach, describe, expect, it, vi } from 'vitest'
import { type KeptStorage, keptAtom } from './storage.ts'
import { memoryStorage } from './test-kit.ts'

/** Storage that refuses everything, as a privacy mode or a full quota does. */
const refusing: KeptStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

/** A count kept as a number; anything else reads as 0. */
const parseCount = (raw: string | null): number => {
  const value = Number(raw)
  return Number.isInteger(value) && value > 0 ? value : 0
}

describe('a kept atom', () => {
  it('starts from the stored value, read with its parser', () => {
    const storage = memoryStorage({ count: '3' })
    expect(keptAtom('count', parseCount, { storage }).get()).toBe(3)
  })

  it('starts empty when nothing is stored or the stored text is not one it can read', () => {
    expect(keptAtom('count', parseCount, { storage: memoryStorage() }).get()).toBe(0)
    expect(keptAtom('count', parseCount, { storage: memoryStorage({ count: 'oops' }) }).get()).toBe(0)
  })

  it('reads the storage once, so a later write by someone else does not change it', () => {
    const storage = memoryStorage({ count: '3' })
    const $count = keptAtom('count', parseCount, { storage })
    storage.items.set('count', '9')
    expect($count.get()).toBe(3)
  })

  it('writes every change back, and removes the key when the value is the empty one', () => {
    const storage = memoryStorage()
    const $count = keptAtom('count', parseCount, { storage })
    $count.set(2)
    expect(storage.items.get('count')).toBe('2')
    $count.set(0)
    expect(storage.items.has('count')).toBe(false)
    expect(keptAtom('count', parseCount, { storage }).get()).toBe(0)
  })

  it('removes the key for the values its owner calls empty', () => {
    const storage = memoryStorage({ list: '["a"]' })
    const parse = (raw: string | null): string[] => (raw ? JSON.parse(raw) : [])
    const $list = keptAtom('list', parse, { storage, isEmpty: (list) => list.length === 0 })
    $list.set(['a', 'b'])
    expect(storage.items.get('list')).toBe('["a","b"]')
    // A new empty list, not the parser's own: still removed.
    $list.set([])
    expect(storage.items.has('list')).toBe(false)
  })

  it('stores the text its encoder makes', () => {
    const storage = memoryStorage()
    const $name = keptAtom('name', (raw) => raw ?? '', { storage, encode: (name) => name.toUpperCase() })
    $name.set('mya')
    expect(storage.items.get('name')).toBe('MYA')
  })

  it('works from memory where storage throws or is missing', () => {
    for (const storage of [refusing, null]) {
      const $count = keptAtom('count', parseCount, { storage })
      expect($count.get()).toBe(0)
      expect(() => $count.set(5)).not.toThrow()
      expect($count.get()).toBe(5)
      expect(() => $count.set(0)).not.toThrow()
      expect($count.get()).toBe(0)
    }
  })

  it('tells its listeners of each change', () => {
    const $count = keptAtom('count', parseCount, { storage: memoryStorage() })
    const seen: number[] = []
    const stop = $count.listen((value) => seen.push(value))
    $count.set(1)
    $count.set(1)
    $count.set(2)
    stop()
    expect(seen).toEqual([1, 2])
  })
})

describe('a kept atom that follows other tabs', () => {
  const storageEvent = (key: string | null) => Object.assign(new Event('storage'), { key })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('takes what another tab wrote while it is listened to, and reads the key again when listened to anew', () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const storage = memoryStorage({ count: '1' })
    const $count = keptAtom('count', parseCount, { storage, followOtherTabs: true })
    const seen: number[] = []
    const stop = $count.listen((value) => seen.push(value))

    storage.items.set('count', '4')
    page.dispatchEvent(storageEvent('count'))
    expect(seen).toEqual([4])
    // Another key: nothing to take.
    storage.items.set('count', '6')
    page.dispatchEvent(storageEvent('other'))
    expect($count.get()).toBe(4)
    // The other tab cleared its storage.
    storage.items.clear()
    page.dispatchEvent(storageEvent(null))
    expect($count.get()).toBe(0)
    stop()

    storage.items.set('count', '7')
    page.dispatchEvent(storageEvent('count'))
    expect(seen).toEqual([4, 0])
    expect($count.get()).toBe(7)
  })

  it('does not follow other tabs unless asked', () => {
    const page = new EventTarget()
    vi.stubGlobal('window', page)
    const storage = memoryStorage({ count: '1' })
    const $count = keptAtom('count', parseCount, { storage })
    const stop = $count.listen(() => {})
    storage.items.set('count', '4')
    page.dispatchEvent(storageEvent('count'))
    expect($count.get()).toBe(1)
    stop()
  })
})
