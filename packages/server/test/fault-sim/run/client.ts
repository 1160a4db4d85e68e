import { type MoneyRequest, phoneOf, type SimRequest } from '../history/operations.ts'
import type { DrawRef } from '../model/calendar.ts'
import { MISSING_ID, PASSWORD, REFERRAL_CODE } from './config.ts'
import { type RunLog, show } from './log.ts'
import { kyatOf, type Reply, unanswered } from './replies.ts'
import type { SimServer } from './server.ts'

/**
 * The client side of a run: players and the operator calling the HTTP API as the widgets and the admin CLI do,
 * sending again what got no answer, and keeping what answers create (sign-ins, request ids).
 */

/** One HTTP call: a POST to `path` under `/api`. */
export interface Call {
  path: string
  body: unknown
  headers: Record<string, string>
  token?: string
}

/** What the run's agent has: the receiving accounts deposits name, and the payment types withdrawals name. */
export interface Fixtures {
  accountIds: number[]
  paymentTypeIds: number[]
}

export interface SimClient {
  /** Each registered player's user id and sign-in, by player number. */
  readonly players: readonly ({ userId: number; token: string } | undefined)[]
  /** The server's id of each deposit and withdrawal request, by the history's reference. */
  readonly requestIds: { deposit: Map<string, number>; withdrawal: Map<string, number> }
  /** The last operation that touched each player, for failure messages. */
  readonly lastOpOf: ReadonlyMap<number, number>
  callOf(request: SimRequest): Call
  /** The operator entering a draw's result. */
  resultCall(draw: DrawRef, number: string): Call
  /** Sends one call; a thrown error (a dead connection, a stopped database) is a reply of status 0. */
  send(call: Call): Promise<Reply>
  /** Sends until answered; each unanswered attempt may or may not have taken effect. */
  retryUntilAnswered(request: SimRequest): Promise<Reply>
  /** Learns what an answered request created: a player's sign-in, a request's id. */
  learn(request: SimRequest, reply: Reply): Promise<void>
}

/** Where a player's money request goes and what it sends. */
function moneyCall(request: MoneyRequest, fixtures: Fixtures): { path: string; body: unknown } {
  switch (request.kind) {
    case 'exchange':
      return {
        path: request.direction === 'in' ? '/exchange-main-to-game' : '/exchange-game-to-main',
        body: { amount: kyatOf(request.pya) },
      }
    case 'deposit':
      return {
        path: '/depositfinicial',
        body: {
          agent_payment_type_id: fixtures.accountIds[request.account % fixtures.accountIds.length],
          amount: kyatOf(request.pya),
          refrence_no: String(100_000 + request.player),
        },
      }
    case 'withdraw':
      return {
        path: '/withdrawfinicial',
        body: {
          payment_type_id: fixtures.paymentTypeIds[0],
          account_name: `Player ${request.player}`,
          account_number: phoneOf(request.player),
          amount: kyatOf(request.pya),
          password: PASSWORD,
        },
      }
    case 'slip':
      return {
        path: request.game === '2d' ? '/twod-bet' : '/threed-bet',
        body: {
          totalAmount: kyatOf(request.lines.reduce((sum, line) => sum + line.pya, 0)),
          amounts: request.lines.map((line) => ({
            num: line.num,
            amount: kyatOf(line.pya),
            ...(line.permutation ? { is_permutation: true } : {}),
          })),
        },
      }
    case 'digit':
      return {
        path: '/digitbet',
        body: {
          bet_type: request.betType,
          ...(request.digit === null ? {} : { digit: request.digit }),
          bet_amount: kyatOf(request.pya),
          multiplier: request.multiplier,
        },
      }
  }
}

export function createSimClient(run: {
  server: SimServer
  log: RunLog
  fixtures: Fixtures
  adminToken: string
}): SimClient {
  const { server, log, fixtures, adminToken } = run
  const players: ({ userId: number; token: string } | undefined)[] = []
  const requestIds = { deposit: new Map<string, number>(), withdrawal: new Map<string, number>() }
  const lastOpOf = new Map<number, number>()

  const callOf = (request: SimRequest): Call => {
    const headers: Record<string, string> = {}
    if ('key' in request && request.key !== undefined) headers['Idempotency-Key'] = request.key
    if (request.kind === 'register') {
      const body = {
        name: `Player ${request.player}`,
        phone: phoneOf(request.player),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        referral_code: REFERRAL_CODE,
      }
      return { path: '/register', body, headers }
    }
    if (request.kind === 'decide') {
      const id = requestIds[request.request].get(request.ref) ?? MISSING_ID
      const kind = request.request === 'deposit' ? 'deposits' : 'withdrawals'
      return { path: `/admin/${kind}/${id}/${request.decision}`, body: {}, headers, token: adminToken }
    }
    const token = players[request.player]?.token
    if (!token) return log.fail(`player ${request.player} has no token`)
    return { ...moneyCall(request, fixtures), headers, token }
  }

  const resultCall = (draw: DrawRef, number: string): Call => ({
    path: draw.game === '2d' ? '/admin/2d/result' : '/admin/3d/result',
    body:
      draw.game === '2d'
        ? { date: draw.date, session: draw.session, twod: number }
        : { date: draw.date, number },
    headers: {},
    token: adminToken,
  })

  const send = async (call: Call): Promise<Reply> => {
    log.report.requests++
    try {
      const reply = await server.current().client.request('POST', call.path, {
        body: call.body,
        headers: call.headers,
        ...(call.token ? { token: call.token } : {}),
      })
      return { status: reply.status, body: reply.body }
    } catch (error) {
      return { status: 0, body: String(error) }
    }
  }

  const retryUntilAnswered = async (request: SimRequest): Promise<Reply> => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const reply = await send(callOf(request))
      if (!unanswered(reply)) return reply
      await server.supervise()
    }
    return log.fail(`${request.kind} still has no answer after retries`)
  }

  /** The first attempt registered the player, but its reply was lost: sign in by phone. */
  const signIn = async (player: number) => {
    const login = await send({
      path: '/login',
      body: { user_name: phoneOf(player), password: PASSWORD },
      headers: {},
    })
    if (login.status !== 200) log.fail(`player ${player} cannot sign in: ${show(login)}`)
    return { userId: login.body.data.user.id, token: login.body.data.token }
  }

  const learn = async (request: SimRequest, reply: Reply) => {
    if ('player' in request) lastOpOf.set(request.player, log.current?.index ?? -1)
    if (request.kind === 'register' && !players[request.player]) {
      players[request.player] =
        reply.status === 200
          ? { userId: reply.body.data.user.id, token: reply.body.data.token }
          : await signIn(request.player)
    }
    if ((request.kind === 'deposit' || request.kind === 'withdraw') && reply.status === 200) {
      const ids = requestIds[request.kind === 'deposit' ? 'deposit' : 'withdrawal']
      const id = Number(reply.body.data.id)
      const known = ids.get(request.ref)
      if (known !== undefined && known !== id) log.fail(`${request.ref} got a second id: ${known} and ${id}`)
      ids.set(request.ref, id)
    }
  }

  return { players, requestIds, lastOpOf, callOf, resultCall, send, retryUntilAnswered, learn }
}
