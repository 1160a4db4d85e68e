import { HTML_LANG, LANGUAGES, type Language } from '@shwe/i18n'
import { COMMON_ATTRIBUTES } from '../element-def.ts'
import { configureRuntime, getRuntime } from '../runtime.ts'
import { type FrameMessage, pageMessage, stamp } from './protocol.ts'

/**
 * Frame mode, on the Shwe side: the `/embed/<name>` page loads this module and the element's bundle. It shows
 * the one element, in page mode, and, when the page is framed by the origin named in `?origin=` (checked against
 * the browser's own record of who frames it), tells that page its height, dialogs, links to other areas, language
 * and sign-in state, and follows the language the page sends. The player's session lives here, on the Shwe
 * origin (partitioned per partner site by the browser); it is never sent out.
 */

const params = new URLSearchParams(location.search)
const name =
  location.pathname
    .replace(/\/(index\.html)?$/, '')
    .split('/')
    .pop() ?? ''
/** The element this page shows; its bundle, loaded beside this module by the page, defines it. */
const tag = /^[a-z0-9-]+$/.test(name) ? `shwe-${name}` : null

/** The page that frames this one, when it is the one `?origin=` names; null when not framed or it does not match. */
function framingOrigin(): string | null {
  const claimed = params.get('origin')
  if (!claimed || window.parent === window) return null
  const ancestors = location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] === claimed ? claimed : null
  try {
    return new URL(document.referrer).origin === claimed ? claimed : null
  } catch {
    return null
  }
}

const parentOrigin = framingOrigin()
const post = (message: FrameMessage) => {
  if (parentOrigin) window.parent.postMessage(message, parentOrigin)
}

if (parentOrigin) {
  // Links to other areas go to the partner's page, which fires the element's `navigate` event there.
  configureRuntime({
    mode: 'embedded',
    leave: (route) => post(stamp<FrameMessage>({ type: 'navigate', route })),
  })
  document.documentElement.dataset.framed = ''
}

const { session } = getRuntime()
const lang = params.get('lang')
if (lang && (LANGUAGES as readonly string[]).includes(lang)) session.setLanguage(lang as Language)
/** The page's `lang`, as the site writes it (Burmese is `my`). */
const showLanguage = (value: Language) => {
  document.documentElement.lang = HTML_LANG[value]
}
showLanguage(session.$lang.get())

if (tag) {
  customElements.whenDefined(tag).then((definition) => {
    const element = document.createElement(tag)
    // The element's own attributes from the query (never api-base, site-base or mode).
    const observed: readonly string[] =
      (definition as unknown as { observedAttributes?: string[] }).observedAttributes ?? []
    for (const attribute of observed) {
      const value = params.get(attribute)
      if (value && !(attribute in COMMON_ATTRIBUTES)) element.setAttribute(attribute, value)
    }
    element.setAttribute('mode', 'page')
    element.setAttribute('site-base', `${location.origin}/`)
    document.getElementById('embed')?.append(element)
    if (parentOrigin) watch(element)
  })
}

session.$lang.listen((value) => {
  showLanguage(value)
  post(stamp<FrameMessage>({ type: 'language', lang: value }))
})

window.addEventListener('message', (event) => {
  if (!parentOrigin || event.source !== window.parent || event.origin !== parentOrigin) return
  const parsed = pageMessage.safeParse(event.data)
  if (!parsed.success) return
  if (parsed.data.type === 'language' && session.$lang.get() !== parsed.data.lang) {
    session.setLanguage(parsed.data.lang)
  }
})

/** Reports the element's height, and every dialog it opens, to the framing page. */
function watch(element: HTMLElement): void {
  // The frame's name for assistive technology: the widget's own heading, in the player's language.
  let named = ''
  const nameFrame = () => {
    const heading = element.shadowRoot?.querySelector('h1, h2, [role="heading"]')?.textContent?.trim()
    const title = heading ? `Shwe: ${heading}`.slice(0, 200) : 'Shwe'
    if (title === named) return
    named = title
    post(stamp<FrameMessage>({ type: 'title', title }))
  }
  nameFrame()
  session.$isSignedIn.subscribe((signedIn) => post(stamp<FrameMessage>({ type: 'auth', signedIn })))

  let reported = -1
  // While a dialog is open the frame does not shrink below this: a dialog sized by the frame (a full-height
  // drawer) would otherwise grow and shrink with it, each height asking for the next.
  let held = 0
  const openDialogs = () => [...(element.shadowRoot?.querySelectorAll('dialog[open]') ?? [])]
  const report = () => {
    const dialogs = openDialogs()
    if (dialogs.length === 0) held = 0
    // A modal dialog is outside the flow: when it does not fit the frame, the frame grows to hold it.
    for (const dialog of dialogs) {
      if (dialog.scrollHeight > innerHeight) held = Math.max(held, dialog.scrollHeight + 48)
    }
    const height = Math.ceil(Math.max(element.getBoundingClientRect().height, held))
    if (height === reported) return
    reported = height
    post(stamp<FrameMessage>({ type: 'height', height }))
  }
  new ResizeObserver(report).observe(element)
  const shown = new WeakSet<Element>()
  const sizes = new ResizeObserver(report)
  new MutationObserver(() => {
    report()
    nameFrame()
    for (const dialog of openDialogs()) {
      if (shown.has(dialog)) continue
      shown.add(dialog)
      sizes.observe(dialog)
      requestAnimationFrame(() => {
        const box = dialog.getBoundingClientRect()
        post(stamp<FrameMessage>({ type: 'reveal', top: Math.max(0, box.top), height: box.height }))
      })
    }
    for (const dialog of [...(element.shadowRoot?.querySelectorAll('dialog:not([open])') ?? [])]) {
      shown.delete(dialog)
    }
  }).observe(element.shadowRoot as ShadowRoot, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['open'],
  })
}
