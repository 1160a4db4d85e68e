import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState } from './EmptyState.tsx'
import { Button } from './primitives.tsx'
import { renderUi } from './test-utils.tsx'

describe('EmptyState', () => {
  it('shows the message and the way forward, with the icon kept from assistive technology', async () => {
    const onReload = vi.fn()
    renderUi(
      <EmptyState
        icon={<svg data-testid="icon" />}
        message="No Game Logs Found"
        action={<Button onClick={onReload}>Reload</Button>}
      />,
    )
    expect(screen.getByText('No Game Logs Found')).toBeTruthy()
    expect(screen.getByTestId('icon').parentElement?.getAttribute('aria-hidden')).toBe('true')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledTimes(1)
  })
})
