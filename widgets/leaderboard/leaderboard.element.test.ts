import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './leaderboard.element.ts'

removeElementsAfterEach()

it('renders <shwe-leaderboard> in an open shadow root from its api-base', async () => {
  const fetch = vi.fn(async () =>
    Response.json({
      status: 'Request was successful.',
      message: null,
      data: [{ id: 1, player_id: 'P12****78', amount: '2500000.00' }],
    }),
  )
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-leaderboard')

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('P12****78'))
  expect(element.shadowRoot?.textContent).toContain('Winner of the Month')
  expect(element.shadowRoot?.textContent).toContain('2,500,000 MMK')
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/toptenwithdraw', expect.anything())
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
  expect(document.head.querySelector('style[data-styled]')).toBeNull()
})

it('is defined once even if the module runs again', async () => {
  const first = customElements.get('shwe-leaderboard')
  const { defineWidget } = await import('../platform/define-widget.tsx')
  expect(
    defineWidget({ tag: 'shwe-leaderboard', signsIn: false, attributes: {} }, () => null, {
      areas: [],
    }),
  ).toBe(first)
})
