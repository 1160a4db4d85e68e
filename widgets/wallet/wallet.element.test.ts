import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach, unauthenticated } from '../test/elements.ts'
import './wallet.element.ts'

removeElementsAfterEach()

it('renders <shwe-wallet> in an open shadow root, on the screen its attribute names', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => unauthenticated()),
  )
  const element = placeElement('shwe-wallet', { mode: 'page', screen: 'home' })

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
