export { ACCOUNT_SCREENS, Account, type AccountProps, type AccountScreen } from './Account.tsx'
