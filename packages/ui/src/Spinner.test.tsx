import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './Spinner.tsx'
import { renderUi } from './test-utils.tsx'

describe('Spinner', () => {
  it('says its label to assistive technology', () => {
    renderUi(<Spinner label="Loading…" />)
    expect(screen.getByRole('status').textContent).toBe('Loading…')
  })

  it('is hidden from assistive technology without a label', () => {
    const { container } = renderUi(<Spinner />)
    expect(screen.queryByRole('status')).toBeNull()
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
  })
})
