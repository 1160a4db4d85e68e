import { type RefObject, useEffect } from 'react'

/**
 * After a refused submit, moves focus to the first field marked invalid, so a keyboard or screen reader user
 * lands on what to fix. `errors` is the form's errors object: a new one comes with each refusal.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, errors: { fields: object }) {
  useEffect(() => {
    if (Object.keys(errors.fields).length === 0) return
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
    if (!invalid) return
    // A group of radios takes focus on its chosen radio, else its first.
    const target =
      invalid.getAttribute('role') === 'radiogroup'
        ? (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>('input'))
        : invalid
    target?.focus()
  }, [form, errors])
}
