import { waitFor } from '@testing-library/dom'
import { afterEach, expect, it, vi } from 'vitest'
import './wallet.element.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

it('renders <shwe-wallet> in an open shadow root, on the screen its attribute names', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })),
  )
  const element = document.createElement('shwe-wallet')
  element.setAttribute('api-base', 'https://games.example/api')
  // The API is on another origin: in page mode on request (by default such an element runs in a frame).
  element.setAttribute('mode', 'page')
  element.setAttribute('screen', 'home')
  document.body.append(element)

  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Wallet'))
  expect(element.shadowRoot?.textContent).toContain('Log in to see your wallet.')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()

  // A screen the element does not ship at first: its code comes when it is first shown (in this test, compiled
  // then, which can take seconds on a busy machine).
  element.setAttribute('screen', 'logs')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Logs'), {
    timeout: 10_000,
  })
  expect(element.shadowRoot?.textContent).toContain('Log in to see your logs.')
}, 30_000)
