import type { TwoDWinnersResult } from '@shwe/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { envelope, PLAYER, type Routes, renderWidget } from '../test/utils.tsx'
import { Winners } from './Winners.tsx'
import { draw } from './winners.fixtures.ts'

/** 11:30 in Yangon on 24 November 2026 (05:00 UTC). */
const now = () => new Date('2026-11-24T05:00:00.000Z')

const morning: TwoDWinnersResult = {
  date: '2026-11-24',
  session: 'morning',
  win_digit: '57',
  winners: [
    { member_name: 'P12****78', bet_amount: '1000.00', win_amount: '80000.00' },
    { member_name: 'P98****21', bet_amount: '100', win_amount: '8000' },
  ],
}
const evening: TwoDWinnersResult = { date: '2026-11-23', session: 'evening', win_digit: '04', winners: [] }

const TWO_D = 'GET /two-d-daily-winners'
const THREE_D = 'GET /threed-daily-winners'

/** Renders signed in as a player (the token is in storage before the page's session starts). */
function renderSignedIn(ui: ReactElement, routes: Routes, options?: { mode?: 'site' | 'embedded' }) {
  localStorage.setItem('token', 'tok')
  localStorage.setItem('user', JSON.stringify(PLAYER))
  return renderWidget(ui, { 'GET /user': { status: 200, body: envelope(PLAYER) }, ...routes }, options)
}

/** The winners requests made, as path and query. */
function asked(fetch: ReturnType<typeof renderWidget>['fetch']): string[] {
  return fetch.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('winners'))
    .map((url) => url.replace(/^\/api/, ''))
}

afterEach(() => {
  window.history.replaceState(null, '', '/')
})

