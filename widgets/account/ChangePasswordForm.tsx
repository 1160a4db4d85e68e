import { Button, PasswordField, Spinner, useT, useToast } from '@shwe/ui'
import { type FormEvent, useId, useState } from 'react'
import { type FormErrors, formErrors } from '../form-errors.logic.ts'
import * as F from '../forms.styles.ts'
import { useRuntime } from '../WidgetRoot.tsx'
import { ACCOUNT } from './texts.ts'

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const
type PasswordFieldName = (typeof FIELDS)[number]
const EMPTY: Record<PasswordFieldName, string> = {
  current_password: '',
  password: '',
  password_confirmation: '',
}

/** Current, new and confirmed password; the server's 422 errors under each field; a toast on success. */
export function ChangePasswordForm() {
  const { api, session } = useRuntime()
  const { t } = useT(ACCOUNT)
  const { t: tc } = useT('common')
  const toast = useToast()
  const titleId = useId()
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<FormErrors<PasswordFieldName>>({ fields: {} })
  const [isPending, setIsPending] = useState(false)

  const set = (field: PasswordFieldName) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (isPending) return
    setIsPending(true)
    const result = await api.changePassword(values)
    setIsPending(false)
    if (result.kind === 'ok') {
      setValues(EMPTY)
      setErrors({ fields: {} })
      toast.show(t('password.changed'), { tone: 'success' })
      session.refreshUser()
    } else if (result.kind !== 'unauthorized') {
      setErrors(formErrors(result, FIELDS))
    }
  }

  const general = errors.isNetwork
    ? tc('errors.network')
    : errors.isUnexpected
      ? tc('errors.unexpected')
      : errors.general
  const toggle = { showLabel: tc('signIn.showPassword'), hideLabel: tc('signIn.hidePassword') }
  return (
    <F.Form onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h2 id={titleId}>{t('password.title')}</h2>
      <PasswordField
        label={t('password.current')}
        name="current_password"
        autoComplete="current-password"
        value={values.current_password}
        onChange={set('current_password')}
        error={errors.fields.current_password}
        {...toggle}
      />
      <PasswordField
        label={t('password.new')}
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.fields.password}
        {...toggle}
      />
      <PasswordField
        label={t('password.confirm')}
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        onChange={set('password_confirmation')}
        error={errors.fields.password_confirmation}
        {...toggle}
      />
      {general && <F.FormError role="alert">* {general}</F.FormError>}
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending && <Spinner />}
        {isPending ? t('password.submitting') : t('password.submit')}
      </Button>
    </F.Form>
  )
}
