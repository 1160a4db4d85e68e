import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react'
import { styled } from './styled.ts'

const Wrap = styled.div.withConfig({ componentId: 'ui-Field' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`

const Label = styled.label.withConfig({ componentId: 'ui-FieldLabel' })`
  font-size: 14px;
`

export const Input = styled.input.withConfig({ componentId: 'ui-Input' })`
  box-sizing: border-box;
  width: 100%;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
`

const Hint = styled.small.withConfig({ componentId: 'ui-FieldHint' })`
  color: ${({ theme }) => theme.color.muted};
`

const ErrorText = styled.small.withConfig({ componentId: 'ui-FieldError' })`
  color: ${({ theme }) => theme.color.danger};
`

const PasswordRow = styled.div.withConfig({ componentId: 'ui-PasswordRow' })`
  position: relative;
  input {
    padding-right: 110px;
  }
`

const Toggle = styled.button.withConfig({ componentId: 'ui-PasswordToggle' })`
  position: absolute;
  right: 6px;
  top: 50%;
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font: inherit;
  font-size: 12px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
  }
`

/** What the control of a Field must carry to be labelled and described. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode
  /** Help shown under the control. */
  hint?: ReactNode
  /** Shown under the control as "* message"; the control is then marked invalid. */
  error?: ReactNode
  /**
   * Renders a control other than the text input (a select, a custom picker): spread the given props on it.
   * Without it the field renders an input with the remaining props.
   */
  children?: (control: FieldControlProps) => ReactNode
}

/**
 * A labelled control with an optional hint and its error under it, linked through `aria-describedby`
 * (error first) and `aria-invalid`, so a screen reader reads the error on focus.
 */
export function Field({ label, hint, error, id, className, children, ...inputProps }: FieldProps) {
  const autoId = useId()
  const controlId = id ?? autoId
  const hintId = `${controlId}-hint`
  const errorId = `${controlId}-error`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const describedBy = [inputProps['aria-describedby'], hasError && errorId, hint && hintId]
    .filter(Boolean)
    .join(' ')
  const control: FieldControlProps = {
    id: controlId,
    'aria-invalid': hasError || undefined,
    'aria-describedby': describedBy || undefined,
  }
  return (
    <Wrap className={className}>
      <Label htmlFor={controlId}>{label}</Label>
      {children ? children(control) : <Input {...inputProps} {...control} />}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {hasError && (
        <ErrorText id={errorId} role="alert">
          * {error}
        </ErrorText>
      )}
    </Wrap>
  )
}

export interface PasswordFieldProps extends Omit<FieldProps, 'children' | 'type'> {
  /** Text of the toggle while the password is hidden ("Show password"). */
  showLabel: string
  /** Text of the toggle while the password is shown ("Hide password"). */
  hideLabel: string
}

/** A password Field with a button that shows or hides what was typed. */
export function PasswordField({
  showLabel,
  hideLabel,
  label,
  hint,
  error,
  id,
  className,
  ...inputProps
}: PasswordFieldProps) {
  const [isShown, setIsShown] = useState(false)
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      className={className}
      aria-describedby={inputProps['aria-describedby']}
    >
      {(control) => (
        <PasswordRow>
          <Input
            autoComplete="current-password"
            {...inputProps}
            {...control}
            type={isShown ? 'text' : 'password'}
          />
          <Toggle type="button" aria-controls={control.id} onClick={() => setIsShown(!isShown)}>
            {isShown ? hideLabel : showLabel}
          </Toggle>
        </PasswordRow>
      )}
    </Field>
  )
}
