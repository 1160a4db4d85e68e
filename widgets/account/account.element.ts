import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import { Account, type AccountProps } from './Account.tsx'
import { ACCOUNT_ELEMENT } from './account.def.ts'
import type { AccountScreen } from './screens.ts'
import { ACCOUNT } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-account api-base="https://host/api" screen="profile"></shwe-account>` */
export const AccountElement = defineWidget<AccountProps>(ACCOUNT_ELEMENT, Account, {
  areas: [ACCOUNT, EXCHANGE, 'care', 'win-alerts'],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-account': ShweElement<{ screen?: AccountScreen }>
  }
}
