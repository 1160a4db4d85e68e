import { Button, Dialog, Field, PasswordField, Spinner, useT, ZawgyiHint } from '@shwe/ui'
import { type FormEvent, useState } from 'react'
import { type FormErrors, formErrors } from '../form-errors.logic.ts'
import * as F from '../forms.styles.ts'
import { useRuntime } from '../WidgetRoot.tsx'
import * as S from './AppShell.styles.ts'
import type { GuestCredentials } from './AppShell.tsx'
import { guestPayload } from './guest.logic.ts'
import { SHELL } from './texts.ts'

const FIELDS = ['name', 'phone', 'password', 'password_confirmation', 'referral_code'] as const
type RegisterField = (typeof FIELDS)[number]

export interface RegisterDialogProps {
  onClose: () => void
  onRegistered: () => void
  onGuestCreated: (credentials: GuestCredentials) => void
}

/**
 * Join Now: name, phone, password, confirmation and referral code, with the server's 422 errors under each
 * field; or a guest account in one tap, whose credentials are then shown once.
 */
export function RegisterDialog({ onClose, onRegistered, onGuestCreated }: RegisterDialogProps) {
  const { api, session } = useRuntime()
  const { t } = useT(SHELL)
  const { t: tc } = useT('common')
  const [values, setValues] = useState<Record<RegisterField, string>>({
    name: '',
    phone: '',
    password: '',
    password_confirmation: '',
    referral_code: '',
  })
  const [errors, setErrors] = useState<FormErrors<RegisterField>>({ fields: {} })
  const [isPending, setIsPending] = useState(false)
  const [isGuestPending, setIsGuestPending] = useState(false)
  const [guestError, setGuestError] = useState<string | null>(null)
  const set = (field: RegisterField) => (event: { target: { value: string } }) =>
    setValues((old) => ({ ...old, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (isPending) return
    setIsPending(true)
    const result = await api.register({
      name: values.name.trim(),
      phone: values.phone.replace(/[\s-]/g, ''),
      password: values.password,
      password_confirmation: values.password_confirmation,
      referral_code: values.referral_code.trim(),
    })
    setIsPending(false)
    if (result.kind === 'ok') {
      session.acceptSignIn(result.data)
      onRegistered()
    } else {
      setErrors(formErrors(result, FIELDS))
    }
  }

  async function createGuest() {
    if (isGuestPending) return
    setIsGuestPending(true)
    setGuestError(null)
    const payload = guestPayload()
    const result = await api.guestRegister(payload)
    setIsGuestPending(false)
    if (result.kind === 'ok') {
      session.acceptSignIn(result.data)
      onGuestCreated({ userName: payload.user_name, password: payload.password })
    } else {
      setGuestError(('message' in result && result.message) || t('guest.failed'))
    }
  }

  const general = errors.isUnexpected ? tc('errors.unexpected') : errors.general
  return (
    <Dialog
      open
      title={t('register.title')}
      closeLabel={tc('actions.close')}
      onClose={onClose}
      initialFocus="input"
    >
      <F.Form onSubmit={submit} noValidate>
        <Field
          label={t('register.name')}
          name="name"
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.fields.name}
        />
        <ZawgyiHint
          text={values.name}
          message={t('register.zawgyiHint')}
          convertLabel={t('register.zawgyiConvert')}
          onConvert={(unicode) => setValues((old) => ({ ...old, name: unicode }))}
        />
        <Field
          label={t('register.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('register.phonePlaceholder')}
          value={values.phone}
          onChange={set('phone')}
          error={errors.fields.phone}
        />
        <PasswordField
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.fields.password}
          showLabel={tc('signIn.showPassword')}
          hideLabel={tc('signIn.hidePassword')}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          name="password_confirmation"
          autoComplete="new-password"
          value={values.password_confirmation}
          onChange={set('password_confirmation')}
          error={errors.fields.password_confirmation}
          showLabel={tc('signIn.showPassword')}
          hideLabel={tc('signIn.hidePassword')}
        />
        <Field
          label={t('register.referralCode')}
          name="referral_code"
          autoComplete="off"
          placeholder={t('register.referralPlaceholder')}
          value={values.referral_code}
          onChange={set('referral_code')}
          error={errors.fields.referral_code}
        />
        {general && <F.FormError role="alert">* {general}</F.FormError>}
        <Button type="submit" disabled={isPending} aria-busy={isPending}>
          {isPending && <Spinner />}
          {isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </F.Form>
      <S.Or>{t('register.or')}</S.Or>
      <Button $variant="ghost" onClick={createGuest} disabled={isGuestPending} aria-busy={isGuestPending}>
        {isGuestPending && <Spinner />}
        {isGuestPending ? t('guest.creating') : t('guest.create')}
      </Button>
      {guestError && <F.FormError role="alert">* {guestError}</F.FormError>}
    </Dialog>
  )
}
