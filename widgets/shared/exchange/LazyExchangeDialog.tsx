import { lazy, Suspense } from 'react'
import type { ExchangeDialogProps } from './ExchangeDialog.tsx'

const ExchangeDialog = lazy(async () => ({ default: (await import('./ExchangeDialog.tsx')).ExchangeDialog }))

/**
 * The Exchange Balance dialog, whose code arrives when a player first opens it: the top bar, the profile and the
 * wallet card mount it only while it is open, so pages that never exchange never load it.
 */
export function LazyExchangeDialog(props: ExchangeDialogProps) {
  return (
    <Suspense fallback={null}>
      <ExchangeDialog {...props} />
    </Suspense>
  )
}
