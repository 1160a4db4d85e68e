import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './account.element.ts'

removeElementsAfterEach()

it('renders <shwe-account screen="profile"> in an open shadow root, asking a visitor to log in', async () => {
  vi.stubGlobal('fetch', vi.fn())
  const element = placeElement('shwe-account', { mode: 'page', screen: 'profile' })
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Log in to see your profile.'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('My Profile')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})

it('renders <shwe-account screen="limits">, Play safe, asking a visitor to log in', async () => {
  vi.stubGlobal('fetch', vi.fn())
  const element = placeElement('shwe-account', { mode: 'page', screen: 'limits' })
  // Play safe loads when first shown (in this test, compiled then, which can take seconds on a busy machine).
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Log in to set your limits.'), {
    timeout: 10_000,
  })
}, 30_000)
