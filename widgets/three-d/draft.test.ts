import { memoryStorage } from '@shwe/session/test-kit'
import { describe, expect, it } from 'vitest'
import {
  betPayload,
  DRAFT_KEY,
  draftOf,
  draftTotal,
  groupOf,
  numbersAmong,
  picksOf,
  readDraft,
  threeDDraft,
  withGroupAmount,
  withoutGroup,
  withoutNumbers,
} from './draft.ts'
import type { PickGroup } from './entry.logic.ts'

const T = '2026-11-20T03:00:00.000Z'

describe('the 3D draft', () => {
  it('is kept under the spec’s key threed_bets', () => {
    expect(DRAFT_KEY).toBe('threed_bets')
  })

  it('makes a group of numbers at one amount, permutation lines flagged', () => {
    expect(groupOf(['123', '456'], 100, { timestamp: T })).toEqual({
      amounts: [
        { num: '123', amount: 100 },
        { num: '456', amount: 100 },
      ],
      amount: 100,
      totalAmount: 200,
      timestamp: T,
    })
    expect(groupOf(['321'], 5, { isPermutation: true, timestamp: T }).amounts).toEqual([
      { num: '321', amount: 5, is_permutation: true },
    ])
  })

  it('reads a stored draft, dropping garbage and numbers already in an earlier group', () => {
    const raw = JSON.stringify([
      {
        amounts: [{ num: '123', amount: 100 }, { num: '12' }, 'x'],
        amount: 100,
        totalAmount: 999,
        timestamp: T,
      },
      {
        amounts: [{ num: '123' }, { num: '321', is_permutation: true }],
        amount: 5,
        totalAmount: 10,
        timestamp: T,
      },
      { amounts: [{ num: '555' }], amount: 0, totalAmount: 0, timestamp: T },
      { amounts: [], amount: 5, totalAmount: 0, timestamp: T },
    ])
    expect(readDraft(raw)).toEqual([
      { amounts: [{ num: '123', amount: 100 }], amount: 100, totalAmount: 100, timestamp: T },
      { amounts: [{ num: '321', amount: 5, is_permutation: true }], amount: 5, totalAmount: 5, timestamp: T },
    ])
    expect(readDraft('not json')).toEqual([])
    expect(readDraft('{"amounts": []}')).toEqual([])
    expect(readDraft(null)).toEqual([])
  })

  it('sets every number of a group to a new amount, and removes groups and numbers', () => {
    const draft = [groupOf(['123', '456'], 100, { timestamp: T }), groupOf(['789'], 50, { timestamp: T })]
    const edited = withGroupAmount(draft, 0, 300)
    expect(edited[0]).toEqual(groupOf(['123', '456'], 300, { timestamp: T }))
    expect(draftTotal(edited)).toBe(650)
    expect(withoutGroup(draft, 0)).toEqual([draft[1]])
    expect(withoutNumbers(draft, new Set(['456', '789']))).toEqual([groupOf(['123'], 100, { timestamp: T })])
  })

  it('sends every line once with its amount, permutation lines with their flag', () => {
    const draft = [
      groupOf(['123'], 100, { timestamp: T }),
      groupOf(['132', '213'], 20, { isPermutation: true, timestamp: T }),
    ]
    expect(betPayload(draft)).toEqual({
      totalAmount: 140,
      amounts: [
        { num: '123', amount: 100 },
        { num: '132', amount: 20, is_permutation: true },
        { num: '213', amount: 20, is_permutation: true },
      ],
    })
  })

  it('turns the selection into groups and back', () => {
    const picks: PickGroup[] = [
      { id: 1, source: { kind: 'typed' }, numbers: ['123'], amount: null, isPermutation: false },
      { id: 2, source: { kind: 'permutation' }, numbers: ['321'], amount: null, isPermutation: true },
      { id: 3, source: { kind: 'lines' }, numbers: ['999'], amount: 7, isPermutation: false },
    ]
    const draft = draftOf(picks, 10, T)
    expect(draft).toEqual([
      groupOf(['123'], 10, { timestamp: T }),
      groupOf(['321'], 10, { isPermutation: true, timestamp: T }),
      groupOf(['999'], 7, { timestamp: T }),
    ])
    expect(
      picksOf(draft).map(({ numbers, amount, isPermutation }) => ({ numbers, amount, isPermutation })),
    ).toEqual([
      { numbers: ['123'], amount: 10, isPermutation: false },
      { numbers: ['321'], amount: 10, isPermutation: true },
      { numbers: ['999'], amount: 7, isPermutation: false },
    ])
  })

  it('writes every change to storage and removes the key when empty', () => {
    const storage = memoryStorage()
    const store = threeDDraft(undefined, storage)
    store.replace([groupOf(['123'], 100, { timestamp: T })])
    expect(JSON.parse(storage.items.get('threed_bets') ?? '')).toEqual([
      { amounts: [{ num: '123', amount: 100 }], amount: 100, totalAmount: 100, timestamp: T },
    ])
    expect(store.$total.get()).toBe(100)
    store.setGroupAmount(0, 5)
    expect(JSON.parse(storage.items.get('threed_bets') ?? '')[0].totalAmount).toBe(5)
    store.removeGroup(0)
    expect(storage.items.has('threed_bets')).toBe(false)
    expect(threeDDraft(undefined, storage).$draft.get()).toEqual([])
  })
})

describe('the draft’s unavailable numbers', () => {
  it('are those of the board’s set, in the draft’s order', () => {
    const draft = [
      groupOf(['123', '456'], 100, { timestamp: T }),
      groupOf(['789', '005'], 5, { timestamp: T }),
    ]
    expect(numbersAmong(draft, new Set(['005', '456', '999']))).toEqual(['456', '005'])
    expect(numbersAmong(draft, new Set())).toEqual([])
  })
})
