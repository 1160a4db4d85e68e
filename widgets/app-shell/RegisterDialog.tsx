import { Button, Dialog, FormParts as F, Field, PasswordField, Spinner, useT, ZawgyiHint } from '@shwe/ui'
import { useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useServerForm } from '../shared/forms/use-form.ts'
import { type GuestCredentials, guestPayload } from './guest.logic.ts'
import * as S from './RegisterDialog.styles.ts'
import { SHELL } from './texts.ts'

export interface RegisterDialogProps {
  /** A referral code to fill in (an affiliate's); the player may change it. */
  referral?: string | undefined
  onClose: () => void
  onRegistered: () => void
  onGuestCreated: (credentials: GuestCredentials) => void
}

/**
 * Join Now: name, phone, password, confirmation and referral code, with the server's 422 errors under each
 * field; or a guest account in one tap, whose credentials are then shown once.
 */
export function RegisterDialog({ referral, onClose, onRegistered, onGuestCreated }: RegisterDialogProps) {
  const { api, session } = useRuntime()
  const { t } = useT(SHELL)
  const { t: tc } = useT('common')
  const form = useServerForm({
    name: '',
    phone: '',
    password: '',
    password_confirmation: '',
    referral_code: referral ?? '',
  })
  const [isGuestPending, setIsGuestPending] = useState(false)
  const [guestError, setGuestError] = useState<string | null>(null)

  const submit = form.submit(
    (values) =>
      api.register({
        ...values,
        name: values.name.trim(),
        phone: values.phone.replace(/[\s-]/g, ''),
        referral_code: values.referral_code.trim(),
      }),
    (reply) => {
      session.acceptSignIn(reply)
      onRegistered()
    },
  )

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

  const { errors } = form
  const general = errors.isUnexpected ? tc('errors.unexpected') : errors.general
  const toggle = { showLabel: tc('signIn.showPassword'), hideLabel: tc('signIn.hidePassword') }
  return (
    <Dialog
      open
      title={t('register.title')}
      closeLabel={tc('actions.close')}
      onClose={onClose}
      initialFocus="input"
    >
      <F.Form onSubmit={submit} noValidate>
        <Field label={t('register.name')} autoComplete="name" {...form.bind('name')} />
        <ZawgyiHint
          text={form.values.name}
          message={t('register.zawgyiHint')}
          convertLabel={t('register.zawgyiConvert')}
          onConvert={(unicode) => form.setValue('name', unicode)}
        />
        <Field
          label={t('register.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('register.phonePlaceholder')}
          {...form.bind('phone')}
        />
        <PasswordField
          label={t('register.password')}
          autoComplete="new-password"
          {...form.bind('password')}
          {...toggle}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          {...form.bind('password_confirmation')}
          {...toggle}
        />
        <Field
          label={t('register.referralCode')}
          autoComplete="off"
          placeholder={t('register.referralPlaceholder')}
          {...form.bind('referral_code')}
        />
        {general && <F.FormError role="alert">* {general}</F.FormError>}
        <Button type="submit" disabled={form.isPending} aria-busy={form.isPending}>
          {form.isPending && <Spinner />}
          {form.isPending ? t('register.submitting') : t('register.submit')}
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
