/**
 * A signed-in player's first API answers, asked for by the page's head while its scripts load.
 *
 * The site's layout (site/layouts/RootLayout.astro) starts, for a browser that holds a token, the GET requests the
 * page's islands make first as a player (the profile, the play-safe figures, a page's own list) once the page has
 * first painted, with the headers the API client would send, and leaves them under `Symbol.for('shwe.early-requests')`: a map from the request's
 * address to its headers and the pending response. The site's API client fetches through `earlyFetch`, which
 * hands an island its early answer once, instead of asking again after hydration.
 *
 * An early answer is used only for the same address, token and language, once, and only while the page is young
 * (`EARLY_ANSWER_MS`); any other request than a GET drops every early answer not yet used (it may change them).
 * Whatever does not match is fetched as always.
 */

export const EARLY_REQUESTS = Symbol.for('shwe.early-requests')

/** How long after the page's start an early answer may stand in for a request (later, it is fetched afresh). */
export const EARLY_ANSWER_MS = 15_000

/** One early request, as the page's head leaves it. */
export interface EarlyRequest {
  /** The `Authorization` header it was sent with. */
  authorization: string
  /** The `Accept-Language` header it was sent with. */
  language: string
  /** Its response; null when it failed (the request is then made again). */
  response: Promise<Response | null>
}

type Headers = Record<string, string> | undefined

function registry(): Map<string, EarlyRequest> | undefined {
  const found = (globalThis as Record<symbol, unknown>)[EARLY_REQUESTS]
  return found instanceof Map ? (found as Map<string, EarlyRequest>) : undefined
}

/** `fetch`, answering a request the page's head already made from that request's response. */
export function earlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const early = takeEarly(input, init)
  if (early) return early.then((response) => response ?? globalThis.fetch(input, init))
  return globalThis.fetch(input, init)
}

function takeEarly(input: RequestInfo | URL, init?: RequestInit): Promise<Response | null> | undefined {
  const requests = registry()
  if (!requests || requests.size === 0 || typeof input !== 'string') return undefined
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') {
    requests.clear()
    return undefined
  }
  const request = requests.get(input)
  if (!request) return undefined
  requests.delete(input)
  const headers = init?.headers as Headers
  const isSame =
    request.authorization === headers?.Authorization && request.language === headers?.['Accept-Language']
  return isSame && performance.now() < EARLY_ANSWER_MS ? request.response : undefined
}
