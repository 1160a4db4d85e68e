import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { RouteLink } from '../platform/RouteLink.tsx'
import { renderWidget } from '../test/utils.tsx'
import { BackToLive } from './BackToLive.tsx'
import { TwoDScreens, type TwoDViews } from './screens.tsx'

/** Stand-ins for the screens: a title and the links or button that move on. */
const views: TwoDViews = {
  live: () => (
    <section>
      <h1>Live</h1>
      <RouteLink to="/2d/bet">Bet</RouteLink>
    </section>
  ),
  bet: () => (
    <section>
      <BackToLive />
      <h1>Bet</h1>
    </section>
  ),
}

describe('TwoDScreens', () => {
  it('moves in place on a partner page, with the new screen’s title focused and a way back to the live result', async () => {
    renderWidget(<TwoDScreens eager={views} />)
    const live = screen.getByRole('heading', { name: 'Live' })
    expect(document.activeElement).not.toBe(live)

    await userEvent.click(screen.getByRole('link', { name: 'Bet' }))
    const bet = screen.getByRole('heading', { name: 'Bet' })
    await waitFor(() => expect(document.activeElement).toBe(bet))

    await userEvent.click(screen.getByRole('link', { name: 'Back to 2D Live' }))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Live' })))
  })

  it('leaves the focus alone on the first screen, and shows no way back on the site, which has its menu', async () => {
    renderWidget(<TwoDScreens eager={views} screen="bet" />, {}, { mode: 'site' })
    expect(screen.getByRole('heading', { name: 'Bet' })).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
    expect(screen.queryByRole('link', { name: 'Back to 2D Live' })).toBeNull()
  })
})
