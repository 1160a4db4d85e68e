import { defineWidget } from '../define-widget.tsx'
import { EXCHANGE } from '../exchange.texts.ts'
import { WALLET } from './texts.ts'
import type { WalletProps, WalletScreen } from './Wallet.tsx'
import { Wallet } from './wallet-component.tsx'

export { configureRuntime } from '../runtime.ts'

/** `<shwe-wallet api-base="https://host/api" screen="home"></shwe-wallet>` (`hide-game-wallet` hides the game row) */
export const WalletElement = defineWidget<WalletProps>('shwe-wallet', Wallet, {
  areas: [WALLET, EXCHANGE],
  props: { screen: 'string', hideGameWallet: 'boolean' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-wallet': HTMLElement & {
      apiBase?: string
      siteBase?: string
      screen?: WalletScreen
      hideGameWallet?: boolean
    }
  }
}
