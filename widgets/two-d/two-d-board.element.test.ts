import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach, unauthenticated } from '../test/elements.ts'
import './two-d-board.element.ts'

removeElementsAfterEach()

it('renders <shwe-2d-board> in an open shadow root, on the screen its attribute names', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => unauthenticated()),
  )
  const element = placeElement('shwe-2d-board', { mode: 'page', screen: 'slips-morning' })

  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Morning Slips'))
  expect(element.shadowRoot?.textContent).toContain('Log in to see your slips.')
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()

  element.setAttribute('screen', 'slips-evening')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Evening Slips'))

  // A screen the element does not ship at first: its code comes when it is first shown (in this test, compiled
  // then, which can take seconds on a busy machine).
  element.setAttribute('screen', 'bet')
  await waitFor(() => expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('2D bet'), {
    timeout: 10_000,
  })
}, 30_000)
