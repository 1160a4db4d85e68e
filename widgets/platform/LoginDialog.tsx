import { Dialog, useT, useToast } from '@shwe/ui'
import { LoginForm } from './LoginForm.tsx'

export interface LoginDialogProps {
  onClose: () => void
  /** What follows a sign-in; without it the dialog says 'Logged In Successfully.' and the widget stays as it is. */
  onSignedIn?: (() => void) | undefined
}

/**
 * The login dialog any widget can open (through `useSignIn`), so a signed-out player who tries to bet or
 * exchange inside a widget signs in there, without leaving the page.
 */
export function LoginDialog({ onClose, onSignedIn }: LoginDialogProps) {
  const { t } = useT('common')
  const toast = useToast()
  return (
    <Dialog
      open
      title={t('signIn.title')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      initialFocus="input"
    >
      <LoginForm
        onSignedIn={() => {
          onClose()
          if (onSignedIn) onSignedIn()
          else toast.show(t('signIn.loggedIn'), { tone: 'success' })
        }}
      />
    </Dialog>
  )
}
