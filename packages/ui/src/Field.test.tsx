import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Field, PasswordField } from './Field.tsx'
import { renderUi } from './test-utils.tsx'

/** The texts an element's aria-describedby points at, in order. */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('Field', () => {
  it('labels its input and shows nothing wrong while there is no error', () => {
    renderUi(<Field label="Phone" hint="09 and 7 to 9 digits" name="phone" />)
    const input = screen.getByLabelText('Phone')
    expect(input.getAttribute('name')).toBe('phone')
    expect(input.getAttribute('aria-invalid')).toBeNull()
    expect(descriptionOf(input)).toEqual(['09 and 7 to 9 digits'])
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the error under the input with an asterisk and links it to the input', () => {
    renderUi(<Field label="Phone" hint="09 and 7 to 9 digits" error="The phone field is required." />)
    const input = screen.getByLabelText('Phone')
    expect(screen.getByRole('alert').textContent).toBe('* The phone field is required.')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toEqual(['* The phone field is required.', '09 and 7 to 9 digits'])
  })

  it('wires a control of the caller’s own through the render prop', () => {
    renderUi(
      <Field label="Bank" error="Choose a bank.">
        {(control) => (
          <select {...control}>
            <option>KBZ</option>
          </select>
        )}
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Bank' })
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(select)).toEqual(['* Choose a bank.'])
  })
})

describe('PasswordField', () => {
  it('hides the password until asked, then shows it', async () => {
    renderUi(<PasswordField label="Password" showLabel="Show password" hideLabel="Hide password" />)
    const input = screen.getByLabelText('Password')
    await userEvent.type(input, 'demo1234')
    expect(input.getAttribute('type')).toBe('password')
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }))
    expect(input.getAttribute('type')).toBe('text')
    expect((input as HTMLInputElement).value).toBe('demo1234')
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(input.getAttribute('type')).toBe('password')
  })

  it('carries its error like any field', () => {
    renderUi(
      <PasswordField
        label="Password"
        showLabel="Show"
        hideLabel="Hide"
        error="The password field is required."
      />,
    )
    const input = screen.getByLabelText('Password')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(descriptionOf(input)).toEqual(['* The password field is required.'])
  })
})
