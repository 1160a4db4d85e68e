import { isDeepStrictEqual } from 'node:util'
import { type CutFault, isCut, type SimOp, type SimRequest } from '../history/operations.ts'
import { CUT_RULES } from './backend.ts'
import type { Call } from './client.ts'
import type { SimRun } from './context.ts'
import { show } from './log.ts'
import { type Reply, unanswered } from './replies.ts'

/**
 * The faults around requests: replies lost and the request sent again, the same request sent three times at
 * once, a database connection cut at a point of the request's transaction (PostgreSQL), a player's requests
 * racing each other, and the server stopped with requests in flight.
 */

/** A lost reply (sent twice, one after the other) or a burst (three at once), all with the same key. */
async function runRepeated(run: SimRun, request: SimRequest, call: Call, fault: 'drop' | 'burst') {
  const { client, log } = run
  log.count('faults', fault)
  const replies =
    fault === 'drop'
      ? [await client.send(call), await client.send(call)]
      : await Promise.all([client.send(call), client.send(call), client.send(call)])
  const keyed = 'key' in request && request.key !== undefined
  for (const reply of replies) {
    if (keyed && !isDeepStrictEqual(reply, replies[0]))
      log.fail(`a repeat with the same key answered ${show(reply)}, the first ${show(replies[0])}`)
    await run.check.expectAnswer(request, reply)
  }
}

/** A request whose connection is cut where the fault says; it is sent again until answered. */
async function runCut(run: SimRun, request: SimRequest, call: Call, fault: CutFault) {
  const { backend, client, log } = run
  const cuts = backend.cuts
  if (!cuts) return run.check.expectAnswer(request, await client.send(call))
  cuts.arm(CUT_RULES[fault])
  const first = await client.send(call)
  // The rule found no statement to cut: the request ran as any other.
  if (!cuts.disarm()) return run.check.expectAnswer(request, first)
  log.count('faults', fault)
  if (!unanswered(first))
    log.fail(`the connection was cut (${fault}) but the request answered ${show(first)}`)
  await run.server.supervise()
  await run.check.expectAfterLostAttempt(request, await client.retryUntilAnswered(request))
}

export async function runRequest(run: SimRun, op: Extract<SimOp, { kind: 'request' }>) {
  const { request, fault } = op
  const call = run.client.callOf(request)
  if (fault === 'drop' || fault === 'burst') return runRepeated(run, request, call, fault)
  if (isCut(fault)) return runCut(run, request, call, fault)
  await run.check.expectAnswer(request, await run.client.send(call))
}

export async function runRace(run: SimRun, op: Extract<SimOp, { kind: 'race' }>) {
  run.log.count('faults', 'race')
  const replies = await Promise.all(op.requests.map((request) => run.client.send(run.client.callOf(request))))
  await run.check.expectSomeOrder(op.requests, replies)
}

export async function runRestart(run: SimRun, op: Extract<SimOp, { kind: 'restart' }>) {
  const { client, log } = run
  log.count('faults', op.inFlight.length > 0 ? 'restart-in-flight' : 'restart')
  const pending = op.inFlight.map((request) => client.send(client.callOf(request)))
  // Let the requests reach the database before it stops under them.
  await new Promise((done) => setTimeout(done, 2))
  const replies = await run.server.restart(pending)
  // These requests touch different players and numbers, so their order does not matter.
  for (const [i, request] of op.inFlight.entries()) {
    const reply = replies[i] as Reply
    if (unanswered(reply)) {
      log.count('faults', 'lost-in-restart')
      await run.check.expectAfterLostAttempt(request, await client.retryUntilAnswered(request))
    } else await run.check.expectAnswer(request, reply)
  }
  await run.database.compareAll('after a restart')
}
