import { defineWidget } from '../define-widget.tsx'

export { configureRuntime } from '../runtime.ts'

import { AppShell, type AppShellProps } from './AppShell.tsx'

/** `<shwe-app-shell api-base="https://host/api" home-href="https://host/"></shwe-app-shell>` */
export const AppShellElement = defineWidget<AppShellProps>('shwe-app-shell', AppShell, {
  props: { homeHref: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-app-shell': HTMLElement & { apiBase?: string; homeHref?: string }
  }
}