describe('2D daily winners', () => {
  it("shows today's results in Yangon, each with its session, date, winning number and masked winners in Ks", async () => {
    const { fetch } = renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: { status: 200, body: envelope({ latest_results: [morning, evening] }) },
    })
    expect(screen.getByRole('heading', { level: 1, name: '2D Daily Winners' })).toBeTruthy()
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-24')
    expect((screen.getByLabelText('Session') as HTMLSelectElement).value).toBe('all')

    const cards = await screen.findByRole('list', { name: 'Results' })
    const first = within(cards).getByRole('article', { name: 'Morning · Nov 24, 2026' })
    expect(within(first).getByText('Winning number').nextElementSibling?.textContent).toBe('57')
    const winners = within(first).getByRole('list', { name: 'Winners (2)' })
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['P12****78Bet1,000.00 KsWin80,000.00 Ks', 'P98****21Bet100.00 KsWin8,000.00 Ks'])
    const second = within(cards).getByRole('article', { name: 'Evening · Nov 23, 2026' })
    expect(within(second).getByRole('heading', { name: 'Winners (0)' })).toBeTruthy()
    expect(within(second).getByText('No winners for this session')).toBeTruthy()
    expect(asked(fetch)).toEqual(['/two-d-daily-winners?date=2026-11-24'])
  })

  it('asks for the session and the date chosen', async () => {
    const { fetch } = renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: (_init, url) =>
        url.searchParams.get('session')
          ? { status: 200, body: envelope({ ...morning, date: url.searchParams.get('date') }) }
          : { status: 200, body: envelope({ latest_results: [morning] }) },
    })
    await screen.findByRole('article', { name: 'Morning · Nov 24, 2026' })
    await userEvent.selectOptions(screen.getByLabelText('Session'), 'morning')
    await screen.findByRole('article', { name: 'Morning · Nov 24, 2026' })
    await userEvent.clear(screen.getByLabelText('Date'))
    await userEvent.type(screen.getByLabelText('Date'), '2026-11-20')
    expect(await screen.findByRole('article', { name: 'Morning · Nov 20, 2026' })).toBeTruthy()
    expect(asked(fetch)).toEqual([
      '/two-d-daily-winners?date=2026-11-24',
      '/two-d-daily-winners?date=2026-11-24&session=morning',
      '/two-d-daily-winners?date=2026-11-20&session=morning',
    ])
  })

  it('asks again on Refresh', async () => {
    let calls = 0
    renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: () => {
        calls++
        const winDigit = calls === 1 ? '57' : '58'
        return { status: 200, body: envelope({ latest_results: [{ ...morning, win_digit: winDigit }] }) }
      },
    })
    expect(await screen.findByText('57')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByText('58')).toBeTruthy()
    expect(calls).toBe(2)
  })

  it('keeps the cards and says so in a toast when a refresh fails', async () => {
    let calls = 0
    renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: () =>
        ++calls === 1
          ? { status: 200, body: envelope({ latest_results: [morning] }) }
          : { status: 500, body: { message: 'Server Error' } },
    })
    await screen.findByText('57')
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Failed to fetch winners'),
    )
    expect(screen.getByText('57')).toBeTruthy()
  })

  it('shows placeholders for both sessions while loading, and is busy', async () => {
    let release: (reply: { status: number; body: unknown }) => void = () => {}
    const { container } = renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: () => new Promise((resolve) => (release = resolve)),
    })
    expect(screen.getByRole('status').textContent).toBe('Loading winners…')
    expect(container.querySelectorAll('[aria-busy="true"] > [aria-hidden="true"]')).toHaveLength(2)
    await act(async () => release({ status: 200, body: envelope({ latest_results: [morning] }) }))
    expect(screen.queryByText('Loading winners…')).toBeNull()
  })

  it('says there is no data when the date has no results, or the session no settled draw (404)', async () => {
    renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: (_init, url) =>
        url.searchParams.get('session')
          ? { status: 404, body: { status: 'Error', message: 'No result found for given session and date.' } }
          : { status: 200, body: envelope({ latest_results: [] }) },
    })
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    await userEvent.selectOptions(screen.getByLabelText('Session'), 'evening')
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the empty text for a future date without asking', async () => {
    const { fetch } = renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: { status: 200, body: envelope({ latest_results: [morning] }) },
    })
    await screen.findByText('57')
    await userEvent.clear(screen.getByLabelText('Date'))
    await userEvent.type(screen.getByLabelText('Date'), '2026-11-25')
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    expect(asked(fetch)).toEqual(['/two-d-daily-winners?date=2026-11-24'])
  })

  it('shows the empty text for a malformed date without asking', async () => {
    const { fetch } = renderSignedIn(<Winners screen="two-d" date="2026-02-30" now={now} />, {
      [TWO_D]: { status: 200, body: envelope({ latest_results: [morning] }) },
    })
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(asked(fetch)).toEqual([])
  })

  it.each([
    [
      { status: 403, body: { message: 'Forbidden' } },
      'Only players can view winners. Please log in with a player account.',
    ],
    [{ status: 500, body: { message: 'Server Error' } }, 'Failed to fetch winners'],
    [
      { status: 422, body: { message: 'Invalid date.', errors: { date: ['Invalid date.'] } } },
      'Failed to fetch winners',
    ],
    [
      { status: 200, body: { status: 'Error', message: 'Results are being settled.', data: null } },
      'Results are being settled.',
    ],
    [{ status: 200, body: { status: 'Error', message: null, data: null } }, 'Failed to fetch winners'],
    ['network-error' as const, 'Failed to fetch winners'],
  ])('says %o as "%s"', async (reply, text) => {
    renderSignedIn(<Winners screen="two-d" now={now} />, { [TWO_D]: reply })
    expect((await screen.findByRole('alert')).textContent).toContain(text)
  })

  it('loads again with Try Again after a failure', async () => {
    let calls = 0
    renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: () =>
        ++calls === 1 ? 'network-error' : { status: 200, body: envelope({ latest_results: [morning] }) },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('57')).toBeTruthy()
  })

  it('switches language with the session', async () => {
    const { runtime } = renderSignedIn(<Winners screen="two-d" now={now} />, {
      [TWO_D]: { status: 200, body: envelope({ latest_results: [morning] }) },
    })
    await screen.findByText('57')
    act(() => runtime.session.setLanguage('mm'))
    expect(await screen.findByRole('heading', { level: 1, name: '2D နေ့စဉ် ဆုရှင်များ' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'ဆုရှင်များ (2)' })).toBeTruthy()
    expect(screen.getByLabelText('ပွဲချိန်')).toBeTruthy()
    act(() => runtime.session.setLanguage('zh'))
    expect(await screen.findByRole('heading', { level: 1, name: '2D 每日中奖名单' })).toBeTruthy()
  })
})

