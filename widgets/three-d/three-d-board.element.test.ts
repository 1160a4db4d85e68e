import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach, unauthenticated } from '../test/elements.ts'
import './three-d-board.element.ts'

removeElementsAfterEach()

it('renders <shwe-3d-board> in an open shadow root, on the screen its attribute names', async () => {
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    String(input).includes('/threed/draw-info')
      ? Response.json({
          success: true,
          data: {
            server_time: '2026-11-29T05:30:00.000Z',
            is_betting_open: true,
            current_session: {
              draw_session: '2026-12-01',
              cutoff_at: '2026-12-01T05:30:00.000Z',
              result_at: '2026-12-01T08:00:00.000Z',
              is_betting_open: true,
            },
            next_session: null,
            last_session: null,
          },
        })
      : unauthenticated(),
  )
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-3d-board', { mode: 'page', screen: 'entry' })

  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('3D Bet'))
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Draw of Dec 1, 2026'))
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/threed/draw-info', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()

  element.setAttribute('screen', 'history')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('3D Bet History'))
  expect(element.shadowRoot?.textContent).toContain('Log in to see your slips.')
})
