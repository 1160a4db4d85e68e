import { isSameSitePath } from '@shwe/session'
import { useT } from '@shwe/ui'
import { LoginForm } from '../platform/LoginForm.tsx'
import { useNavigate, useRuntime, useScreen } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import * as S from './AppShell.styles.ts'
import { SHELL } from './texts.ts'

const SIGNED_IN_HOME = '/?type=all'

/**
 * The page `/login`: the login form on its own. After signing in the player goes to the `next` route when it is
 * a path of this site (anything else, another origin or a `javascript:` URL, is ignored), else the home page.
 */
export function LoginScreen() {
  const { session } = useRuntime()
  const { t } = useT(SHELL)
  const navigate = useNavigate()
  const { match } = useScreen('app-shell', 'login', ['login'])
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const next = match?.query.get('next')
  const destination = isSameSitePath(next) ? next : SIGNED_IN_HOME

  return (
    <S.Page aria-labelledby="login-title">
      <h1 id="login-title">{t('loginPage.title')}</h1>
      {isSignedIn ? (
        <p>{t('loginPage.signedIn')}</p>
      ) : (
        <LoginForm
          onSignedIn={() => {
            session.notify('signed-in')
            navigate(destination)
          }}
        />
      )}
    </S.Page>
  )
}
