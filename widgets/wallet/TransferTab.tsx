import { type TabSelectEvent, Tabs, useT } from '@shwe/ui'
import { useId } from 'react'
import { useNavigate, useRuntime, useSiteBase } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { DepositForm } from './DepositScreen.tsx'
import { WALLET } from './texts.ts'
import { TRANSFER_TYPES, type TransferType, transferRoute, transferTypeOf } from './transfer-tab.logic.ts'
import * as W from './Wallet.styles.ts'
import { WithdrawForm } from './WithdrawScreen.tsx'

/**
 * `/information?tab=transfer&type=deposit|withdraw`: the account page's wallet tab, with the Deposit and
 * Withdraw forms as sub-tabs (deposit when the route names neither). The sub-tab is part of the route, so
 * it survives a reload and the back button returns to the other one.
 */
export function TransferTab({ query }: { query: URLSearchParams | null }) {
  const { session, router } = useRuntime()
  const { t } = useT(WALLET)
  const navigate = useNavigate()
  const siteBase = useSiteBase()
  const titleId = useId()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  const type = transferTypeOf(query)
  // On a partner page a tab's own address (opened in a new tab) is the host site's page, as RouteLink does.
  const hrefOf = (each: TransferType) => {
    const route = transferRoute(each)
    return router.mode === 'embedded' && siteBase ? new URL(route, siteBase).href : route
  }

  function select(id: string, event: TabSelectEvent) {
    // A click with a modifier key opens the link the browser's way; anything else moves in place.
    if ('button' in event && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return
    event.preventDefault()
    if (id !== type) navigate(transferRoute(id as TransferType))
  }

  return (
    <W.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{t('transferTab.title')}</h1>
      <Tabs
        label={t('transferTab.tabs')}
        items={TRANSFER_TYPES.map((each) => ({
          id: each,
          label: t(`transferTab.${each}`),
          href: hrefOf(each),
        }))}
        selectedId={type}
        onSelect={select}
      >
        {(selected) =>
          !isSignedIn ? (
            <SignInPrompt message={t('transferTab.signedOut')} />
          ) : selected === 'withdraw' ? (
            <WithdrawForm />
          ) : (
            <DepositForm />
          )
        }
      </Tabs>
    </W.Screen>
  )
}
