import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './content.element.ts'

removeElementsAfterEach()

it('renders <shwe-content> in an open shadow root, on the screen its attribute names', async () => {
  const fetch = vi.fn(async () =>
    Response.json({
      status: 'Request was successful.',
      message: 'Contacts',
      data: [
        {
          id: 1,
          name: 'Telegram',
          value: 'https://t.me/shwe',
          type: 'telegram',
          image: 'media/contacts/telegram.svg',
        },
      ],
    }),
  )
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-content', { screen: 'contact' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('t.me/shwe'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Contact Us')
  expect(element.shadowRoot?.querySelector('a[href="https://t.me/shwe"]')).not.toBeNull()
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/contact', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()

  element.setAttribute('screen', 'about')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('About Shwe'))
})
