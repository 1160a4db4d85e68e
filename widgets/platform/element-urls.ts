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
  const shweOrigins = [SCRIPT_ORIGIN]
  const api = elementUrl(element.getAttribute('api-base') || DEFAULT_API_BASE, 'api', { page, shweOrigins })
  if (api) shweOrigins.push(new URL(api).origin)
  return { page, shweOrigins }
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
  if (raw == null || raw === '') return undefined
  const url = elementUrl(String(raw), reach, urlContext(element))
  const key = `<${element.localName}> ${attribute}=${JSON.stringify(String(raw))}`
  if (url === null && !reported.has(key)) {
    reported.add(key)
    console.warn(`${key} ignored: not an address for ${reach}`)
  }
  return url ?? undefined
}

/** An element's URL attribute as it stands in the DOM, checked. */
export const urlAttribute = (element: Element, attribute: string, reach: UrlReach): string | undefined =>
  checkedUrl(element, attribute, reach, element.getAttribute(attribute))
