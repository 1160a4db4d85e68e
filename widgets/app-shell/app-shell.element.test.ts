import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach, unauthenticated } from '../test/elements.ts'
import './app-shell.element.ts'

removeElementsAfterEach()

it('renders <shwe-app-shell> in an open shadow root: a visitor sees Login and Join Now', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => unauthenticated()),
  )
  const element = placeElement('shwe-app-shell', { mode: 'page', 'home-href': 'https://games.example/' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Join Now'))
  const buttons = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].map(
    (button) => button.textContent,
  )
  expect(buttons).toEqual(expect.arrayContaining(['Login', 'Join Now']))
  expect(element.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe('https://games.example/')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})
