import { TWO_D_NUMBERS, TWO_D_TOOLS, withReverse } from '@shwe/domain'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, type Routes, renderWidget } from '../test/utils.tsx'
import { BetScreen } from './BetScreen.tsx'
import { TOOL_SPECS } from './bet.logic.ts'
import { DRAFT_KEY } from './draft.ts'

const draw = {
  date: '2026-11-24',
  session: 'morning',
  cutoff_at: '2026-11-24T05:20:00Z',
  result_at: '2026-11-24T05:31:00Z',
  is_betting_open: true,
}

function board({
  closedNumbers = [] as string[],
  closedHeads = [] as string[],
  taken = {} as Record<string, number>,
} = {}) {
  return {
    server_time: '2026-11-24T03:00:00Z',
    is_betting_open: true,
    draw,
    closed_numbers: closedNumbers,
    closed_heads: closedHeads,
    min_stake: '100.00',
    odds: '80',
    numbers: TWO_D_NUMBERS.map((number) => ({
      number,
      taken_percent: taken[number] ?? 0,
      is_full: taken[number] === 100,
      is_closed: closedNumbers.includes(number) || closedHeads.includes(number[0] ?? ''),
    })),
  }
}

const routesWith = (data: unknown): Routes => ({ 'GET /twod/numbers': { status: 200, body: envelope(data) } })

async function renderBet(data: unknown = board(), query: URLSearchParams | null = null) {
  const view = renderWidget(<BetScreen query={query} />, routesWith(data), { mode: 'site' })
  await screen.findAllByRole('button', { name: /% taken$/ })
  return view
}

const grid = () => screen.getByRole('group', { name: 'Numbers 00 to 99' })
const cell = (num: string) =>
  within(grid())
    .getAllByRole('button')
    .find((button) => button.textContent === num) as HTMLButtonElement
const pickedNumbers = () =>
  within(grid())
    .queryAllByRole('button', { pressed: true })
    .map((b) => b.textContent)
const stored = () => JSON.parse(localStorage.getItem(DRAFT_KEY) ?? 'null')

describe('BetScreen grid', () => {
  it('shows 00–99 in one group, names each with its share, and toggles a tap', async () => {
    await renderBet(board({ taken: { '47': 30 } }))
    expect(within(grid()).getAllByRole('button')).toHaveLength(100)
    const button = screen.getByRole('button', { name: '47, 30% taken' })
    expect(button.getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(stored()).toEqual({ totalAmount: 100, amounts: [{ num: '47', amount: 100 }] })
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it('disables closed numbers, numbers of closed heads and full numbers', async () => {
    await renderBet(board({ closedNumbers: ['07'], closedHeads: ['3'], taken: { '55': 100 } }))
    expect((screen.getByRole('button', { name: '07, closed' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: '34, closed' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: '55, full' }) as HTMLButtonElement).disabled).toBe(true)
    expect(cell('08').disabled).toBe(false)
  })

  it("uses the server's odds and minimum stake for the potential win and the stake check", async () => {
    await renderBet({ ...board(), min_stake: '500.00', odds: '85' })
    expect(screen.getByText('At least 500 Ks')).toBeTruthy()
    const stake = screen.getByLabelText('Stake per number (Ks)')
    await userEvent.clear(stake)
    await userEvent.type(stake, '1000')
    expect(screen.getByText(/85,000/)).toBeTruthy()
    await userEvent.clear(stake)
    await userEvent.type(stake, '400')
    expect(screen.getByText(/Enter at least 500 Ks/)).toBeTruthy()
  })

  it('states the closing rule and shows the potential win and total', async () => {
    await renderBet()
    expect(screen.getByText('A number closes when its stakes reach 100% of its limit.')).toBeTruthy()
    expect(screen.getByText(/8,000/)).toBeTruthy()
    await userEvent.click(cell('12'))
    await userEvent.click(cell('13'))
    expect(screen.getByText('Numbers: 2')).toBeTruthy()
    expect(screen.getByText(/^Total:/).textContent).toMatch(/200/)
  })

  it('keeps the stake at least 100 and uses it for new picks', async () => {
    await renderBet()
    const stake = screen.getByRole('spinbutton', { name: /Stake per number/ })
    await userEvent.clear(stake)
    await userEvent.type(stake, '50')
    expect(screen.getByRole('alert').textContent).toContain('Enter at least 100 Ks.')
    await userEvent.click(cell('12'))
    expect(pickedNumbers()).toEqual([])
    await userEvent.clear(stake)
    await userEvent.type(stake, '500')
    await userEvent.click(cell('12'))
    expect(stored().amounts).toEqual([{ num: '12', amount: 500 }])
  })

  it('restores the stored draft and ignores garbage', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ totalAmount: 300, amounts: [{ num: '21', amount: 300 }, 'x'] }),
    )
    await renderBet()
    expect(pickedNumbers()).toEqual(['21'])
  })

  it('starts empty when the stored draft is not JSON', async () => {
    localStorage.setItem(DRAFT_KEY, '{broken')
    await renderBet()
    expect(pickedNumbers()).toEqual([])
  })

  it('needs a number before going on, then goes to /2d/confirm', async () => {
    const { navigate } = await renderBet()
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }))
    expect(screen.getByRole('alert').textContent).toContain('Pick at least one number.')
    expect(navigate).not.toHaveBeenCalled()
    await userEvent.click(cell('12'))
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/2d/confirm'))
  })

  it('says which draw bets go to when the link asked for another', async () => {
    await renderBet(board(), new URLSearchParams('time=4'))
    expect(screen.getByText('Your bets go to the draw that is open now: the Morning draw.')).toBeTruthy()
  })
})

