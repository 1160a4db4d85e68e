import { waitFor } from '@testing-library/dom'
import { afterEach, expect, it, vi } from 'vitest'
import './three-d-board.element.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

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
      : Response.json({ message: 'Unauthenticated.' }, { status: 401 }),
  )
  vi.stubGlobal('fetch', fetch)
  const element = document.createElement('shwe-3d-board')
  element.setAttribute('api-base', 'https://games.example/api')
  // The API is on another origin: in page mode on request (by default such an element runs in a frame).
  element.setAttribute('mode', 'page')
  element.setAttribute('screen', 'entry')
  document.body.append(element)

  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('3D Bet'))
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Draw of Dec 1, 2026'))
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/threed/draw-info', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()

  element.setAttribute('screen', 'history')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('3D Bet History'))
  expect(element.shadowRoot?.textContent).toContain('Log in to see your slips.')
})
