import { lazy, Suspense } from 'react'
import { useScreen } from '../platform/root-context.ts'
import { ProfileScreen } from './ProfileScreen.tsx'

// Play safe loads when a player opens it.
const LimitsScreen = lazy(async () => ({ default: (await import('./LimitsScreen.tsx')).LimitsScreen }))

export const ACCOUNT_SCREENS = ['profile', 'limits'] as const
export type AccountScreen = (typeof ACCOUNT_SCREENS)[number]

export interface AccountProps {
  /** The first screen; on the site the URL decides (`/information?tab=profile`). */
  screen?: AccountScreen
}

/** The player's account: profile and change password (`/information?tab=profile`), Play safe (`?tab=limits`). */
export function Account({ screen = 'profile' }: AccountProps) {
  const current = useScreen('account', screen, ACCOUNT_SCREENS)
  if (current.isElsewhere) return null
  switch (current.screen) {
    case 'profile':
      return <ProfileScreen />
    case 'limits':
      return (
        <Suspense fallback={null}>
          <LimitsScreen />
        </Suspense>
      )
  }
}
