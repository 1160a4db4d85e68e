import { AreaScreens } from '../platform/AreaScreens.tsx'
import { ProfileScreen } from './ProfileScreen.tsx'
import { ACCOUNT_AREA, type AccountScreen } from './screens.ts'

export interface AccountProps {
  /** The first screen; on the site the URL decides (`/information?tab=profile`, `?tab=limits`). */
  screen?: AccountScreen
}

const EAGER = { profile: ProfileScreen }

/** The player's account: profile and change password (`/information?tab=profile`), Play safe (`?tab=limits`). */
export function Account({ screen = 'profile' }: AccountProps) {
  return <AreaScreens screens={ACCOUNT_AREA} screen={screen} eager={EAGER} />
}
