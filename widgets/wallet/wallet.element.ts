import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { EXCHANGE } from '../shared/exchange/exchange.texts.ts'
import type { WalletProps, WalletScreen } from './screens.tsx'
import { WALLET } from './texts.ts'
import { Wallet } from './Wallet.tsx'
import { WALLET_ELEMENT } from './wallet.def.ts'

export { configureRuntime } from '../platform/runtime.ts'

/** `<shwe-wallet api-base="https://host/api" screen="home"></shwe-wallet>` (`hide-game-wallet` hides the game row) */
export const WalletElement = defineWidget<WalletProps>(WALLET_ELEMENT, Wallet, {
  areas: [WALLET, EXCHANGE],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-wallet': ShweElement<{ screen?: WalletScreen; hideGameWallet?: boolean }>
  }
}
