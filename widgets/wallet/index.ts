export { WalletCard, type WalletCardProps } from '../shared/wallet-card/WalletCard.tsx'
export { WALLET_SCREENS, type WalletProps, type WalletScreen } from './screens.tsx'
export { Wallet } from './Wallet.tsx'
