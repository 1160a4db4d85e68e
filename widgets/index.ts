export { AppShell, type AppShellProps, LanguagePicker } from './app-shell/index.ts'
export { Leaderboard, rankRows } from './leaderboard/index.ts'
export { configureRuntime, createRuntime, getRuntime, type Runtime, type RuntimeOptions } from './runtime.ts'
export { useRuntime, WidgetRoot, type WidgetRootProps, withWidgetRoot } from './WidgetRoot.tsx'
