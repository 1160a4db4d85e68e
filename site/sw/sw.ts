/**
 * The site's service worker, served at `/sw.js` with the site as its scope (registered by RootLayout on the
 * site's own pages only: never by the `/embed/*` frames nor by the widgets on partner pages).
 *
 * - Precaches the shell: the offline page, the site's scripts, styles and Burmese font files, the icons and
 *   the manifest. The list is written in when the site is built (`self.__WB_MANIFEST`); files whose names
 *   carry a content hash are kept until the list drops them, the others by their content's revision.
 * - Pages always come from the network, so a player never sees stale balances or results. When the network is
 *   gone, a page navigation gets the offline page instead, in the player's language.
 * - Nothing under `/api/` is routed at all: balances, bets and results must be live or fail visibly, so API
 *   calls go straight to the network and are never answered from a cache. `/widgets/`, `/examples/` and the
 *   `/embed/` frames are left alone too.
 * - Shows the win notifications the server pushes, and opens the page they point to when tapped.
 */
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing'
import { NetworkOnly } from 'workbox-strategies'
import { noticeTarget, OFFLINE_URL, parseNotice, UNTOUCHED_PATHS } from './rules.ts'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] }

const ICON = '/icons/icon-192.png'
const BADGE = '/icons/badge-96.png'

self.addEventListener('install', () => {
  // A new version takes over at once: pages are always fetched fresh, so nothing depends on the old one.
  void self.skipWaiting()
})
clientsClaim()

self.addEventListener('activate', (event) => {
  // The page request starts while the worker wakes up, instead of after it.
  event.waitUntil(self.registration.navigationPreload?.enable() ?? Promise.resolve())
})

cleanupOutdatedCaches()
precacheAndRoute(self.__WB_MANIFEST)

registerRoute(new NavigationRoute(new NetworkOnly(), { denylist: [UNTOUCHED_PATHS] }))

setCatchHandler(async ({ request }) => {
  if (request.mode === 'navigate') {
    const offline = await matchPrecache(OFFLINE_URL)
    if (offline) return offline
  }
  return Response.error()
})

self.addEventListener('push', (event) => {
  let data: unknown
  try {
    data = event.data?.json()
  } catch {
    return
  }
  const notice = parseNotice(data)
  if (!notice) return
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: notice.body,
      tag: notice.tag,
      icon: ICON,
      badge: BADGE,
      data: { url: notice.url },
    }),
  )
})

/** A top-level window of the site itself (not an `/embed/` frame, not an example page). */
function isSiteWindow(client: WindowClient): boolean {
  if (client.frameType !== 'top-level') return false
  return !UNTOUCHED_PATHS.test(new URL(client.url).pathname)
}

async function openOnSite(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.filter(isSiteWindow)
  const client = open.find((candidate) => candidate.focused) ?? open[0]
  if (client) {
    try {
      const focused = await client.focus()
      if (focused.url !== url) await focused.navigate(url)
      return
    } catch {
      // A window this worker does not control cannot be navigated: open a new one instead.
    }
  }
  await self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data: unknown = event.notification.data
  const raw = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined
  event.waitUntil(openOnSite(noticeTarget(raw, self.location.origin)))
})
