export { WALLET_SCREENS, type WalletProps, type WalletScreen } from './Wallet.tsx'
export { WalletCard, type WalletCardProps } from './WalletCard.tsx'

export { Wallet } from './wallet-component.tsx'
