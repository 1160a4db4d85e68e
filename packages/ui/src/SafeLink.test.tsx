import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SafeLink } from './SafeLink.tsx'
import { renderUi } from './test-utils.tsx'

const base = 'https://shwe.example/'

describe('SafeLink', () => {
  it('links to an allowed address, resolved against the site', () => {
    renderUi(
      <SafeLink href="/promotion/3" base={base}>
        Weekly bonus
      </SafeLink>,
    )
    expect(screen.getByRole('link', { name: 'Weekly bonus' }).getAttribute('href')).toBe(
      'https://shwe.example/promotion/3',
    )
  })

  it('opens a new tab without giving the page a handle on ours', () => {
    renderUi(
      <SafeLink href="viber://chat?number=%2B959123456789" target="_blank">
        Viber
      </SafeLink>,
    )
    expect(screen.getByRole('link', { name: 'Viber' }).getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each([' JaVaScRiPt:alert(1)', 'data:text/html,<b>x</b>', '//evil.example/'])(
    'renders %j as inert text',
    (href) => {
      renderUi(
        <SafeLink href={href} base={base}>
          Claim now
        </SafeLink>,
      )
      expect(screen.queryByRole('link')).toBeNull()
      expect(screen.getByText('Claim now').tagName).toBe('SPAN')
    },
  )
})
