import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, type Routes, renderWidget } from '../test/utils.tsx'
import { BoardEntryScreen } from './BoardEntryScreen.tsx'
import { amountBox, drawInfo, numberBox, open, pickedGroups } from './entry.fixtures.ts'

/** The server's board: 005 closed by the operator, 123 full, 456 nearly full but still open. */
const board = (over: Record<string, unknown> = {}) => ({
  server_time: '2026-11-29T05:30:00.000Z',
  is_betting_open: true,
  draw: open,
  closed_numbers: ['005'],
  min_stake: '1.00',
  exact_odds: '500',
  permutation_odds: '10',
  numbers: [
    { number: '123', taken_percent: 100, is_full: true },
    { number: '456', taken_percent: 90, is_full: false },
  ],
  ...over,
})

const routes = (data: unknown = board()): Routes => ({
  'GET /threed/draw-info': { status: 200, body: drawInfo() },
  'GET /threed/numbers': { status: 200, body: envelope(data) },
})

async function renderBoardEntry(data?: unknown) {
  const view = renderWidget(<BoardEntryScreen />, routes(data), { mode: 'site' })
  await screen.findByText(/^Exact number pays/)
  const selection = () => pickedGroups(view.runtime)
  return { ...view, selection }
}

const slipBox = () => screen.findByRole('textbox', { name: 'Slip text' }) as Promise<HTMLTextAreaElement>
const submit = () => screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement
const announced = () => screen.getByRole('status').textContent

/** The lines the paste box could not read, as listed. */
const problemLines = () =>
  within(screen.getByText(/^Lines not added/).closest('[role="alert"]') as HTMLElement)
    .getAllByRole('listitem')
    .map((li) => li.textContent)

async function paste(text: string) {
  await userEvent.type(await slipBox(), text.replaceAll('\n', '{Enter}'))
  await userEvent.click(screen.getByRole('button', { name: 'Add slip' }))
}

describe('3D entry with the server’s board', () => {
  it('shows the prizes and what the amount wins on one number', async () => {
    await renderBoardEntry()
    expect(screen.getByText('Exact number pays 500×, another arrangement 10×.')).toBeTruthy()
    expect(screen.getByText(/^Potential win per number:/).textContent).toBe('Potential win per number: —')
    await userEvent.type(amountBox(), '100')
    expect(screen.getByText(/^Potential win per number:/).textContent).toBe(
      'Potential win per number: 50,000 Ks',
    )
  })

  it('holds the board’s minimum amount', async () => {
    await renderBoardEntry(board({ min_stake: '100.00' }))
    expect(screen.getByText('At least 100 Ks')).toBeTruthy()
    await userEvent.type(amountBox(), '50')
    expect(screen.getByRole('alert').textContent).toBe('* Enter at least 100 Ks.')
  })

  it('refuses a closed or full number typed, and a tool leaves it out, saying how many', async () => {
    const { selection } = await renderBoardEntry()
    for (const number of ['005', '123']) {
      await userEvent.clear(numberBox())
      await userEvent.type(numberBox(), `${number}{Enter}`)
      expect(screen.getByRole('alert').textContent).toBe('* This number is closed for betting')
    }
    await userEvent.clear(numberBox())
    await userEvent.type(numberBox(), '456{Enter}')
    expect(selection()).toEqual([{ numbers: ['456'], amount: null, isPermutation: false }])
    await userEvent.click(screen.getByRole('button', { name: 'First 20 numbers' }))
    expect(announced()).toBe('Added 19 numbers. 1 closed for betting, left out.')
    expect(selection()[1]?.numbers).not.toContain('005')
  })

  it('says betting is closed when the board does, and stops Submit', async () => {
    await renderBoardEntry(board({ is_betting_open: false, draw: null, numbers: [] }))
    expect(screen.getByRole('alert').textContent).toBe('Betting is closed at this time.')
    expect(submit().disabled).toBe(true)
  })

  it('keeps the entry working without prizes when the board cannot be read', async () => {
    renderWidget(
      <BoardEntryScreen />,
      { 'GET /threed/draw-info': { status: 200, body: drawInfo() }, 'GET /threed/numbers': 'network-error' },
      { mode: 'site' },
    )
    expect(await screen.findByText('Draw of Dec 1, 2026')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/^Potential win per number:/)).toBeNull())
    expect(screen.getByText('At least 1 Ks')).toBeTruthy()
    expect(submit().disabled).toBe(false)
  })
})

describe('3D entry: a pasted slip', () => {
  it('adds 1 + 6 lines with their amounts and permutation flags, and keeps the line it cannot read', async () => {
    const { selection } = await renderBoardEntry(board({ closed_numbers: [], numbers: [] }))
    await paste('123 500\n456R 100\nabc')
    expect(selection()).toEqual([
      { numbers: ['123'], amount: 500, isPermutation: false },
      { numbers: ['456'], amount: 100, isPermutation: false },
      { numbers: ['465', '546', '564', '645', '654'], amount: 100, isPermutation: true },
    ])
    expect(announced()).toBe('Added 7 numbers.')
    expect(screen.getByText('Lines not added (1):')).toBeTruthy()
    expect(problemLines()).toEqual(['Line 3 “abc”: a word or sign that is not understood'])
    expect((await slipBox()).value).toBe('abc')
    // Every group has its own amount: Submit needs no amount field.
    await userEvent.click(submit())
    expect(screen.queryByText('* Please enter a valid amount')).toBeNull()
  })

  it('leaves out the board’s closed and full numbers and what is selected, and says how many', async () => {
    const { selection } = await renderBoardEntry()
    await userEvent.type(numberBox(), '777{Enter}')
    await paste('005 100\n123 100\n777 100\n888 100')
    expect(selection()).toEqual([
      { numbers: ['777'], amount: null, isPermutation: false },
      { numbers: ['888'], amount: 100, isPermutation: false },
    ])
    const report = 'Added 1 number. 1 already selected. 2 closed for betting, left out.'
    expect(announced()).toBe(report)
    // Shown by the box too, for those who do not hear it.
    expect(within(screen.getByRole('region', { name: 'Paste a slip' })).getByText(report)).toBeTruthy()
  })

  it('reads a line below the board’s minimum as a problem, with the minimum, and Burmese digits as digits', async () => {
    const { selection } = await renderBoardEntry(board({ min_stake: '100.00' }))
    expect(screen.getByText(/At least 100 Ks a number\.$/)).toBeTruthy()
    await paste('၇၈၉ ၂၀၀\n777 50')
    expect(selection()).toEqual([{ numbers: ['789'], amount: 200, isPermutation: false }])
    expect(problemLines()).toEqual(['Line 2 “777 50”: the amount is below 100 Ks'])
  })

  it('asks for a slip when the box is empty', async () => {
    await renderBoardEntry()
    await slipBox()
    await userEvent.click(screen.getByRole('button', { name: 'Add slip' }))
    expect(screen.getByRole('alert').textContent).toBe('Paste a slip first.')
  })
})
