import { memoryStorage } from '@shwe/session/test-kit'
import { describe, expect, it } from 'vitest'
import { betDraft, DRAFT_KEY, readDraft, toggled, withLines, withNumbers } from './draft.ts'

describe('readDraft', () => {
  it.each([null, '', 'not json', '42', 'null', '{"amounts":"x"}', '[]'])('ignores %j', (raw) => {
    expect(readDraft(raw)).toEqual({ totalAmount: 0, amounts: [] })
  })
  it('keeps the valid lines, recomputes the total and drops the rest', () => {
    const raw = JSON.stringify({
      totalAmount: 999,
      amounts: [
        { num: '12', amount: 100 },
        { num: '5', amount: 100 },
        { num: '34', amount: -1 },
        null,
        { num: '12', amount: 300 },
        { num: '99', amount: '250' },
      ],
    })
    expect(readDraft(raw)).toEqual({
      totalAmount: 350,
      amounts: [
        { num: '12', amount: 100 },
        { num: '99', amount: 250 },
      ],
    })
  })
})

describe('changes', () => {
  const empty = readDraft(null)
  it('toggles a number in and out', () => {
    const one = toggled(empty, '47', 100)
    expect(one).toEqual({ totalAmount: 100, amounts: [{ num: '47', amount: 100 }] })
    expect(toggled(one, '47', 100)).toEqual(empty)
  })
  it('adds a set without touching numbers already picked', () => {
    const one = toggled(empty, '01', 500)
    expect(withNumbers(one, ['01', '02'], 100).amounts).toEqual([
      { num: '01', amount: 500 },
      { num: '02', amount: 100 },
    ])
  })
  it('adds slip amounts to numbers already picked', () => {
    const one = toggled(empty, '12', 100)
    expect(
      withLines(one, [
        { number: '12', amount: 200 },
        { number: '21', amount: 200 },
      ]),
    ).toEqual({
      totalAmount: 500,
      amounts: [
        { num: '12', amount: 300 },
        { num: '21', amount: 200 },
      ],
    })
  })
})

describe('betDraft store', () => {
  it('restores from storage and writes every change back in the spec shape', () => {
    const storage = memoryStorage({
      [DRAFT_KEY]: JSON.stringify({ totalAmount: 100, amounts: [{ num: '10', amount: 100 }] }),
    })
    const store = betDraft(undefined, storage)
    expect(store.$draft.get().amounts).toEqual([{ num: '10', amount: 100 }])
    store.toggle('20', 200)
    expect(JSON.parse(storage.items.get(DRAFT_KEY) ?? '')).toEqual({
      totalAmount: 300,
      amounts: [
        { num: '10', amount: 100 },
        { num: '20', amount: 200 },
      ],
    })
    store.clear()
    expect(storage.items.has(DRAFT_KEY)).toBe(false)
  })
  it('starts empty from garbage and survives a storage that throws', () => {
    const store = betDraft(undefined, {
      getItem: () => '{oops',
      setItem: () => {
        throw new Error('quota')
      },
      removeItem: () => undefined,
    })
    expect(store.$draft.get().amounts).toEqual([])
    store.toggle('33', 100)
    expect(store.$draft.get().totalAmount).toBe(100)
  })
})
