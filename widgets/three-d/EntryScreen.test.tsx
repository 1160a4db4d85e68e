import {
  backGroup,
  breakGroupSet,
  DOUBLE_NUMBERS_3D,
  FIRST_TWENTY_3D,
  frontGroup,
  POWER_NUMBERS_3D,
  SINGLE_NUMBERS_3D,
} from '@shwe/domain'
import { Button } from '@shwe/ui'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Routes, renderWidget } from '../test/utils.tsx'
import { DRAFT_KEY } from './draft.ts'
import { EntryScreen, type EntryScreenProps, type PasteBoxSlotProps } from './EntryScreen.tsx'
import { amountBox, drawInfo, numberBox, open, pickedGroups } from './entry.fixtures.ts'

const routes = (body: unknown = drawInfo()): Routes => ({ 'GET /threed/draw-info': { status: 200, body } })

function renderEntry(props: EntryScreenProps = {}, body?: unknown) {
  const view = renderWidget(<EntryScreen {...props} />, routes(body), { mode: 'site' })
  const selection = () => pickedGroups(view.runtime)
  return { ...view, selection }
}

const addButton = () => screen.getByRole('button', { name: 'Add' })
const submit = () => screen.getByRole('button', { name: 'Submit' })
const stored = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')

async function typeNumber(text: string) {
  await userEvent.clear(numberBox())
  if (text) await userEvent.type(numberBox(), text)
  await userEvent.click(addButton())
}

afterEach(() => {
  vi.useRealTimers()
})

/** A stand-in paste box: one button that adds two lines, one from a permutation. */
function FakePasteBox({ minimumAmount, addLines }: PasteBoxSlotProps) {
  return (
    <Button
      onClick={() =>
        addLines([
          { num: '123', amount: 500, isPermutation: false },
          { num: '321', amount: 500, isPermutation: true },
        ])
      }
    >
      Paste (at least {minimumAmount} Ks)
    </Button>
  )
}

