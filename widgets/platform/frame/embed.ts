import { HTML_LANG, LANGUAGES, type Language, loadTexts, registerTexts } from '@shwe/i18n'
import en from '@shwe/i18n/locales/en/embed.json' with { type: 'json' }
import { type AreaName, ROUTES } from '@shwe/session/routes'
import type { ElementDef } from '../element-def.ts'
import { configureRuntime, getRuntime } from '../runtime.ts'
import { type FrameMessage, pageMessage, stamp } from './protocol.ts'

/**
 * Frame mode, on the Shwe side: the `/embed/<name>` page loads this module and the element's bundle. When the page
 * is framed by the origin named in `?origin=` (checked against the browser's own record of who frames it), it
 * shows the one element, in page mode, with the attributes the element marks embeddable taken from the query,
 * and tells that page its height, dialogs, links to other areas, language, sign-in state and a fixed title per
 * screen; it follows the language the page sends. Opened any other way (a link, a frame of another origin) it
 * shows only a short notice: a crafted address cannot make it render anything. The player's session lives here,
 * on the Shwe origin (partitioned per partner site by the browser); no message ever carries a name, a phone
 * number, a balance or any other text read from the page.
 */

const EMBED = registerTexts('embed', en)

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

const { session, i18n, router } = getRuntime()
const lang = params.get('lang')
if (lang && (LANGUAGES as readonly string[]).includes(lang)) session.setLanguage(lang as Language)
/** The page's `lang`, as the site writes it (Burmese is `my`). */
const showLanguage = (value: Language) => {
  document.documentElement.lang = HTML_LANG[value]
}
showLanguage(session.$lang.get())

/** This page's texts in the session's language, once loaded (English until then). */
async function texts() {
  const language = session.$lang.get()
  await loadTexts(i18n, language, [EMBED]).catch(() => undefined)
  return i18n.getFixedT(language, EMBED)
}

if (tag && parentOrigin) {
  customElements.whenDefined(tag).then((defined) => {
    // The element's definition (widgets/elements.ts), as the element class carries it.
    const element = (defined as unknown as { definition: ElementDef }).definition
    const widget = document.createElement(tag)
    // Only what cannot lead anywhere comes from the query: a screen, a flag, a date; never an address.
    for (const [attribute, def] of Object.entries(element.attributes)) {
      const value = params.get(attribute)
      if (value && def.embeddable) widget.setAttribute(attribute, value)
    }
    widget.setAttribute('mode', 'page')
    widget.setAttribute('site-base', `${location.origin}/`)
    document.getElementById('embed')?.append(widget)
    watch(widget, name as AreaName, element)
  })
} else {
  void showNotice()
}

/** A page opened on its own, or framed by a page that is not the one it was given: a notice and a way to the site. */
async function showNotice(): Promise<void> {
  const t = await texts()
  const heading = document.createElement('h1')
  heading.textContent = t('notice.title')
  const body = document.createElement('p')
  body.textContent = t('notice.body')
  const link = document.createElement('a')
  link.href = '/'
  link.textContent = t('notice.open')
  const notice = document.createElement('section')
  notice.className = 'notice'
  notice.append(heading, body, link)
  document.getElementById('embed')?.replaceChildren(notice)
  document.title = t('notice.title')
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

/** The screen an area shows in this frame: where it moved to, else the one it was given, else its first. */
function screenOf(widget: HTMLElement, area: AreaName, element: ElementDef): string | undefined {
  return (
    router.routeOf(area).get()?.screen ??
    widget.getAttribute('screen') ??
    element.firstScreen ??
    ROUTES.find((route) => route.area === area)?.screen
  )
}

/** Reports the element's height, every dialog it opens, and its screen's fixed title to the framing page. */
function watch(widget: HTMLElement, area: AreaName, element: ElementDef): void {
  // The frame's name for assistive technology: the screen's title from the texts, in the player's language.
  let named = ''
  const nameFrame = async () => {
    const t = await texts()
    const screen = screenOf(widget, area, element)
    const screens: Record<string, Record<string, string> | undefined> = en.frame.screens
    const title =
      screen && screens[area]?.[screen] !== undefined
        ? t('frame.title', { screen: t(`frame.screens.${area}.${screen}` as never) })
        : t('frame.default')
    document.title = title
    if (title === named) return
    named = title
    post(stamp<FrameMessage>({ type: 'title', title }))
  }
  void nameFrame()
  router.routeOf(area).listen(() => void nameFrame())
  session.$lang.listen(() => void nameFrame())
  session.$isSignedIn.subscribe((signedIn) => post(stamp<FrameMessage>({ type: 'auth', signedIn })))

  let reported = -1
  // While a dialog is open the frame does not shrink below this: a dialog sized by the frame (a full-height
  // drawer) would otherwise grow and shrink with it, each height asking for the next.
  let held = 0
  const openDialogs = () => [...(widget.shadowRoot?.querySelectorAll('dialog[open]') ?? [])]
  const report = () => {
    const dialogs = openDialogs()
    if (dialogs.length === 0) held = 0
    // A modal dialog is outside the flow: when it does not fit the frame, the frame grows to hold it.
    for (const dialog of dialogs) {
      if (dialog.scrollHeight > innerHeight) held = Math.max(held, dialog.scrollHeight + 48)
    }
    const height = Math.ceil(Math.max(widget.getBoundingClientRect().height, held))
    if (height === reported) return
    reported = height
    post(stamp<FrameMessage>({ type: 'height', height }))
  }
  new ResizeObserver(report).observe(widget)
  const shown = new WeakSet<Element>()
  const sizes = new ResizeObserver(report)
  new MutationObserver(() => {
    report()
    for (const dialog of openDialogs()) {
      if (shown.has(dialog)) continue
      shown.add(dialog)
      sizes.observe(dialog)
      requestAnimationFrame(() => {
        const box = dialog.getBoundingClientRect()
        post(stamp<FrameMessage>({ type: 'reveal', top: Math.max(0, box.top), height: box.height }))
      })
    }
    for (const dialog of [...(widget.shadowRoot?.querySelectorAll('dialog:not([open])') ?? [])]) {
      shown.delete(dialog)
    }
  }).observe(widget.shadowRoot as ShadowRoot, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['open'],
  })
}
