export { WalletCard, type WalletCardProps } from '../shared/wallet-card/WalletCard.tsx'
export { WALLET_SCREENS, type WalletProps, type WalletScreen } from './Wallet.tsx'

export { Wallet } from './wallet-component.tsx'
