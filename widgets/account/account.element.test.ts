import { waitFor } from '@testing-library/dom'
import { afterEach, expect, it, vi } from 'vitest'
import './account.element.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

it('renders <shwe-account screen="profile"> in an open shadow root, asking a visitor to log in', async () => {
  vi.stubGlobal('fetch', vi.fn())
  const element = document.createElement('shwe-account')
  element.setAttribute('api-base', 'https://games.example/api')
  // The API is on another origin: in page mode on request (by default such an element runs in a frame).
  element.setAttribute('mode', 'page')
  element.setAttribute('screen', 'profile')
  document.body.append(element)
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Log in to see your profile.'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('My Profile')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})

it('renders <shwe-account screen="limits">, Play safe, asking a visitor to log in', async () => {
  vi.stubGlobal('fetch', vi.fn())
  const element = document.createElement('shwe-account')
  element.setAttribute('api-base', 'https://games.example/api')
  element.setAttribute('mode', 'page')
  element.setAttribute('screen', 'limits')
  document.body.append(element)
  // Play safe loads when first shown (in this test, compiled then, which can take seconds on a busy machine).
  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Log in to set your limits.'), {
    timeout: 10_000,
  })
}, 30_000)
