export { Account, type AccountProps } from './Account.tsx'
export { ACCOUNT_SCREENS, type AccountScreen } from './screens.ts'
