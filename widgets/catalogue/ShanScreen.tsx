import { Button, Money, Spinner, useT, webAddress } from '@shwe/ui'
import { useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { openBlankTab } from './new-tab.ts'
import * as S from './ShanScreen.styles.ts'
import { CATALOGUE } from './texts.ts'

/** Spec number-games.md: the Shan card game's product code. */
export const SHAN_PRODUCT_CODE = 100200
const SHAN_GAME_TYPE = 'Shan'

type Outcome = { tone: 'success' | 'error'; text: string } | null

/**
 * The Shan launcher (`/shan`): the player's account, game balance and the product code, and a button that opens
 * the game in a new tab. The tab opens on the press itself (a tab opened after the reply would be blocked as a
 * popup) and receives the game's address once the server issued it; it closes again when the launch fails.
 * The address carries only the server's one-time ticket, never the player's name or balance.
 */
export function ShanScreen() {
  const { api, session } = useRuntime()
  const { t } = useT(CATALOGUE)
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const user = useStore(session.$user, { ssr: () => undefined })
  const [isLaunching, setIsLaunching] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)

  async function launch() {
    if (isLaunching) return
    setOutcome(null)
    const tab = openBlankTab()
    if (!tab) {
      setOutcome({ tone: 'error', text: t('launch.popupBlocked') })
      return
    }
    setIsLaunching(true)
    const result = await api.launchShan({ product_code: SHAN_PRODUCT_CODE, game_type: SHAN_GAME_TYPE })
    setIsLaunching(false)
    const url = result.kind === 'ok' ? webAddress(result.data.url) : null
    if (url) {
      tab.show(url)
      setOutcome({ tone: 'success', text: t('shan.launched') })
      return
    }
    tab.close()
    if (result.kind === 'network') setOutcome({ tone: 'error', text: t('shan.networkError') })
    else if (result.kind === 'ok') setOutcome({ tone: 'error', text: t('shan.failed') })
    else setOutcome({ tone: 'error', text: result.message || t('shan.failed') })
  }

  return (
    <S.Screen aria-labelledby="shan-title">
      <h1 id="shan-title">{t('shan.title')}</h1>
      {!isSignedIn || !user ? (
        // Signed in without a profile: the profile could not be loaded.
        <SignInPrompt
          message={isSignedIn ? t('shan.userFailed') : t('shan.signIn')}
          role={isSignedIn ? 'alert' : undefined}
          label={t('shan.login')}
        />
      ) : (
        <S.Card>
          <S.Facts>
            <div>
              <dt>{t('shan.account')}</dt>
              <dd>{user.user_name}</dd>
            </div>
            <div>
              <dt>{t('shan.balance')}</dt>
              <dd>
                <Money amount={user.balance} label="ks" />
              </dd>
            </div>
            <div>
              <dt>{t('shan.productCode')}</dt>
              <dd>{SHAN_PRODUCT_CODE}</dd>
            </div>
          </S.Facts>
          <Button onClick={launch} disabled={isLaunching} aria-busy={isLaunching}>
            {isLaunching && <Spinner />}
            {isLaunching ? t('shan.launching') : t('shan.launch')}
          </Button>
          <S.Outcome role={outcome?.tone === 'error' ? 'alert' : 'status'} $tone={outcome?.tone ?? 'success'}>
            {outcome?.text}
          </S.Outcome>
        </S.Card>
      )}
    </S.Screen>
  )
}
