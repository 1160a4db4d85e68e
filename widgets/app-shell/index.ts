export { AppFooter, FOOTER_PROVIDERS } from './AppFooter.tsx'
export { AppShell, type AppShellProps } from './AppShell.tsx'
export { LanguagePicker } from './LanguagePicker.tsx'
export { LoginScreen } from './LoginScreen.tsx'
