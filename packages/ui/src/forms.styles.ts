import { styled } from './styled.ts'

/** A form's fields and buttons stacked with even spacing. */
export const Form = styled.form.withConfig({ componentId: 'ui-Form' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`

/** Buttons side by side at the end of a form or dialog, wrapping on narrow screens. */
export const Actions = styled.div.withConfig({ componentId: 'ui-Actions' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 140px;
  }
`

/** A form's error that belongs to no single field, with the spec's leading asterisk written by the caller. */
export const FormError = styled.p.withConfig({ componentId: 'ui-FormError' })`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`
