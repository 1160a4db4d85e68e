import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './promotions.element.ts'

removeElementsAfterEach()

it('renders <shwe-promotions screen="list"> in an open shadow root, with pictures from the API host', async () => {
  const fetch = vi.fn(async () =>
    Response.json({
      status: 'Request was successful.',
      message: 'Promotions',
      data: [
        {
          id: 1,
          image: 'media/promotions/first-deposit.svg',
          title: 'First Deposit Bonus',
          description: 'We add 100% on top.',
          admin_id: 1,
          created_at: '2026-10-01T00:00:00.000Z',
          updated_at: '2026-10-01T00:00:00.000Z',
          img_url: 'media/promotions/first-deposit.svg',
        },
      ],
    }),
  )
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-promotions', { screen: 'list' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('First Deposit Bonus'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Promotions')
  expect(element.shadowRoot?.querySelector('li img')?.getAttribute('src')).toBe(
    'https://games.example/media/promotions/first-deposit.svg',
  )
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/promotion', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})
