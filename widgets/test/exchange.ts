import { bodyAndKey, envelope, PLAYER, type Reply, type Routes } from './utils.tsx'

/** A player with 20,000 Ks in the main balance and 5,000 Ks to bet, as the exchange server starts. */
export const EXCHANGE_PLAYER = { ...PLAYER, main_balance: '20000.00' }

/**
 * A server that moves money between the player's two balances, as the real one does, and keeps what each move
 * carried; `reply` may answer a move its own way, and then nothing moves.
 */
export function exchangeServer(reply?: (path: string) => Reply | undefined) {
  const balances = { main: 20000, game: 5000 }
  const sent: { path: string; body: unknown; key: string | null }[] = []
  const move =
    (path: string, from: 'main' | 'game', to: 'main' | 'game') =>
    (init: RequestInit): Reply => {
      const { body, key } = bodyAndKey<{ amount: string }>(init)
      sent.push({ path, body, key })
      const special = reply?.(path)
      if (special) return special
      balances[from] -= Number(body.amount)
      balances[to] += Number(body.amount)
      return { status: 200, body: envelope('', 'Request was successful.') }
    }
  const routes: Routes = {
    'GET /user': () => ({
      status: 200,
      body: envelope({
        ...EXCHANGE_PLAYER,
        main_balance: balances.main.toFixed(2),
        balance: balances.game.toFixed(2),
      }),
    }),
    'POST /exchange-main-to-game': move('/exchange-main-to-game', 'main', 'game'),
    'POST /exchange-game-to-main': move('/exchange-game-to-main', 'game', 'main'),
  }
  return { routes, sent, balances }
}
