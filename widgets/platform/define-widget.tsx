import type { Area } from '@shwe/i18n'
import { registerMyanmarFont, StyleSheetManager, theme } from '@shwe/ui'
import { atom, type ReadableAtom } from 'nanostores'
import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { type AttributeType, COMMON_ATTRIBUTES, type ElementDef } from './element-def.ts'
import { checkedUrl, urlAttribute } from './element-urls.ts'
import { useStore } from './use-store.ts'

import { WidgetRoot } from './WidgetRoot.tsx'

export interface WidgetOptions<P> {
  /** The text areas the widget shows; their texts load in the chosen language with the element. */
  areas: readonly Area[]
  /**
   * Callback props dispatched as DOM events on the element: `onConfirm` → event "confirm" with the value as
   * `detail`, bubbling and composed.
   */
  events?: Extract<keyof P, `on${string}`>[]
}

/** How an attribute's text becomes a prop, and a prop set as a property becomes the attribute. */
const ATTRIBUTE_TYPES: Record<
  AttributeType,
  { parse(text: string): unknown; stringify(value: unknown): string | undefined }
> = {
  string: { parse: (text) => text, stringify: String },
  number: { parse: Number.parseFloat, stringify: String },
  // "true", "yes", "1" are true; "false", "no", "0" false.
  boolean: { parse: (text) => /^[ty1-9]/i.test(text), stringify: (value) => (value ? 'true' : 'false') },
  // Malformed JSON throws, which the browser reports; the prop keeps its value.
  json: { parse: (text) => JSON.parse(text), stringify: (value) => JSON.stringify(value) },
  // Checked against the element's allowlist as it is set (`checkedUrl`); the text is the address.
  url: { parse: (text) => text, stringify: String },
}

/** Where an element keeps the props its tree reads; a symbol, so it never clashes with a prop. */
const PROPS = Symbol('props')

// Fonts live beside the bundle: entries are in /widgets/, this module in /widgets/chunks/.
// A variable, not a literal, so the bundler leaves the URL to the browser.
const FONT_DIR = '../fonts/'

/**
 * The element's box: a block with the product's dark surface and text, so its screens read the same on a partner's
 * light page as on the site. Adopted by every element's shadow root (a constructed sheet needs no inline style).
 */
let hostSheet: CSSStyleSheet | undefined
function hostStyles(): CSSStyleSheet {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet()
    const { background, text } = theme.color
    hostSheet.replaceSync(
      `:host { display: block; background: ${background}; color: ${text}; color-scheme: dark; border-radius: ${theme.radius.lg}; }`,
    )
  }
  return hostSheet
}

/**
 * Whether an element runs in frame mode: asked with `mode="frame"`, or by default when it signs in or moves money
 * and the API is on another origin than the page (a partner's page), so the player's token never enters the page.
 */
function runsInFrame(element: HTMLElement, signsIn: boolean): boolean {
  const mode = element.getAttribute('mode')
  if (mode) return mode === 'frame'
  const api = urlAttribute(element, 'api-base', 'api')
  return signsIn && api !== undefined && new URL(api).origin !== location.origin
}

/**
 * Registers the element `doc` describes, rendering `Component` in an open shadow root, with the page's
 * shared runtime, styles injected into that shadow root, and the Burmese font on the document; or, in frame
 * mode, an iframe of the Shwe site showing the same widget. Attributes and their types come from `doc`:
 * an empty attribute is ignored, and removing one keeps the prop's last value (write `is-open="true"`, not a
 * bare `is-open`). Does nothing when the tag is already defined (two bundles, or a script loaded twice).
 *
 * The tree is rendered once per connection and unmounted on disconnection. Attributes and properties
 * change props through a store the tree reads, never by rendering the root again: Preact starts `useId`
 * over for a root rendered again, so a dialog opened later would take an id already in use.
 */
