import { Button, Money, useT } from '@shwe/ui'
import { useState } from 'react'
import { RouteLink } from '../platform/RouteLink.tsx'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { LazyExchangeDialog as ExchangeDialog } from '../shared/exchange/LazyExchangeDialog.tsx'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { LazyWinAlerts } from '../shared/win-alerts/LazyWinAlerts.tsx'
import * as S from './Account.styles.ts'
import { ChangePasswordForm } from './ChangePasswordForm.tsx'
import { ACCOUNT } from './texts.ts'

/** Game balance, user name, full name and phone, and the change-password form. */
export function ProfileScreen() {
  const { session } = useRuntime()
  const { t } = useT(ACCOUNT)
  const { t: te } = useT(EXCHANGE)
  const [isExchangeOpen, setIsExchangeOpen] = useState(false)
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const user = useStore(session.$user, { ssr: () => undefined })

  return (
    <S.Screen aria-labelledby="account-profile-title">
      <h1 id="account-profile-title">{t('profile.title')}</h1>
      {!isSignedIn || !user ? (
        <SignInPrompt message={t('profile.signedOut')} />
      ) : (
        <>
          <S.Card>
            <S.BalanceRow>
              <S.Balance>
                <span>{t('profile.gameBalance')}</span>
                <strong>
                  <Money amount={user.balance} label="ks" />
                </strong>
              </S.Balance>
              <Button aria-haspopup="dialog" onClick={() => setIsExchangeOpen(true)}>
                {te('open')}
              </Button>
            </S.BalanceRow>
            <S.Facts>
              <div>
                <dt>{t('profile.userName')}</dt>
                <dd>{user.user_name}</dd>
              </div>
              <div>
                <dt>{t('profile.fullName')}</dt>
                <dd>{user.name}</dd>
              </div>
              <div>
                <dt>{t('profile.phone')}</dt>
                <dd>{user.phone || t('profile.noPhone')}</dd>
              </div>
            </S.Facts>
          </S.Card>
          <S.Card>
            <ChangePasswordForm />
          </S.Card>
          <S.Card>
            <p>
              <RouteLink to="/information?tab=limits">{t('profile.playSafe')}</RouteLink>
            </p>
          </S.Card>
          <LazyWinAlerts />
          {isExchangeOpen && <ExchangeDialog open onClose={() => setIsExchangeOpen(false)} />}
        </>
      )}
    </S.Screen>
  )
}