describe('3D entry: typing numbers', () => {
  it.each([
    ['', 'Please enter a 3-digit number'],
    ['abc', 'Please enter a valid 3-digit number (000-999)'],
    ['12', 'Please enter a valid 3-digit number (000-999)'],
    ['1a3', 'Please enter a valid 3-digit number (000-999)'],
  ])('refuses %j with “%s”', async (text, message) => {
    const { selection } = renderEntry()
    await typeNumber(text)
    expect(screen.getByRole('alert').textContent).toBe(`* ${message}`)
    expect(numberBox().getAttribute('aria-invalid')).toBe('true')
    expect(selection()).toEqual([])
  })

  it('takes three digits only, so a fourth typed is never added', async () => {
    const { selection } = renderEntry()
    await userEvent.type(numberBox(), '1234')
    expect((numberBox() as HTMLInputElement).value).toBe('123')
    await userEvent.click(addButton())
    expect(selection()).toEqual([{ numbers: ['123'], amount: null, isPermutation: false }])
  })

  it('refuses four digits pasted past the limit as not a 3-digit number', async () => {
    const { selection } = renderEntry()
    // A script or a paste may set any value; the rule is checked on Add, not only by maxLength.
    await userEvent.type(numberBox(), '12')
    act(() => {
      const input = numberBox() as HTMLInputElement
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, '1234')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await userEvent.click(addButton())
    expect(screen.getByRole('alert').textContent).toBe('* Please enter a valid 3-digit number (000-999)')
    expect(selection()).toEqual([])
  })

  it('adds a number with Enter, clears the box, and refuses it again as already selected', async () => {
    const { selection } = renderEntry()
    await userEvent.type(numberBox(), '007{Enter}')
    expect((numberBox() as HTMLInputElement).value).toBe('')
    expect(within(screen.getByRole('list', { name: 'Typed numbers' })).getByText('007')).toBeTruthy()
    await typeNumber('007')
    expect(screen.getByRole('alert').textContent).toBe('* This number is already selected')
    expect(selection()).toEqual([{ numbers: ['007'], amount: null, isPermutation: false }])
  })

  it('removes a number with its button', async () => {
    const { selection } = renderEntry()
    await typeNumber('123')
    await typeNumber('456')
    await userEvent.click(screen.getByRole('button', { name: 'Remove 123' }))
    expect(selection()).toEqual([{ numbers: ['456'], amount: null, isPermutation: false }])
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Selected Numbers' }))
    await userEvent.click(screen.getByRole('button', { name: 'Remove 456' }))
    expect(screen.getByText('No numbers selected yet.')).toBeTruthy()
  })
})

describe('3D entry: quick tools', () => {
  const cases: [string, readonly string[]][] = [
    ['Single (odd)', SINGLE_NUMBERS_3D],
    ['Double (even)', DOUBLE_NUMBERS_3D],
    ['Power numbers', POWER_NUMBERS_3D],
    ['First 20 numbers', FIRST_TWENTY_3D],
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d): [string, string[]] => [`Front group ${d}`, frontGroup(d)]),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((d): [string, string[]] => [`Back group ${d}`, backGroup(d)]),
  ]

  it('adds exactly the domain’s set with each tool button, as one group', async () => {
    const { selection } = renderEntry()
    for (const [name, set] of cases) {
      await userEvent.click(screen.getByRole('button', { name }))
      expect(selection(), name).toEqual([{ numbers: [...set], amount: null, isPermutation: false }])
      expect(screen.getByRole('status').textContent).toBe(`Added ${set.length} numbers.`)
      await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    }
  })

  it('adds exactly each break group by digit sum, 0 to 27', async () => {
    const { selection } = renderEntry()
    const sum = screen.getByRole('combobox', { name: 'Digit sum (0–27)' })
    for (let value = 0; value <= 27; value++) {
      await userEvent.selectOptions(sum, String(value))
      await userEvent.click(screen.getByRole('button', { name: 'Add break group' }))
      expect(selection(), `sum ${value}`).toEqual([
        { numbers: breakGroupSet(value), amount: null, isPermutation: false },
      ])
      await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    }
  })

  it('leaves out what is already selected and says so', async () => {
    const { selection } = renderEntry()
    await typeNumber('111')
    await userEvent.click(screen.getByRole('button', { name: 'Power numbers' }))
    expect(screen.getByRole('status').textContent).toBe('Added 9 numbers. 1 already selected.')
    expect(selection()[1]?.numbers).toEqual(POWER_NUMBERS_3D.filter((n) => n !== '111'))
  })

  it('shows a long group folded, all on request', async () => {
    renderEntry()
    await userEvent.click(screen.getByRole('button', { name: 'Front group 4' }))
    const list = screen.getByRole('list', { name: 'Front group 4' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(40)
    await userEvent.click(screen.getByRole('button', { name: 'Show all 100' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(100)
  })
})

describe('3D entry: permutation', () => {
  it('asks for numbers first', async () => {
    renderEntry()
    await userEvent.click(screen.getByRole('button', { name: 'Permutation (R)' }))
    expect(screen.getByRole('alert').textContent).toBe('Please select numbers first')
  })

  it.each([
    ['123', 6],
    ['112', 3],
    ['111', 1],
  ])('turns %s into %i numbers, the new ones flagged as permutations', async (number, count) => {
    const { selection } = renderEntry()
    await typeNumber(number)
    await userEvent.click(screen.getByRole('button', { name: 'Permutation (R)' }))
    expect(screen.getByText(`Numbers: ${count}`, { selector: 'h2 + span' })).toBeTruthy()
    const groups = selection()
    expect(groups[0]).toEqual({ numbers: [number], amount: null, isPermutation: false })
    expect(groups.slice(1).every((group) => group.isPermutation)).toBe(true)
    expect(groups.flatMap((group) => group.numbers)).toHaveLength(count)
    if (count === 1) expect(screen.getByRole('status').textContent).toBe('No new numbers were added.')
  })
})

describe('3D entry: submit', () => {
  it('asks for a number, then for an amount', async () => {
    const { navigate } = renderEntry()
    await userEvent.click(submit())
    expect(screen.getByRole('alert').textContent).toBe('Please select at least one number')
    await typeNumber('123')
    expect(screen.queryByText('Please select at least one number')).toBeNull()
    await userEvent.click(submit())
    expect(screen.getByRole('alert').textContent).toBe('* Please enter a valid amount')
    expect(document.activeElement).toBe(amountBox())
    await userEvent.type(amountBox(), '0')
    expect(screen.getByRole('alert').textContent).toBe('* Please enter a valid amount')
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('stores the groups under threed_bets, permutation lines flagged, and goes to /3d/confirm', async () => {
    const { navigate, selection } = renderEntry()
    await typeNumber('123')
    await typeNumber('456')
    await userEvent.click(screen.getByRole('button', { name: 'Permutation (R)' }))
    await userEvent.type(amountBox(), '100')
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 1,200 Ks')
    await userEvent.click(submit())
    const draft = stored()
    expect(draft).toHaveLength(2)
    expect(draft[0]).toEqual({
      amounts: [
        { num: '123', amount: 100 },
        { num: '456', amount: 100 },
      ],
      amount: 100,
      totalAmount: 200,
      timestamp: expect.any(String),
    })
    expect(draft[1].amount).toBe(100)
    expect(draft[1].totalAmount).toBe(1000)
    expect(draft[1].amounts).toHaveLength(10)
    expect(draft[1].amounts.every((line: { is_permutation?: boolean }) => line.is_permutation === true)).toBe(
      true,
    )
    expect(Number.isNaN(Date.parse(draft[0].timestamp))).toBe(false)
    expect(selection()).toEqual([])
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/3d/confirm'))
  })

  it('shows the stored draft again as the selection, each group at its amount', () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify([
        { amounts: [{ num: '123', amount: 50 }], amount: 50, totalAmount: 50, timestamp: 'x' },
        {
          amounts: [{ num: '321', amount: 5, is_permutation: true }],
          amount: 5,
          totalAmount: 5,
          timestamp: 'x',
        },
      ]),
    )
    const { selection } = renderEntry()
    expect(selection()).toEqual([
      { numbers: ['123'], amount: 50, isPermutation: false },
      { numbers: ['321'], amount: 5, isPermutation: true },
    ])
    expect(screen.getByText('Group 1')).toBeTruthy()
    expect(screen.getByText(/^Total:/).textContent).toBe('Total: 55 Ks')
  })

  it('discards the stored draft too with Clear all', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify([
        { amounts: [{ num: '123', amount: 50 }], amount: 50, totalAmount: 50, timestamp: 'x' },
      ]),
    )
    const { selection } = renderEntry()
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(selection()).toEqual([])
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('holds the minimum amount it is given', async () => {
    renderEntry({ minimumAmount: 100 })
    expect(screen.getByText('At least 100 Ks')).toBeTruthy()
    await userEvent.type(amountBox(), '50')
    expect(screen.getByRole('alert').textContent).toBe('* Enter at least 100 Ks.')
  })
})

describe('3D entry: the draw', () => {
  it('counts down to the open draw’s cut-off on the server’s clock, in Yangon time', async () => {
    // The device is 10 minutes slow: the server says 05:30, the device 05:20.
    vi.useFakeTimers({ now: Date.parse('2026-11-29T05:20:00.000Z'), shouldAdvanceTime: true })
    renderEntry()
    expect(await screen.findByRole('timer')).toBeTruthy()
    expect(screen.getByRole('timer').textContent).toBe('2 days 00:00:00')
    expect(screen.getByText('Draw of Dec 1, 2026')).toBeTruthy()
    expect(screen.getByText('Cut-off Dec 1, 2026, 12:00 PM')).toBeTruthy()
  })

  it('says betting is closed, names the next draw and stops Submit', async () => {
    renderEntry(
      {},
      drawInfo({
        is_betting_open: false,
        current_session: { ...open, is_betting_open: false },
        next_session: { ...open, draw_session: '2026-12-16', is_betting_open: false },
      }),
    )
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getAllByText('Betting is closed at this time.')).toHaveLength(2)
    expect(screen.getByText('Next draw: Dec 16, 2026')).toBeTruthy()
    expect((submit() as HTMLButtonElement).disabled).toBe(true)
  })

  it('keeps the entry working when the draw info fails', async () => {
    renderWidget(<EntryScreen />, { 'GET /threed/draw-info': 'network-error' }, { mode: 'site' })
    expect(await screen.findByText('Could not load the draw times.')).toBeTruthy()
    expect((submit() as HTMLButtonElement).disabled).toBe(false)
  })
})

describe('3D entry: what plugs in later', () => {
  it('refuses an unavailable number typed, and tools leave such numbers out', async () => {
    const { selection } = renderEntry({ unavailable: new Set(['005', '123']) })
    await typeNumber('123')
    expect(screen.getByRole('alert').textContent).toBe('* This number is closed for betting')
    await userEvent.click(screen.getByRole('button', { name: 'First 20 numbers' }))
    expect(screen.getByRole('status').textContent).toBe('Added 19 numbers. 1 closed for betting, left out.')
    expect(selection()[0]?.numbers).not.toContain('005')
  })

  it('gives a paste box the minimum and addLines, which adds lines as groups of one amount', async () => {
    const { selection } = renderEntry({ PasteBox: FakePasteBox, minimumAmount: 2 })
    expect(screen.getByText('Paste (at least 2 Ks)')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Paste (at least 2 Ks)' }))
    expect(selection()).toEqual([
      { numbers: ['123'], amount: 500, isPermutation: false },
      { numbers: ['321'], amount: 500, isPermutation: true },
    ])
    // Every group has its amount: no amount field needed to submit.
    await userEvent.click(submit())
    expect(stored().map((group: { totalAmount: number }) => group.totalAmount)).toEqual([500, 500])
  })
})
