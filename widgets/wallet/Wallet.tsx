import { useScreen } from '../WidgetRoot.tsx'
import { LogsScreen } from './LogsScreen.tsx'

export const WALLET_SCREENS = ['logs'] as const
export type WalletScreen = (typeof WALLET_SCREENS)[number]

export interface WalletProps {
  /** The first screen; on the site the URL decides (`/information?tab=logs&type=…`). */
  screen?: WalletScreen
}

/** The player's wallet: the deposit, withdraw and game logs (`/information?tab=logs`). */
export function Wallet({ screen = 'logs' }: WalletProps) {
  const current = useScreen('wallet', screen, WALLET_SCREENS)
  if (current.isElsewhere) return null
  const query = current.match?.screen === current.screen ? current.match.query : null
  switch (current.screen) {
    case 'logs':
      return <LogsScreen query={query} />
  }
}
