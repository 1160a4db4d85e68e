import type { ApiFailure } from '@shwe/api-client'
import { Button, Modal, Spinner, useT } from '@shwe/ui'
import { type FormEvent, useId, useState } from 'react'
import { useRuntime } from '../WidgetRoot.tsx'
import * as S from './AppShell.styles.ts'
import { type LoginErrors, loginErrors } from './app-shell.logic.ts'

export interface LoginFormProps {
  onClose: () => void
  onSignedIn: () => void
}

/** User name and password (with a show/hide toggle); the server decides, its errors appear under the fields. */
export function LoginForm({ onClose, onSignedIn }: LoginFormProps) {
  const { session } = useRuntime()
  const { t } = useT('app-shell')
  const { t: tc } = useT('common')
  const ids = { user: useId(), password: useId() }
  const [userName, setUserName] = useState('')
  const [password, setPassword] = useState('')
  const [isPasswordShown, setIsPasswordShown] = useState(false)
  const [isPending, setIsPending] = useState(false)
  const [errors, setErrors] = useState<LoginErrors>({})

  async function submit(event: FormEvent) {
    event.preventDefault()
    setIsPending(true)
    const result = await session.signIn({ user_name: userName, password })
    setIsPending(false)
    if (result.kind === 'ok') onSignedIn()
    else setErrors(loginErrors(result as ApiFailure))
  }

  const userNameError =
    errors.userName ?? errors.general ?? (errors.isUnexpected ? tc('errors.unexpected') : undefined)
  return (
    <Modal title={t('loginForm.title')} closeLabel={tc('actions.close')} onClose={onClose}>
      <S.Form onSubmit={submit} noValidate>
        <div>
          <label htmlFor={ids.user}>{t('loginForm.userName')}</label>
          <input
            id={ids.user}
            name="user_name"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.target.value)}
            aria-invalid={Boolean(userNameError)}
          />
          {userNameError && <S.FieldError role="alert">* {userNameError}</S.FieldError>}
        </div>
        <div>
          <label htmlFor={ids.password}>{t('loginForm.password')}</label>
          <S.PasswordRow>
            <input
              id={ids.password}
              name="password"
              type={isPasswordShown ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              aria-invalid={Boolean(errors.password)}
            />
            <button
              type="button"
              onClick={() => setIsPasswordShown(!isPasswordShown)}
              aria-pressed={isPasswordShown}
            >
              {isPasswordShown ? t('loginForm.hidePassword') : t('loginForm.showPassword')}
            </button>
          </S.PasswordRow>
          {errors.password && <S.FieldError role="alert">* {errors.password}</S.FieldError>}
        </div>
        <Button type="submit" disabled={isPending}>
          {isPending && <Spinner />}
          {isPending ? t('loginForm.submitting') : t('loginForm.submit')}
        </Button>
      </S.Form>
    </Modal>
  )
}
