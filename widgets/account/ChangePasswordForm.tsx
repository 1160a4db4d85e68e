import { Button, FormParts as F, PasswordField, Spinner, useT, useToast } from '@shwe/ui'
import { useId } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useServerForm } from '../shared/forms/use-form.ts'
import { ACCOUNT } from './texts.ts'

/** Current, new and confirmed password; the server's 422 errors under each field; a toast on success. */
export function ChangePasswordForm() {
  const { api, session } = useRuntime()
  const { t } = useT(ACCOUNT)
  const { t: tc } = useT('common')
  const toast = useToast()
  const titleId = useId()
  const form = useServerForm({ current_password: '', password: '', password_confirmation: '' })

  const submit = form.submit(api.changePassword, () => {
    form.reset()
    toast.show(t('password.changed'), { tone: 'success' })
    session.refreshUser()
  })

  const { errors } = form
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
        autoComplete="current-password"
        {...form.bind('current_password')}
        {...toggle}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        {...form.bind('password')}
        {...toggle}
      />
      <PasswordField
        label={t('password.confirm')}
        autoComplete="new-password"
        {...form.bind('password_confirmation')}
        {...toggle}
      />
      {general && <F.FormError role="alert">* {general}</F.FormError>}
      <Button type="submit" disabled={form.isPending} aria-busy={form.isPending}>
        {form.isPending && <Spinner />}
        {form.isPending ? t('password.submitting') : t('password.submit')}
      </Button>
    </F.Form>
  )
}
