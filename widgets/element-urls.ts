import { type ElementUrlContext, elementUrl, type UrlReach } from '@shwe/ui'
import { DEFAULT_API_BASE } from './runtime.ts'

/** The origin the elements' code was loaded from: the Shwe site (this module is one of its chunks). */
const SCRIPT_ORIGIN = new URL(import.meta.url).origin

/** Refusals already reported, so a page that sets a bad address again and again logs it once. */
const reported = new Set<string>()

/**
 * What an element's URL-typed attributes are checked against: the page's address, and the origins the Shwe site
 * is known at from here (where the elements' code came from, and the element's API when its address is sound).
 */
export function urlContext(element: Element): ElementUrlContext {
  const page = element.ownerDocument.baseURI
  const base = { page, shweOrigins: [SCRIPT_ORIGIN] }
  const api = elementUrl(element.getAttribute('api-base') || DEFAULT_API_BASE, 'api', base)
  return { page, shweOrigins: api ? [SCRIPT_ORIGIN, api] : [SCRIPT_ORIGIN] }
}

/**
 * An element's address, as `elementUrl` allows it for `reach`; undefined (the widget's default) when it is
 * absent or refused. A refusal is logged once on the console, naming the element and the attribute.
 */
export function checkedUrl(
  element: Element,
  attribute: string,
  reach: UrlReach,
  raw: unknown,
): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined
  const url = typeof raw === 'string' ? elementUrl(raw, reach, urlContext(element)) : null
  if (url !== null) return url
  const key = `${element.localName} ${attribute} ${String(raw)}`
  if (!reported.has(key)) {
    reported.add(key)
    console.warn(
      `<${element.localName}> ignored ${attribute}=${JSON.stringify(String(raw))}: not an address it may use (${reach}).`,
    )
  }
  return undefined
}

/** An element's URL attribute as it stands in the DOM, checked. */
export const urlAttribute = (element: Element, attribute: string, reach: UrlReach): string | undefined =>
  checkedUrl(element, attribute, reach, element.getAttribute(attribute))
