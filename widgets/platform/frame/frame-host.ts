import type { ElementDef } from '../element-def.ts'
import { urlAttribute } from '../element-urls.ts'
import { getRuntime, leaveForSite } from '../runtime.ts'
import { type FrameMessage, frameMessage, type PageMessage, stamp } from './protocol.ts'

/**
 * Frame mode, on the partner's side: the element shows an iframe of the Shwe site's `/embed/<name>` page
 * instead of the widget, sizes it to the widget's height, and turns the frame's messages into its events.
 * The player signs in and plays inside the frame, on the Shwe origin: no token, profile or money call ever
 * passes through this page. Messages are taken only from that frame's window and exact origin, and only when
 * they match the protocol; everything else is ignored.
 */

// This module is served from /widgets/chunks/: the Shwe site is two levels up.
const SCRIPT_SITE = '../../../'

const FRAME_STYLES = `
  :host { display: block; }
  iframe { display: block; width: 100%; height: 0; border: 0; overflow: hidden; color-scheme: normal; }
`

/**
 * The frame's address: the Shwe site's `/embed/<name>` page (the element's checked `site-base`, else where its
 * code came from), with the element's embeddable attributes and the page's origin and language.
 */
export function frameAddress(
  element: HTMLElement,
  doc: ElementDef,
  options: { lang: string; pageOrigin: string; scriptUrl: string },
): URL {
  const siteBase = urlAttribute(element, 'site-base', 'shwe')
  const site = siteBase ? new URL(siteBase) : new URL(SCRIPT_SITE, options.scriptUrl)
  const address = new URL(`embed/${doc.tag.replace(/^shwe-/, '')}`, new URL('/', site))
  for (const [name, attribute] of Object.entries(doc.attributes)) {
    if (!attribute.embeddable) continue
    const value = element.getAttribute(name)
    if (value) address.searchParams.set(name, value)
  }
  address.searchParams.set('lang', options.lang)
  address.searchParams.set('origin', options.pageOrigin)
  return address
}

/** Shows the frame in the element's shadow root; returns the teardown. */
export function mountFrame(element: HTMLElement, doc: ElementDef): () => void {
  const shadow = element.shadowRoot as ShadowRoot
  const runtime = getRuntime(urlAttribute(element, 'api-base', 'api'))
  const { session } = runtime
  const address = frameAddress(element, doc, {
    lang: session.$lang.get(),
    pageOrigin: location.origin,
    scriptUrl: import.meta.url,
  })
  const frameOrigin = address.origin

  const sheet = new CSSStyleSheet()
  sheet.replaceSync(FRAME_STYLES)
  shadow.adoptedStyleSheets = [sheet]
  const frame = document.createElement('iframe')
  frame.title = 'Shwe'
  // Our own page, but it may not navigate the partner's page or open anything but new tabs.
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  )
  frame.setAttribute('allow', 'clipboard-write')
  frame.referrerPolicy = 'origin'
  frame.src = address.href
  shadow.replaceChildren(frame)

  const post = (message: PageMessage) => frame.contentWindow?.postMessage(message, frameOrigin)
  const dispatch = (type: string, detail: unknown) =>
    element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }))

  const handle = (message: FrameMessage) => {
    switch (message.type) {
      case 'title':
        frame.title = message.title
        break
      case 'height':
        frame.style.height = `${Math.ceil(message.height)}px`
        break
      case 'reveal': {
        const box = frame.getBoundingClientRect()
        const top = box.top + message.top
        if (top < 0 || top + message.height > innerHeight) {
          scrollBy({ top: top - Math.max(0, (innerHeight - message.height) / 2), behavior: 'instant' })
        }
        break
      }
      case 'navigate':
        leaveForSite(message.route, {
          element,
          siteBase: urlAttribute(element, 'site-base', 'shwe') ?? new URL('/', frameOrigin).href,
        })
        break
      case 'language':
        if (session.$lang.get() !== message.lang) session.setLanguage(message.lang)
        dispatch('languagechange', { lang: message.lang })
        break
      case 'auth':
        dispatch('authchange', { signedIn: message.signedIn })
        break
    }
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== frameOrigin) return
    const parsed = frameMessage.safeParse(event.data)
    if (parsed.success) handle(parsed.data)
  }
  window.addEventListener('message', onMessage)
  const stopLanguage = session.$lang.listen((lang) => post(stamp<PageMessage>({ type: 'language', lang })))

  return () => {
    window.removeEventListener('message', onMessage)
    stopLanguage()
    frame.remove()
  }
}
