import { waitFor } from '@testing-library/dom'
import { expect, it, vi } from 'vitest'
import { placeElement, removeElementsAfterEach } from '../test/elements.ts'
import './winners.element.ts'
import { draw, exactWinner } from './winners.fixtures.ts'

removeElementsAfterEach()

it('renders <shwe-winners screen="three-d"> in an open shadow root from its api-base', async () => {
  localStorage.setItem('token', 'tok')
  const fetch = vi.fn(async (input: RequestInfo | URL) =>
    Response.json(
      String(input).includes('threed-daily-winners')
        ? {
            status: 'Request was successful.',
            message: null,
            data: { ...draw, winners: [exactWinner] },
          }
        : { status: 'Request was successful.', message: null, data: { user_name: 'P12121212' } },
    ),
  )
  vi.stubGlobal('fetch', fetch)
  const element = placeElement('shwe-winners', { mode: 'page', screen: 'three-d', date: '2026-11-16' })

  await waitFor(() => expect(element.shadowRoot?.textContent).toContain('P34****90'))
  expect(element.shadowRoot?.querySelector('h1')?.textContent).toBe('3D Winners')
  expect(element.shadowRoot?.textContent).toContain('250,000.00 Ks')
  expect(fetch).toHaveBeenCalledWith(
    'https://games.example/api/threed-daily-winners?date=2026-11-16',
    expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer tok' }) }),
  )
  expect(element.shadowRoot?.querySelector('style')).not.toBeNull()
  expect(document.head.querySelector('style[data-styled]')).toBeNull()
})

it('is defined once even if the module runs again', async () => {
  const first = customElements.get('shwe-winners')
  const { defineWidget } = await import('../platform/define-widget.tsx')
  expect(
    defineWidget({ tag: 'shwe-winners', signsIn: false, attributes: {} }, () => null, {
      areas: [],
    }),
  ).toBe(first)
})
