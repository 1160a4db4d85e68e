import { lazy, Suspense } from 'react'
import { useRuntime } from '../../platform/root-context.ts'
import { useStore } from '../../platform/use-store.ts'

const WinAlerts = lazy(async () => ({ default: (await import('./WinAlerts.tsx')).WinAlerts }))

/**
 * The win notifications offer, whose code and texts arrive with it: it shows only to a signed-in player on the
 * site, so a visitor's page never fetches it.
 */
export function LazyWinAlerts() {
  const { session, router } = useRuntime()
  const isSignedIn = useStore(session.$isSignedIn, { ssr: () => false })
  if (!isSignedIn || router.mode !== 'site') return null
  return (
    <Suspense fallback={null}>
      <WinAlerts />
    </Suspense>
  )
}
