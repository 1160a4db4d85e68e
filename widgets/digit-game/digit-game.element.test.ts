import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './digit-game.element.ts'

removeElementsAfterEach()

it('renders <shwe-digit-game> in an open shadow root from its api-base', async () => {
  localStorage.setItem('token', 'tok')
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    if (url.endsWith('/digitbet/history')) return Response.json({ success: true, message: '', data: [] })
    if (url.endsWith('/digitbet/fairness'))
      return Response.json({
        success: true,
        data: {
          commitment: 'c'.repeat(64),
          client_seed: 'lucky',
          next_nonce: 0,
          previous: null,
          paytable: { digit: '9', small: '1.9', big: '1.9' },
        },
      })
    return Response.json({
      status: 'Request was successful.',
      message: null,
      data: { user_name: 'P1', balance: '100.00' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-digit-game', { mode: 'page' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('95%'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('Digit Bet Game')
  expect(fetch).toHaveBeenCalledWith('https://games.example/api/digitbet/fairness', expect.anything())
})

it('is defined once even if the module runs again', async () => {
  const first = customElements.get('shwe-digit-game')
  const { defineWidget } = await import('../platform/define-widget.tsx')
  expect(
    defineWidget({ tag: 'shwe-digit-game', signsIn: false, attributes: {} }, () => null, {
      areas: [],
    }),
  ).toBe(first)
})
