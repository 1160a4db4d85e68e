export { WALLET_SCREENS, Wallet, type WalletProps, type WalletScreen } from './Wallet.tsx'
