import type { ApiResult } from '@shwe/api-client'
import { type FormErrors, formErrors } from '@shwe/api-client'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import { createSubmitKeys, isLost } from './submit-key.logic.ts'

// Beside useServerForm, which builds on it: every element that sends money loads the two as one piece.
/**
 * How a screen sends money: one send at a time, each carrying the `Idempotency-Key` of its intent. A second
 * tap while a send is under way sends nothing; a retry of the same intent after a lost reply (no reply, a
 * 5xx) reuses its key, so the server moves the money once; any answer ends the intent, so the next send is a
 * new one. `isPending` is for the screen (a spinner, disabled buttons). Every money submit uses it: the
 * confirm screens, the digit game, and server forms through `useServerForm`.
 */
export function useMoneySubmit() {
  const [isPending, setIsPending] = useState(false)
  // The state above re-renders; this guards a second tap that lands before that render.
  const pending = useRef(false)
  const keys = useRef(createSubmitKeys()).current

  return {
    isPending,
    /** A send is under way now: checked first by a submit that would otherwise show a refusal meanwhile. */
    isBusy: () => pending.current,
    /**
     * Sends once with the key of `intent` (what makes this action the same as the last one: its payload, say);
     * resolves with the reply, or null when a send was already under way and nothing was sent. `call` answers
     * with a result and never throws, as the API client's calls do.
     */
    async send<R extends { kind: string; status?: number }>(
      intent: unknown,
      call: (idempotencyKey: string) => Promise<R>,
    ): Promise<R | null> {
      if (pending.current) return null
      pending.current = true
      setIsPending(true)
      const reply = await call(keys.keyFor(intent))
      keys.settle(isLost(reply) ? 'lost' : 'answered')
      pending.current = false
      setIsPending(false)
      return reply
    },
  }
}

/** How one form sends: a check in the form first, and for money an idempotency key per intended action. */
export interface SubmitOptions<F extends string> {
  /** Field errors found before sending; when there are any, nothing is sent. */
  validate?: (values: Record<F, string>) => Partial<Record<F, string>> | null
  /** Anything besides the text fields that makes a submit a different action (a chosen file, a direction). */
  extra?: unknown
}

/**
 * A form of text fields sent to the server: its values, the server's refusal split into field errors and a
 * general message, and a pending flag that also keeps a double tap from sending twice.
 */
export function useServerForm<F extends string>(initial: Record<F, string>) {
  const fields = Object.keys(initial) as F[]
  const [values, setValues] = useState(initial)
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} })
  const { isPending, isBusy, send: sendOnce } = useMoneySubmit()

  /** Props for a Field showing `field`: its name, value, change handler and error. */
  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((old) => ({ ...old, [field]: event.target.value })),
    error: errors.fields[field],
  })

  /**
   * Sends the form once at a time; an ok reply goes to `onOk`, a refusal under the fields it names. `send`
   * gets the idempotency key of this action: the same key again when the player retries the same values
   * after a lost reply, a new one otherwise (money calls pass it on; others may ignore it).
   */
  function submit<T>(
    send: (values: Record<F, string>, idempotencyKey: string) => Promise<ApiResult<T>>,
    onOk: (data: T) => void,
    options: SubmitOptions<F> = {},
  ) {
    return async (event?: FormEvent) => {
      event?.preventDefault()
      if (isBusy()) return
      const refused = options.validate?.(values)
      if (refused && Object.keys(refused).length > 0) {
        setErrors({ fields: refused })
        return
      }
      const result = await sendOnce({ values, extra: options.extra }, (key) => send(values, key))
      if (!result) return
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
    reset: () => {
      setValues(initial)
      setErrors({ fields: {} })
    },
    /** Shows errors found outside `validate` (a file check, say). */
    setErrors,
  }
}
