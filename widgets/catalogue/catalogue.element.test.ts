import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './catalogue.element.ts'

removeElementsAfterEach()

const envelope = (data: unknown) => ({ status: 'Request was successful.', message: null, data })

it('renders <shwe-catalogue screen="games"> in an open shadow root from its api-base', async () => {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input)).pathname
    if (path === '/api/game_types') {
      return Response.json(
        envelope([
          {
            id: 1,
            code: 'SLOT',
            name: 'Slot',
            img: 'https://games.example/media/catalogue/types/slot.svg',
            providers: [
              {
                id: 1,
                code: 'golden-reels',
                name: 'Golden Reels',
                short_name: 'GR',
                img: 'https://games.example/media/catalogue/providers/golden-reels.svg',
              },
            ],
          },
        ]),
      )
    }
    return Response.json(envelope([]))
  })
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-catalogue', { mode: 'page', screen: 'games' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Golden Reels'))
  const root = element.shadowRoot as ShadowRoot
  expect(root.querySelector('h1')?.textContent).toBe('All Games')
  expect(root.querySelector('img')?.getAttribute('src')).toBe(
    'https://games.example/media/catalogue/providers/golden-reels.svg',
  )
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/game_types', expect.anything())
  expect(root.querySelector('style')).not.toBeNull()
})
