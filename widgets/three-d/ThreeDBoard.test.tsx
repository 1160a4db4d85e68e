import { LOTTERY_BET_PLACED } from '@shwe/contract'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, renderSignedIn } from '../test/utils.tsx'
import { DRAFT_KEY } from './draft.ts'
import { ThreeDBoard } from './ThreeDBoard.tsx'

const routes = {
  'GET /threed/draw-info': {
    status: 200,
    body: {
      success: true,
      data: {
        server_time: '2026-11-29T05:30:00.000Z',
        is_betting_open: true,
        current_session: null,
        next_session: null,
        last_session: null,
      },
    },
  },
  'POST /threed-bet': { status: 200, body: envelope({ id: 1 }, LOTTERY_BET_PLACED) },
  'GET /threed-bet/history': {
    status: 200,
    body: {
      success: true,
      data: { slips: [], pagination: { current_page: 1, total_pages: 1, total_records: 0, per_page: 20 } },
    },
  },
}

/** The texts of every node put into or taken out of the page while `run` runs, however briefly it was there. */
async function textsShownDuring(run: () => Promise<void>): Promise<string[]> {
  const records: MutationRecord[] = []
  const observer = new MutationObserver((batch) => records.push(...batch))
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  try {
    await run()
  } finally {
    records.push(...observer.takeRecords())
    observer.disconnect()
  }
  return records.flatMap((record) =>
    [...record.addedNodes, ...record.removedNodes].map((node) => node.textContent ?? ''),
  )
}

describe('the 3D board on a partner page', () => {
  it('runs the whole flow in place: entry, confirm, back to entry, with each new title focused', async () => {
    renderSignedIn(<ThreeDBoard />, routes)
    const entry = screen.getByRole('heading', { level: 1, name: '3D Bet' })
    expect(document.activeElement).not.toBe(entry)

    await userEvent.type(screen.getByRole('textbox', { name: '3-digit number' }), '123{Enter}')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount per number (Ks)' }), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))

    const confirm = await screen.findByRole('heading', { level: 1, name: '3D Bet Confirmation' })
    await waitFor(() => expect(document.activeElement).toBe(confirm))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Bet' }))
    expect(await screen.findByText(LOTTERY_BET_PLACED)).toBeTruthy()
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull()

    const back = await screen.findByRole('heading', { level: 1, name: '3D Bet' }, { timeout: 3000 })
    await waitFor(() => expect(document.activeElement).toBe(back))
    expect(screen.getByText('No numbers selected yet.')).toBeTruthy()
  })

  it('opens the confirmation with the draft from its first frame: never says or announces Redirecting...', async () => {
    renderSignedIn(<ThreeDBoard />, routes)
    await userEvent.type(screen.getByRole('textbox', { name: '3-digit number' }), '123{Enter}')
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Amount per number (Ks)' }), '10')

    const shown = await textsShownDuring(() =>
      userEvent.click(screen.getByRole('button', { name: 'Submit' })),
    )
    expect(screen.getByRole('heading', { level: 1, name: '3D Bet Confirmation' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 3, name: 'Group 1' })).toBeTruthy()
    expect(shown.filter((text) => text.includes('Redirecting...'))).toEqual([])
  })

  it('loads the history when first shown, with a way back', async () => {
    renderSignedIn(<ThreeDBoard />, routes)
    await userEvent.click(screen.getByRole('link', { name: 'Bet history' }))
    const title = await screen.findByRole('heading', { level: 1, name: '3D Bet History' })
    await waitFor(() => expect(document.activeElement).toBe(title))
    expect(await screen.findByText('လောင်းကြေးစာရင်း အချက်အလက် မရှိပါ။')).toBeTruthy()
    await userEvent.click(screen.getByRole('link', { name: 'Back to 3D' }))
    expect(await screen.findByRole('heading', { level: 1, name: '3D Bet' })).toBeTruthy()
  })
})
