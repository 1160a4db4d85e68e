import { waitFor } from '@testing-library/dom'
import { afterEach, expect, it, vi } from 'vitest'
import './app-shell.element.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  document.body.innerHTML = ''
})

it('renders <shwe-app-shell> in an open shadow root: a visitor sees Login and Join Now', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })),
  )
  const element = document.createElement('shwe-app-shell')
  element.setAttribute('api-base', 'https://games.example/api')
  // The API is on another origin: in page mode on request (by default such an element runs in a frame).
  element.setAttribute('mode', 'page')
  element.setAttribute('home-href', 'https://games.example/')
  document.body.append(element)

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('Join Now'))
  const buttons = [...(element.shadowRoot?.querySelectorAll('button') ?? [])].map(
    (button) => button.textContent,
  )
  expect(buttons).toEqual(expect.arrayContaining(['Login', 'Join Now']))
  expect(element.shadowRoot?.querySelector('a')?.getAttribute('href')).toBe('https://games.example/')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
})
