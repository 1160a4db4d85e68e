import { Button, CopyButton, Dialog, FormParts as F, useT, useToast } from '@shwe/ui'
import * as S from './GuestCredentialsDialog.styles.ts'
import type { GuestCredentials } from './guest.logic.ts'
import { SHELL } from './texts.ts'

/**
 * The guest account's user name and password, shown this once (spec platform.md §4): copy each, Copy All,
 * Start Playing, Copy & Close. Closing it in any way goes on to the home page.
 */
export function GuestCredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: GuestCredentials
  onClose: () => void
}) {
  const { t } = useT(SHELL)
  const { t: tc } = useT('common')
  const toast = useToast()
  const all = t('guest.credentialsText', { userName: credentials.userName, password: credentials.password })

  async function copyAll(): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(all)
      toast.show(t('guest.toasts.copiedAll'), { tone: 'success' })
      return true
    } catch {
      toast.show(t('guest.toasts.copyFailed'), { tone: 'error' })
      return false
    }
  }

  const failed = () => toast.show(t('guest.toasts.copyFailed'), { tone: 'error' })
  return (
    <Dialog open title={t('guest.title')} closeLabel={tc('actions.close')} onClose={onClose}>
      <S.Lead>{t('guest.ready')}</S.Lead>
      <S.Credentials aria-label={t('guest.credentials')}>
        <h3>{t('guest.credentials')}</h3>
        <dl>
          <div>
            <dt>{t('guest.userName')}</dt>
            <dd>
              <code>{credentials.userName}</code>
              <CopyButton
                text={credentials.userName}
                label={t('guest.copyUserName')}
                copiedLabel={t('guest.copied')}
                onCopied={() => toast.show(t('guest.toasts.userNameCopied'), { tone: 'success' })}
                onError={failed}
              />
            </dd>
          </div>
          <div>
            <dt>{t('guest.password')}</dt>
            <dd>
              <code>{credentials.password}</code>
              <CopyButton
                text={credentials.password}
                label={t('guest.copyPassword')}
                copiedLabel={t('guest.copied')}
                onCopied={() => toast.show(t('guest.toasts.passwordCopied'), { tone: 'success' })}
                onError={failed}
              />
            </dd>
          </div>
        </dl>
      </S.Credentials>
      <S.Warning role="note">
        <strong>{t('guest.saveTitle')}</strong>
        <span>{t('guest.saveText')}</span>
      </S.Warning>
      <F.Actions>
        <Button $variant="ghost" onClick={() => void copyAll()}>
          {t('guest.copyAll')}
        </Button>
        <Button onClick={onClose}>{t('guest.startPlaying')}</Button>
        <Button
          $variant="ghost"
          onClick={async () => {
            if (await copyAll()) onClose()
          }}
        >
          {t('guest.copyAndClose')}
        </Button>
      </F.Actions>
    </Dialog>
  )
}
