export { AppShell, type AppShellProps } from './AppShell.tsx'
export { LanguagePicker } from './LanguagePicker.tsx'
