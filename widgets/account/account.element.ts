import { defineWidget } from '../define-widget.tsx'
import { EXCHANGE } from '../exchange.texts.ts'
import { Account, type AccountProps } from './Account.tsx'
import { ACCOUNT } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-account api-base="https://host/api" screen="profile"></shwe-account>` */
export const AccountElement = defineWidget<AccountProps>('shwe-account', Account, {
  areas: [ACCOUNT, EXCHANGE],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-account': HTMLElement & { apiBase?: string; siteBase?: string; screen?: 'profile' }
  }
}
