import { lazy, Suspense } from 'react'

const WinAlerts = lazy(async () => ({ default: (await import('./WinAlerts.tsx')).WinAlerts }))

/** The win notifications offer, whose code and texts arrive with it (it shows to signed-in players on the site). */
export function LazyWinAlerts() {
  return (
    <Suspense fallback={null}>
      <WinAlerts />
    </Suspense>
  )
}
