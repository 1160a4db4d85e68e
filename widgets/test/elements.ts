import { afterEach, vi } from 'vitest'

/** After each test of the file: the real `fetch` back, and no element left on the page. */
export function removeElementsAfterEach() {
  afterEach(() => {
    vi.unstubAllGlobals()
    document.body.innerHTML = ''
  })
}

/** What the API answers a visitor's call that needs a session. */
export const unauthenticated = () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })

/**
 * Puts `<tag>` on the page with its API on a partner's host and the given attributes. An element whose API is
 * on another origin runs in a frame unless it is asked for `mode: 'page'`.
 */
export function placeElement(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag)
  element.setAttribute('api-base', 'https://games.example/api')
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
  document.body.append(element)
  return element
}
