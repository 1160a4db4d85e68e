import type { ThreeDDrawInfo, ThreeDDrawView, ThreeDNumbers } from '@shwe/contract'
import {
  backGroup,
  breakGroupSet,
  DOUBLE_NUMBERS_3D,
  FIRST_TWENTY_3D,
  frontGroup,
  POWER_NUMBERS_3D,
  SINGLE_NUMBERS_3D,
} from '@shwe/domain'
import { describe, expect, it } from 'vitest'
import {
  amountProblem,
  boardRules,
  minimumOf,
  newArrangements,
  numberProblem,
  openDraw,
  type PickGroup,
  potentialWin,
  refusedNumbers,
  selectedOf,
  selectionTotal,
  splitDays,
  THREE_D_TOOLS,
  typedAmount,
  typedNumber,
  unavailableOf,
  withLines,
  withoutPick,
  withPicks,
} from './entry.logic.ts'

const group = (numbers: string[], over: Partial<PickGroup> = {}): PickGroup => ({
  id: 1,
  source: { kind: 'typed' },
  numbers,
  amount: null,
  isPermutation: false,
  ...over,
})

describe('a typed 3D number', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'invalid'],
    ['12a', 'invalid'],
    ['12', 'invalid'],
    ['1234', 'invalid'],
    ['1.5', 'invalid'],
    ['-12', 'invalid'],
    ['123', 'duplicate'],
    ['777', 'unavailable'],
    ['007', null],
    [' 456 ', null],
    ['၄၅၆', null],
  ] as const)('%j is %s', (text, problem) => {
    expect(numberProblem(text, new Set(['123']), new Set(['777']))).toBe(problem)
  })

  it('reads Burmese digits and spaces as the three digits', () => {
    expect(typedNumber(' ၀၀၇ ')).toBe('007')
    expect(typedNumber('12')).toBeNull()
  })
})

describe('the amount per number', () => {
  it.each([
    ['', 'invalid'],
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['1.5', 'invalid'],
    ['abc', 'invalid'],
    ['1', null],
    ['500', null],
  ] as const)('%j is %s at the default minimum of 1', (text, problem) => {
    expect(amountProblem(text)).toBe(problem)
  })

  it('holds the server’s minimum when it names one', () => {
    expect(amountProblem('50', 100)).toBe('belowMinimum')
    expect(amountProblem('100', 100)).toBeNull()
    expect(typedAmount('၁၀၀')).toBe(100)
  })
})

describe('the quick tools', () => {
  it('offer each of the domain’s sets, and only those', () => {
    const sets = Object.fromEntries(
      THREE_D_TOOLS.map((tool) => [
        tool.key,
        tool.choices ? tool.choices.map((choice) => tool.select(choice)) : tool.select(),
      ]),
    )
    expect(sets).toEqual({
      single: SINGLE_NUMBERS_3D,
      double: DOUBLE_NUMBERS_3D,
      power: POWER_NUMBERS_3D,
      firstTwenty: FIRST_TWENTY_3D,
      front: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(frontGroup),
      back: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(backGroup),
      break: Array.from({ length: 28 }, (_, sum) => breakGroupSet(sum)),
    })
  })

  it.each([
    ['123', 5],
    ['112', 2],
    ['111', 0],
  ])('permutation of %s adds %i new numbers', (number, added) => {
    expect(newArrangements([number])).toHaveLength(added)
    expect(new Set([number, ...newArrangements([number])]).size).toBe(added + 1)
  })

  it('adds each arrangement once for several numbers', () => {
    expect(newArrangements(['123', '321', '445']).sort()).toEqual(['132', '213', '231', '312', '454', '544'])
  })
})

