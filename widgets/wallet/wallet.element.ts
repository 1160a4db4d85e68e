import { defineWidget } from '../define-widget.tsx'
import { EXCHANGE } from '../exchange.texts.ts'
import { WALLET } from './texts.ts'
import { Wallet, type WalletProps } from './Wallet.tsx'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-wallet api-base="https://host/api" screen="logs"></shwe-wallet>` */
export const WalletElement = defineWidget<WalletProps>('shwe-wallet', Wallet, {
  areas: [WALLET, EXCHANGE],
  props: { screen: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-wallet': HTMLElement & { apiBase?: string; siteBase?: string; screen?: 'logs' }
  }
}
