import { LOTTERY_BET_PLACED } from '@shwe/contract'
import { bodyAndKey, envelope, PLAYER, type Reply, type Routes } from './utils.tsx'

/**
 * A lottery backend for a bet's confirmation: `GET /user` answers the player and counts the reads, and `bet`
 * ("POST /twod-bet", …) keeps what each bet carried and answers from `replies` in turn, then as placed.
 */
export function betBackend(bet: string, replies: (Reply | (() => Reply | Promise<Reply>))[] = []) {
  const sent: { body: unknown; key: string | null }[] = []
  let userCalls = 0
  const routes: Routes = {
    'GET /user': () => {
      userCalls += 1
      return { status: 200, body: envelope(PLAYER) }
    },
    [bet]: async (init) => {
      sent.push(bodyAndKey(init))
      const reply = replies[sent.length - 1] ?? { status: 200, body: envelope({ id: 1 }, LOTTERY_BET_PLACED) }
      return typeof reply === 'function' ? reply() : reply
    },
  }
  return { routes, sent, userCalls: () => userCalls }
}

/** A bet the server refuses with its message and data, as a 400. */
export const refusal = (message: string | null, data: unknown = ''): Reply => ({
  status: 400,
  body: { status: 'Request failed.', message, data },
})
