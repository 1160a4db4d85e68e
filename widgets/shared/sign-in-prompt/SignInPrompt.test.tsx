import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWidget } from '../../test/utils.tsx'
import { SignInPrompt } from './SignInPrompt.tsx'

/** A card of an area's own. */
function ShanCard({ children }: { children: ReactNode }) {
  return <section aria-label="Shan">{children}</section>
}

describe('SignInPrompt', () => {
  it("says why in the area's words and opens the login dialog from its Login button", async () => {
    renderWidget(<SignInPrompt message="Log in to see your slips." />)
    expect(screen.getByText('Log in to see your slips.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy()
  })

  it("reports a problem as an alert, with the area's own button text, inside the area's own card", () => {
    renderWidget(
      <SignInPrompt
        message="Your account could not be loaded."
        role="alert"
        label="Sign in again"
        card={ShanCard}
      />,
    )
    const card = screen.getByRole('region', { name: 'Shan' })
    expect(within(card).getByRole('alert').textContent).toBe('Your account could not be loaded.')
    expect(within(card).getByRole('button', { name: 'Sign in again' })).toBeTruthy()
  })
})
