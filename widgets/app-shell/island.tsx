import '../platform/site-mode.ts'
import { withWidgetRoot } from '../platform/WidgetRoot.tsx'
import { AppFooter } from './AppFooter.tsx'
import { AppShell } from './AppShell.tsx'
import { LoginScreen } from './LoginScreen.tsx'
import { SHELL } from './texts.ts'

/** The shell's parts as the site mounts them: islands inside the page's shared runtime. */
export const AppShellIsland = withWidgetRoot(AppShell, [SHELL])
export const AppFooterIsland = withWidgetRoot(AppFooter, [])
export const LoginScreenIsland = withWidgetRoot(LoginScreen, [SHELL])
