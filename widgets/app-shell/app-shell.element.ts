import { defineWidget } from '../platform/define-widget.tsx'
import type { ShweElement } from '../platform/element-def.ts'
import { AppShell, type AppShellProps } from './AppShell.tsx'
import { APP_SHELL_ELEMENT } from './app-shell.def.ts'
import { SHELL } from './texts.ts'

export { configureRuntime } from '../platform/runtime.ts'

/**
 * `<shwe-app-shell api-base="https://host/api" home-href="https://host/" site-base="https://host/"
 * download-app-url="https://host/app.apk"></shwe-app-shell>`
 */
export const AppShellElement = defineWidget<AppShellProps>(APP_SHELL_ELEMENT, AppShell, {
  areas: [SHELL],
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-app-shell': ShweElement<{ homeHref?: string; downloadAppUrl?: string; referral?: string }>
  }
}
