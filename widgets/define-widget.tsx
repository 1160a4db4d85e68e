import r2wc from '@r2wc/react-to-web-component'
import type { Area } from '@shwe/i18n'
import { registerMyanmarFont } from '@shwe/ui'
import type { ComponentType } from 'react'
import { createGlobalStyle, StyleSheetManager } from 'styled-components'
import { WidgetRoot } from './WidgetRoot.tsx'

type AttributeType = 'string' | 'number' | 'boolean' | 'json'

export interface WidgetOptions<P> {
  /** The text areas the widget shows; their texts load in the chosen language with the element. */
  areas: readonly Area[]
  /**
   * Props read from attributes (`maxPicks` ← `max-picks="5"`). `apiBase` ← `api-base` and `siteBase` ←
   * `site-base` (where routes of other areas open) are always there.
   */
  props?: Partial<Record<Extract<keyof P, string>, AttributeType>>
  /** Callback props dispatched as DOM events: `onConfirm` → event "confirm" with the value as `detail`. */
  events?: Extract<keyof P, `on${string}`>[]
}

// Fonts live beside the bundle: entries are in /widgets/, this module in /widgets/chunks/.
// A variable, not a literal, so the bundler leaves the URL to the browser.
const FONT_DIR = '../fonts/'

const HostStyles = createGlobalStyle`
  :host {
    display: block;
  }
`

/**
 * Registers `tag` as a custom element rendering `Component` in an open shadow root, with the page's
 * shared runtime, styles injected into that shadow root, and the Burmese font on the document.
 * Does nothing when the tag is already defined (two bundles, or a script loaded twice).
 */
export function defineWidget<P extends object>(
  tag: string,
  Component: ComponentType<P>,
  options: WidgetOptions<P>,
): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined') return undefined
  const existing = customElements.get(tag)
  if (existing) return existing

  type HostedProps = P & { container?: ShadowRoot; apiBase?: string; siteBase?: string }
  function Hosted({ container, apiBase, siteBase, ...props }: HostedProps) {
    // r2wc renders on attribute changes even before the element is in the document; preact renders
    // synchronously, and styled-components then throws on the detached root. Wait for connection.
    if (!container?.host.isConnected) return null
    return (
      <StyleSheetManager target={container}>
        <WidgetRoot
          apiBase={apiBase}
          areas={options.areas}
          host={container.host as HTMLElement}
          siteBase={siteBase}
        >
          <HostStyles />
          <Component {...(props as P)} />
        </WidgetRoot>
      </StyleSheetManager>
    )
  }
  Hosted.displayName = `Widget(${tag})`

  registerMyanmarFont(new URL(FONT_DIR, import.meta.url))
  const element = r2wc(Hosted as ComponentType<HostedProps>, {
    shadow: 'open',
    props: { apiBase: 'string', siteBase: 'string', ...options.props } as never,
    events: (options.events ?? []) as never,
  })
  customElements.define(tag, element)
  return element
}