describe('BetScreen tools', () => {
  it('shows every tool under its Burmese name', async () => {
    await renderBet()
    for (const tool of TWO_D_TOOLS.filter((t) => t.key !== 'reverse')) {
      expect(screen.getAllByText(tool.burmese).length).toBeGreaterThan(0)
    }
  })

  // Each button of each tool adds exactly the set the domain's function selects.
  interface ToolCase {
    key: string
    typed: string | null
    choice: string | null
    expected: string[]
  }
  const cases = TOOL_SPECS.flatMap((spec): ToolCase[] => {
    const { input } = spec
    if (input.kind === 'none')
      return [{ key: spec.tool.key, typed: null, choice: null, expected: spec.select() }]
    if (input.kind === 'digit')
      return [{ key: spec.tool.key, typed: '3', choice: null, expected: spec.select(3) }]
    if (input.kind === 'digits')
      return [{ key: spec.tool.key, typed: '147', choice: null, expected: spec.select([1, 4, 7]) }]
    return input.choices.map((choice) => ({
      key: spec.tool.key,
      typed: null,
      choice: choice.label,
      expected: spec.select(choice.value),
    }))
  })

  it.each(cases)('$key $choice $typed adds exactly its set', async ({ key, typed, choice, expected }) => {
    await renderBet()
    const spec = TOOL_SPECS.find((s) => s.tool.key === key)
    const box = screen
      .getByText(spec?.tool.burmese ?? '?', { selector: 'span' })
      .closest('fieldset') as HTMLElement
    if (typed) await userEvent.type(within(box).getByRole('textbox'), typed)
    const buttons = within(box).getAllByRole('button')
    const button =
      choice === null
        ? buttons[0]
        : buttons.find((b) => b.getAttribute('aria-label')?.endsWith(`: ${labelOf(choice)}`) ?? false)
    await userEvent.click(button as HTMLElement)
    expect(pickedNumbers()).toEqual(expected)
  })

  it('refuses a wrong digit with a message', async () => {
    await renderBet()
    await userEvent.type(screen.getByRole('textbox', { name: 'Head digit' }), 'x')
    await userEvent.click(screen.getByRole('button', { name: 'Add Head' }))
    expect(screen.getByRole('alert').textContent).toContain('Enter one digit, 0 to 9.')
    expect(pickedNumbers()).toEqual([])
  })

  it('R adds the reverse of every pick', async () => {
    await renderBet()
    await userEvent.click(cell('12'))
    await userEvent.click(cell('35'))
    await userEvent.click(screen.getByRole('button', { name: 'R: add the reverse of every picked number' }))
    expect(pickedNumbers()).toEqual(withReverse(['12', '35']))
  })

  it('adds no closed number', async () => {
    await renderBet(board({ closedNumbers: ['42'] }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Head digit' }), '4')
    await userEvent.click(screen.getByRole('button', { name: 'Add Head' }))
    expect(pickedNumbers()).toEqual(['40', '41', '43', '44', '45', '46', '47', '48', '49'])
  })
})

describe('BetScreen paste', () => {
  it('adds the lines read and lists every line it could not read, with its reason', async () => {
    await renderBet()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Slip text' }),
      '12R 1000{enter}47{enter}ထိပ် 3 50{enter}zz 500',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add' }))
    // The reader loads with the first slip added.
    await waitFor(() => expect(pickedNumbers()).toEqual(['12', '21']))
    expect(stored().amounts).toEqual([
      { num: '12', amount: 1000 },
      { num: '21', amount: 1000 },
    ])
    const problems = screen.getByText('Lines not added (3):').closest('[role="alert"]') as HTMLElement
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Line 2 “47”: no amount at the end',
      'Line 3 “ထိပ် 3 50”: the amount is below 100 Ks',
      'Line 4 “zz 500”: a word or sign that is not understood',
    ])
    expect((screen.getByRole('textbox', { name: 'Slip text' }) as HTMLTextAreaElement).value).toBe(
      '47\nထိပ် 3 50\nzz 500',
    )
  })
})

function labelOf(choice: string): string {
  const english: Record<string, string> = {
    plain: 'Plain',
    withR: 'With R',
    up: 'ညီကို',
    down: 'ကိုညီ',
    both: 'Both',
    all: 'All',
    even: 'Even',
    odd: 'Odd',
  }
  const group = /^sizeGroup(\d+)$/.exec(choice)
  if (group) {
    const names = [
      'Brothers',
      'Big',
      'Small',
      'Odd-odd',
      'Even-even',
      'Even-odd',
      'Odd-even',
      'Doubles',
      'Even doubles',
      'Odd doubles',
    ]
    return `${group[1]} ${names[Number(group[1]) - 1]}`
  }
  return english[choice] ?? choice
}
