import { loginErrors } from '@shwe/api-client'
import { Button, Field, PasswordField, FormParts as S, Spinner, useT } from '@shwe/ui'
import { type FormEvent, useState } from 'react'
import { useRuntime } from './root-context.ts'

export interface LoginFormProps {
  /** Called once the server accepted the credentials and the session holds the token. */
  onSignedIn: () => void
}

/**
 * User name and password (with a show/hide toggle). The server decides; its field errors appear under the
 * fields, and a general message under the user name when that field has none (spec platform.md §5).
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { session } = useRuntime()
  const { t } = useT('common')
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [isPending, setIsPending] = useState(false)
  const [errors, setErrors] = useState<ReturnType<typeof loginErrors>>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (isPending) return
    setIsPending(true)
    const result = await session.signIn({ user_name: userName.trim(), password })
    setIsPending(false)
    if (result.kind === 'ok') onSignedIn()
    else setErrors(loginErrors(result))
  }

  const userNameError = errors.userName ?? (errors.isUnexpected ? t('errors.unexpected') : undefined)
  return (
    <S.Form onSubmit={submit} noValidate>
      <Field
        label={t('signIn.userName')}
        name="user_name"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
        error={userNameError}
      />
      <PasswordField
        label={t('signIn.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        showLabel={t('signIn.showPassword')}
        hideLabel={t('signIn.hidePassword')}
      />
      <Button type="submit" disabled={isPending} aria-busy={isPending}>
        {isPending && <Spinner />}
        {isPending ? t('signIn.submitting') : t('signIn.submit')}
      </Button>
    </S.Form>
  )
}
