import type { Clock } from '@shwe/domain'
import type { MoneyRequest, SimRequest } from '../history/operations.ts'
import {
  decideDeposit,
  decideWithdrawal,
  exchange,
  placeSlip,
  playDigit,
  register,
  requestDeposit,
  requestWithdrawal,
} from '../model/operations.ts'
import { someOrder, withKey } from '../model/requests.ts'
import { REFUSAL_STATUS, type Step, type WalletState } from '../model/state.ts'
import type { SimClient } from './client.ts'
import { type RunLog, show } from './log.ts'
import { fingerprint, type Observed, observe, type Reply, sameAnswer, unanswered } from './replies.ts'

/**
 * Every reply held against the model as it arrives: the model says what the server must answer and what the
 * wallet becomes, and the run keeps the model's state for the next request and the database checks.
 */

export interface ModelCheck {
  /** The wallet as the model has it after every answer so far. */
  state: WalletState
  /** One answered request, in order: the server must answer what the model says. */
  expectAnswer(request: SimRequest, reply: Reply): Promise<void>
  /**
   * The answer to a retry after an attempt whose outcome the client never learnt. Either that attempt did
   * nothing and the retry did the work, or it did the work and the retry is a repeat: the same answer for
   * a keyed request, "already decided" or "phone taken" for the others. Either way it counts once.
   */
  expectAfterLostAttempt(request: SimRequest, reply: Reply): Promise<void>
  /** Requests sent at once: some order of them must explain every answer. */
  expectSomeOrder(requests: readonly MoneyRequest[], replies: readonly Reply[]): Promise<void>
}

/** The model's step for a request, given what the server alone decided (a slip's id, a digit roll). */
function modelStep(from: WalletState, request: SimRequest, seen: Observed, at: Date): Step {
  switch (request.kind) {
    case 'register':
      return register(from, request.player)
    case 'decide':
      return request.request === 'deposit' ? decideDeposit(from, request) : decideWithdrawal(from, request)
    default: {
      const key = { player: request.player, key: request.key, fingerprint: fingerprint(request) }
      return withKey(from, key, (s) => moneyStep(s, request, seen, at))
    }
  }
}

function moneyStep(s: WalletState, request: MoneyRequest, seen: Observed, at: Date): Step {
  switch (request.kind) {
    case 'exchange':
      return exchange(s, { ...request, amount: BigInt(request.pya) })
    case 'deposit':
      return requestDeposit(s, { ...request, amount: BigInt(request.pya) })
    case 'withdraw':
      return requestWithdrawal(s, { ...request, amount: BigInt(request.pya) })
    case 'slip': {
      const lines = request.lines.map((line) => ({ number: line.num, amount: BigInt(line.pya) }))
      return placeSlip(s, { game: request.game, player: request.player, lines, at }, seen.slipId ?? -1)
    }
    case 'digit':
      return playDigit(s, { ...request, betAmount: BigInt(request.pya) }, seen.rolled ?? -1)
  }
}

/** The kind a request is counted under in the report. */
const tallyKind = (request: SimRequest) =>
  request.kind === 'slip'
    ? request.game
    : request.kind === 'exchange'
      ? `exchange-${request.direction}`
      : request.kind

export function createModelCheck(run: {
  state: WalletState
  clock: Clock
  client: SimClient
  log: RunLog
}): ModelCheck {
  const { clock, client, log } = run
  const apply = (from: WalletState, request: SimRequest, seen: Observed) =>
    modelStep(from, request, seen, clock.now())

  const tally = (request: SimRequest, seen: Observed) => {
    const { answer } = seen
    if (answer && !answer.ok) log.count('refusals', `${tallyKind(request)} ${answer.refusal}`)
    else if (answer?.ok) log.count('accepted', tallyKind(request))
  }

  const check: ModelCheck = {
    state: run.state,

    expectAnswer: async (request, reply) => {
      if (unanswered(reply)) log.fail(`no answer to ${request.kind}: ${show(reply)}`)
      const seen = observe(request, reply)
      if (
        seen.rolled !== undefined &&
        !(Number.isInteger(seen.rolled) && seen.rolled >= 0 && seen.rolled <= 9)
      )
        log.fail(`the digit game rolled ${seen.rolled}, not a digit`)
      const step = apply(check.state, request, seen)
      if (!sameAnswer(step.answer, seen.answer)) {
        log.fail(`expected ${show(step.answer)}, the server answered ${reply.status} ${show(reply.body)}`)
      }
      if (seen.answer && !seen.answer.ok && REFUSAL_STATUS[seen.answer.refusal] !== reply.status) {
        const { refusal } = seen.answer
        log.fail(`a ${refusal} refusal must be ${REFUSAL_STATUS[refusal]}, got ${reply.status}`)
      }
      tally(request, seen)
      check.state = step.state
      await client.learn(request, reply)
    },

    expectAfterLostAttempt: async (request, reply) => {
      const seen = observe(request, reply)
      const once = apply(check.state, request, seen)
      const twice = apply(once.state, request, seen)
      const match = [once, twice].find((step) => sameAnswer(step.answer, seen.answer))
      if (!match) {
        return log.fail(
          `after a lost attempt expected ${show(once.answer)} or ${show(twice.answer)}, ` +
            `the server answered ${reply.status} ${show(reply.body)}`,
        )
      }
      tally(request, seen)
      check.state = match.state
      await client.learn(request, reply)
    },

    expectSomeOrder: async (requests, replies) => {
      const items = requests.map((request, i) => {
        const reply = replies[i] as Reply
        if (unanswered(reply)) log.fail(`no answer to ${request.kind} in a race: ${show(reply)}`)
        return { request, reply, seen: observe(request, reply) }
      })
      const next = someOrder(
        check.state,
        items,
        (s, item) => apply(s, item.request, item.seen),
        (item, answer) => sameAnswer(answer, item.seen.answer),
      )
      if (!next) {
        const player = requests[0]?.player ?? -1
        return log.fail(
          `no order of these requests explains the answers ${show(items.map((i) => [i.reply.status, i.reply.body]))}` +
            ` (player ${player} had ${show(check.state.players[player])})`,
        )
      }
      check.state = next
      for (const item of items) {
        tally(item.request, item.seen)
        await client.learn(item.request, item.reply)
      }
    },
  }
  return check
}
