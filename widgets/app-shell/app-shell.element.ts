import { defineWidget } from '../define-widget.tsx'
import { EXCHANGE } from '../exchange.texts.ts'
import { AppShell, type AppShellProps } from './AppShell.tsx'
import { SHELL } from './texts.ts'

export { configureRuntime } from '../runtime.ts'

/**
 * `<shwe-app-shell api-base="https://host/api" home-href="https://host/" site-base="https://host/"
 * download-app-url="https://host/app.apk"></shwe-app-shell>`
 */
export const AppShellElement = defineWidget<AppShellProps>('shwe-app-shell', AppShell, {
  areas: [SHELL, EXCHANGE],
  props: { homeHref: 'string', downloadAppUrl: 'string' },
})

declare global {
  interface HTMLElementTagNameMap {
    'shwe-app-shell': HTMLElement & {
      apiBase?: string
      siteBase?: string
      homeHref?: string
      downloadAppUrl?: string
    }
  }
}
