import type { ApiResult } from '@shwe/api-client'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { type FormErrors, formErrors } from './form-errors.logic.ts'

/**
 * A form of text fields sent to the server: its values, the server's refusal split into field errors and a
 * general message, and a pending flag that also keeps a double tap from sending twice.
 */
export function useServerForm<F extends string>(initial: Record<F, string>) {
  const fields = Object.keys(initial) as F[]
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} })
  const [isPending, setIsPending] = useState(false)

  /** Props for a Field showing `field`: its name, value, change handler and error. */
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((old) => ({ ...old, [field]: event.target.value })),
    error: errors.fields[field],
  })

  /** Sends the form once at a time; an ok reply goes to `onOk`, a refusal under the fields it names. */
  function submit<T>(send: (values: Record<F, string>) => Promise<ApiResult<T>>, onOk: (data: T) => void) {
    return async (event: FormEvent) => {
      event.preventDefault()
      if (isPending) return
      setIsPending(true)
      const result = await send(values)
      setIsPending(false)
      if (result.kind === 'ok') {
        setErrors({ fields: {} })
        onOk(result.data)
      } else {
        setErrors(formErrors(result, fields))
      }
    }
  }

  return {
    values,
    errors,
    isPending,
    bind,
    submit,
    setValue: (field: F, value: string) => setValues((old) => ({ ...old, [field]: value })),
    reset: () => setValues(initial),
  }
}