describe('3D winners', () => {
  it('opens on the latest draw with each winner, the number bet and a permutation mark', async () => {
    const { fetch } = renderSignedIn(<Winners screen="three-d" now={now} />, {
      [THREE_D]: (_init, url) =>
        url.searchParams.get('draw_session')
          ? { status: 200, body: envelope(draw) }
          : { status: 200, body: envelope({ latest_results: [] }) },
    })
    expect(screen.getByRole('heading', { level: 1, name: '3D Winners' })).toBeTruthy()
    const card = await screen.findByRole('article', { name: '3D draw · Nov 16, 2026' })
    const select = screen.getByLabelText('Draw') as HTMLSelectElement
    expect(select.value).toBe('2026-11-16')
    expect([...select.options].slice(0, 3).map((option) => option.textContent)).toEqual([
      'All draws',
      'Nov 16, 2026',
      'Nov 1, 2026',
    ])
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-16')
    expect(within(card).getByText('Winning number').nextElementSibling?.textContent).toBe('123')
    const winners = within(card).getByRole('list', { name: 'Winners (2)' })
    expect(
      within(winners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'P34****90Number123Bet500.00 KsWin250,000.00 Ks',
      'P56****12PermutationNumber321Bet200.00 KsWin2,000.00 Ks',
    ])
    await userEvent.selectOptions(select, 'all')
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    expect(asked(fetch)).toEqual([
      '/threed-daily-winners?draw_session=2026-11-16',
      '/threed-daily-winners?date=2026-11-16',
    ])
  })

  it('shows the player-only text on 403', async () => {
    renderSignedIn(<Winners screen="three-d" now={now} />, {
      [THREE_D]: { status: 403, body: { message: 'Forbidden' } },
    })
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only players can view winners. Please log in with a player account.',
    )
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull()
  })
})

describe('signed out', () => {
  it('asks a visitor on a partner page to log in, in the login dialog', async () => {
    const { fetch } = renderWidget(<Winners screen="two-d" now={now} />)
    expect(screen.getByText('Log in to see the winners.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
    expect(asked(fetch)).toEqual([])
  })

  it('sends a visitor on the site to /login, to come back here', async () => {
    window.history.replaceState(null, '', '/3d/winner')
    const { navigate } = renderWidget(<Winners screen="two-d" now={now} />, {}, { mode: 'site' })
    expect(screen.getByRole('heading', { level: 1, name: '3D Winners' })).toBeTruthy()
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2F3d%2Fwinner'))
  })

  it('ends the session on a 401 and goes to /login', async () => {
    window.history.replaceState(null, '', '/2d/daily-winner')
    const { navigate, runtime } = renderSignedIn(
      <Winners screen="two-d" now={now} />,
      { [TWO_D]: { status: 401, body: { message: 'Unauthenticated.' } } },
      { mode: 'site' },
    )
    await waitFor(() => expect(navigate).toHaveBeenLastCalledWith('/login?next=%2F2d%2Fdaily-winner'))
    expect(runtime.session.$token.get()).toBeUndefined()
    expect(screen.getByText('Taking you to the login page…')).toBeTruthy()
  })
})

describe('on the site', () => {
  it("opens on the date and session of the page's address, and a malformed one shows the empty text", async () => {
    window.history.replaceState(null, '', '/2d/daily-winner?date=2026-11-20&session=evening')
    const { fetch, unmount } = renderSignedIn(
      <Winners screen="two-d" now={now} />,
      { [TWO_D]: { status: 200, body: envelope({ ...evening, date: '2026-11-20' }) } },
      { mode: 'site' },
    )
    expect(await screen.findByRole('article', { name: 'Evening · Nov 20, 2026' })).toBeTruthy()
    expect(asked(fetch)).toEqual(['/two-d-daily-winners?date=2026-11-20&session=evening'])
    unmount()

    window.history.replaceState(null, '', '/2d/daily-winner?date=2026-11-99')
    const second = renderSignedIn(<Winners screen="two-d" now={now} />, {}, { mode: 'site' })
    expect(
      await screen.findByText('No winners data available for the selected date and session'),
    ).toBeTruthy()
    expect(asked(second.fetch)).toEqual([])
  })

  it('goes back to the game when the page was opened directly', async () => {
    window.history.replaceState(null, '', '/3d/winner')
    const { navigate } = renderSignedIn(
      <Winners screen="three-d" now={now} />,
      { [THREE_D]: { status: 200, body: envelope({ latest_results: [] }) } },
      { mode: 'site' },
    )
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(navigate).toHaveBeenCalledWith('/3d')
  })
})