export function defineWidget<P extends object>(
  doc: ElementDef,
  Component: ComponentType<P>,
  options: WidgetOptions<P>,
): CustomElementConstructor | undefined {
  const { tag } = doc
  if (typeof customElements === 'undefined') return undefined
  const existing = customElements.get(tag)
  if (existing) return existing

  type HostedProps = Record<string, unknown> & { apiBase?: string; siteBase?: string; mode?: string }
  const attributes = new Map(
    Object.entries({ ...COMMON_ATTRIBUTES, ...doc.attributes }).map(([name, def]) => [
      name,
      { prop: def.prop, reach: def.type === 'url' ? def.reach : undefined, ...ATTRIBUTE_TYPES[def.type] },
    ]),
  )
  const events: string[] = options.events ?? []

  function Hosted({ host, $props }: { host: HTMLElement; $props: ReadableAtom<HostedProps> }) {
    const { apiBase, siteBase, mode: _mode, ...props } = useStore($props)
    return (
      <StyleSheetManager target={host.shadowRoot as ShadowRoot}>
        <WidgetRoot apiBase={apiBase} areas={options.areas} host={host} siteBase={siteBase}>
          <Component {...(props as P)} />
        </WidgetRoot>
      </StyleSheetManager>
    )
  }
  Hosted.displayName = `Widget(${tag})`

  const setProp = (element: WidgetElement, prop: string, value: unknown) =>
    element[PROPS].set({ ...element[PROPS].get(), [prop]: value })
  /** The element writing a property back to its attribute, whose attribute is then not parsed again. */
  let reflecting: WidgetElement | null = null

  class WidgetElement extends HTMLElement {
    static readonly observedAttributes = [...attributes.keys()]
    /** What the element is (its registry entry): the `/embed/*` page reads which attributes it may pass on. */
    static readonly definition = doc

    readonly [PROPS] = atom<HostedProps>({})
    #root: Root | undefined
    /** Frame mode: the frame's teardown, once its module loaded. */
    #frame: Promise<() => void> | undefined

    constructor() {
      super()
      this.attachShadow({ mode: 'open' }).adoptedStyleSheets = [hostStyles()]
      for (const event of events) {
        const type = event.replace(/^on/, '').toLowerCase()
        setProp(this, event, (detail: unknown) =>
          this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
        )
      }
    }

    connectedCallback() {
      if (this.#root || this.#frame) return
      if (runsInFrame(this, doc.signsIn)) {
        this.#frame = import('./frame/frame-host.ts').then(({ mountFrame }) => mountFrame(this, doc))
        return
      }
      this.#root = createRoot(this.shadowRoot as ShadowRoot)
      this.#root.render(<Hosted $props={this[PROPS]} host={this} />)
    }

    disconnectedCallback() {
      this.#root?.unmount()
      this.#root = undefined
      this.#frame?.then((stop) => stop())
      this.#frame = undefined
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null) {
      const attribute = attributes.get(name)
      // An empty or removed attribute leaves the prop as it was (see `WidgetOptions.props`).
      if (!attribute || !text || reflecting === this) return
      const value = attribute.parse(text)
      // A refused address leaves the widget on its default, whatever it had before.
      setProp(this, attribute.prop, attribute.reach ? checkedUrl(this, name, attribute.reach, value) : value)
    }
  }

  // A prop set as a property is written back to its attribute (removed for null and undefined).
  for (const [name, { prop, stringify, reach }] of attributes) {
    Object.defineProperty(WidgetElement.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: WidgetElement) {
        return this[PROPS].get()[prop]
      },
      set(this: WidgetElement, value: unknown) {
        setProp(this, prop, reach ? checkedUrl(this, name, reach, value) : value)
        const text = value == null ? null : (stringify(value) ?? null)
        if (this.getAttribute(name) === text) return
        reflecting = this
        try {
          if (text === null) this.removeAttribute(name)
          else this.setAttribute(name, text)
        } finally {
          reflecting = null
        }
      },
    })
  }

  registerMyanmarFont(new URL(FONT_DIR, import.meta.url))
  customElements.define(tag, WidgetElement)
  return WidgetElement
}
