import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { envelope, renderWidget } from '../test/utils.tsx'
import { Leaderboard } from './Leaderboard.tsx'

const rows = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  player_id: `P${i + 1}0****7${i}`,
  amount: `${(10 - i) * 123456}.00`,
}))

describe('Leaderboard', () => {
  it('shows the heading, the Today list and ten ranked rows in MMK', async () => {
    renderWidget(<Leaderboard />, { 'GET /toptenwithdraw': { status: 200, body: envelope(rows) } })
    expect(screen.getByRole('heading', { name: 'Winner of the Month' })).toBeTruthy()
    const list = screen.getByRole('list', { name: 'Today' })
    const items = await within(list).findAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(items[0]?.textContent).toBe('1P10****701,234,560 MMK')
    expect(items[9]?.textContent).toBe('10P100****79123,456 MMK')
  })

  it('highlights the top three rows only', async () => {
    renderWidget(<Leaderboard />, { 'GET /toptenwithdraw': { status: 200, body: envelope(rows) } })
    const items = await screen.findAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('data-highlighted'))).toEqual([
      'true',
      'true',
      'true',
      ...Array(7).fill('false'),
    ])
  })

  it('marks itself busy while loading', async () => {
    let release: (value: { status: number; body: unknown }) => void = () => {}
    const { container } = renderWidget(<Leaderboard />, {
      'GET /toptenwithdraw': () => new Promise((resolve) => (release = resolve)),
    })
    expect(screen.getByText('Loading winners…')).toBeTruthy()
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull()
    await act(async () => release({ status: 200, body: envelope(rows) }))
    expect(container.querySelector('[aria-busy="true"]')).toBeNull()
  })

  it('says so when nobody has won this month', async () => {
    renderWidget(<Leaderboard />, { 'GET /toptenwithdraw': { status: 200, body: envelope([]) } })
    expect(await screen.findByText('No winners yet this month. Check back soon!')).toBeTruthy()
  })

  it('shows an error with a retry that loads again', async () => {
    let calls = 0
    renderWidget(<Leaderboard />, {
      'GET /toptenwithdraw': () => (++calls === 1 ? 'network-error' : { status: 200, body: envelope(rows) }),
    })
    expect(await screen.findByText('Something Went Wrong!')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findAllByRole('listitem')).toHaveLength(10)
  })

  it('switches language with the session', async () => {
    const { runtime } = renderWidget(<Leaderboard />, {
      'GET /toptenwithdraw': { status: 200, body: envelope(rows) },
    })
    await screen.findAllByRole('listitem')
    act(() => runtime.session.setLanguage('mm'))
    expect(await screen.findByRole('heading', { name: 'လ၏ ဆုရှင်များ' })).toBeTruthy()
    expect(screen.getByRole('list', { name: 'ယနေ့' })).toBeTruthy()
    act(() => runtime.session.setLanguage('th'))
    expect(await screen.findByRole('heading', { name: 'ผู้ชนะประจำเดือน' })).toBeTruthy()
  })
})