describe('the selection', () => {
  it('adds a set as one group, leaving out numbers already selected and closed ones', () => {
    const start = [group(['001'])]
    const { groups, report } = withPicks(
      start,
      ['000', '001', '002', '003'],
      { kind: 'tool', tool: 'firstTwenty' },
      {},
      new Set(['003']),
    )
    expect(report).toEqual({ added: 2, taken: 1, closed: 1 })
    expect(groups).toHaveLength(2)
    expect(groups[1]).toMatchObject({ id: 2, numbers: ['000', '002'], amount: null, isPermutation: false })
  })

  it('puts typed numbers together in one group, and adds nothing when all are taken', () => {
    const first = withPicks([], ['123'], { kind: 'typed' }).groups
    const second = withPicks(first, ['456'], { kind: 'typed' }).groups
    expect(second).toEqual([group(['123', '456'])])
    const none = withPicks(second, ['123'], { kind: 'typed' })
    expect(none.report).toEqual({ added: 0, taken: 1, closed: 0 })
    expect(none.groups).toEqual(second)
  })

  it('groups lines by amount and kind, keeping the first line of a number', () => {
    const { groups, report } = withLines(
      [group(['999'])],
      [
        { num: '123', amount: 100, isPermutation: false },
        { num: '321', amount: 100, isPermutation: true },
        { num: '456', amount: 200, isPermutation: false },
        { num: '124', amount: 100, isPermutation: false },
        { num: '123', amount: 300, isPermutation: false },
        { num: '999', amount: 100, isPermutation: false },
      ],
    )
    expect(report).toEqual({ added: 4, taken: 2, closed: 0 })
    expect(
      groups.slice(1).map(({ numbers, amount, isPermutation }) => ({ numbers, amount, isPermutation })),
    ).toEqual([
      { numbers: ['123', '124'], amount: 100, isPermutation: false },
      { numbers: ['321'], amount: 100, isPermutation: true },
      { numbers: ['456'], amount: 200, isPermutation: false },
    ])
  })

  it('removes a number, and the group with its last one', () => {
    const groups = [group(['123', '456']), group(['789'], { id: 2 })]
    expect(withoutPick(groups, '456')).toEqual([group(['123']), group(['789'], { id: 2 })])
    expect(withoutPick(groups, '789')).toEqual([groups[0]])
    expect(selectedOf(groups)).toEqual(new Set(['123', '456', '789']))
  })

  it('totals each group at its own amount, else the field’s', () => {
    const groups = [group(['123', '456']), group(['789'], { id: 2, amount: 500 })]
    expect(selectionTotal(groups, 100)).toBe(700)
    expect(selectionTotal(groups, null)).toBeNull()
    expect(selectionTotal([group(['1'], { amount: 5 })], null)).toBe(5)
  })
})

describe('the draw', () => {
  const view = (date: string, isOpen: boolean): ThreeDDrawView => ({
    draw_session: date,
    cutoff_at: `${date}T05:30:00.000Z`,
    result_at: `${date}T08:00:00.000Z`,
    is_betting_open: isOpen,
  })
  const info = (over: Partial<ThreeDDrawInfo>): ThreeDDrawInfo => ({
    server_time: '2026-11-20T03:00:00.000Z',
    is_betting_open: true,
    current_session: null,
    next_session: null,
    last_session: null,
    ...over,
  })

  it('is the one taking bets, or none while betting is closed', () => {
    expect(openDraw(info({ current_session: view('2026-12-01', true) }))?.draw_session).toBe('2026-12-01')
    expect(
      openDraw(
        info({
          is_betting_open: false,
          current_session: view('2026-12-01', false),
          next_session: view('2026-12-16', false),
        }),
      ),
    ).toBeNull()
  })

  it.each([
    [0, 0, 0],
    [86_399_500, 1, 0],
    [86_400_000 * 3 + 5_000, 3, 5_000],
    [3_600_000, 0, 3_600_000],
  ])('splits %i ms into %i days and %i ms', (ms, days, restMs) => {
    expect(splitDays(ms)).toEqual({ days, restMs })
  })
})

describe('the server’s refusal', () => {
  it('names the three-digit numbers it lists, else nothing', () => {
    expect(refusedNumbers(['123', '007', 'x', 5])).toEqual(['123', '007'])
    expect(refusedNumbers('Betting Closed')).toBeNull()
    expect(refusedNumbers([])).toBeNull()
  })
})

describe('the server’s board', () => {
  const board = (over: Partial<ThreeDNumbers> = {}): ThreeDNumbers => ({
    server_time: '2026-11-20T03:00:00.000Z',
    is_betting_open: true,
    draw: null,
    closed_numbers: ['005', '123'],
    min_stake: '100.00',
    exact_odds: '500',
    permutation_odds: '10',
    numbers: [
      { number: '123', taken_percent: 100, is_full: true },
      { number: '456', taken_percent: 90, is_full: false },
      { number: '777', taken_percent: 100, is_full: true },
    ],
    ...over,
  })

  it('makes the closed and the full numbers unavailable, not those only partly taken', () => {
    expect([...unavailableOf(board())].sort()).toEqual(['005', '123', '777'])
    expect(unavailableOf(board({ closed_numbers: [], numbers: [] })).size).toBe(0)
  })

  it.each([
    ['1.00', 1],
    ['100.00', 100],
    ['1.50', 2],
    ['0.00', 1],
    ['', 1],
    ['x', 1],
  ])('reads the least stake %j as %i whole kyat', (minStake, minimum) => {
    expect(minimumOf(minStake)).toBe(minimum)
  })

  it('gives the entry its unavailable numbers, minimum, prizes and whether it is open', () => {
    const rules = boardRules(board({ is_betting_open: false }))
    expect(rules.minimumAmount).toBe(100)
    expect(rules.prizes).toEqual({ exact: '500', permutation: '10' })
    expect(rules.isBettingOpen).toBe(false)
    expect(rules.unavailable.has('777')).toBe(true)
  })

  it.each([
    [100, '500', 50_000],
    [3, '10', 30],
    [10, '1.5', 15],
    [10, '', null],
    [10, 'abc', null],
  ] as const)('wins %i × %j = %j', (amount, odds, win) => {
    expect(potentialWin(amount, odds)).toBe(win)
  })
})
