import { waitFor } from '@testing-library/dom'
import { afterEach, expect, it, vi } from 'vitest'
import './promotions.element.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

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
  const element = document.createElement('shwe-promotions')
  element.setAttribute('api-base', 'https://games.example/api')
  element.setAttribute('screen', 'list')
  document.body.append(element)

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('First Deposit Bonus'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Promotions')
  expect(element.shadowRoot?.querySelector('li img')?.getAttribute('src')).toBe(
    'https://games.example/media/promotions/first-deposit.svg',
  )
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/promotion', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})
