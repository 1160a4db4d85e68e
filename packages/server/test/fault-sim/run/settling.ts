import { isDeepStrictEqual } from 'node:util'
import { recordResult, type SettleReport, settleDraw } from '../../../src/lottery/settle.ts'
import type { SimOp } from '../history/operations.ts'
import type { DrawRef } from '../model/calendar.ts'
import { enterResult } from '../model/operations.ts'
import type { SimRun } from './context.ts'
import { show } from './log.ts'
import { observe, type Reply, sameAnswer } from './replies.ts'

/**
 * The faults around a draw's result: entered once, entered again after a lost reply, entered with another
 * number, entered twice at once while a sweep settles too, or settled by a process that stops half-way.
 */

type ResultOp = Extract<SimOp, { kind: 'result' }>

const RESULT = { kind: 'result' as const }

/** The operator enters `number` for the draw; the reply must be what the model says. */
async function enterAndExpect(run: SimRun, draw: DrawRef, number: string) {
  const reply = await run.client.send(run.client.resultCall(draw, number))
  const step = enterResult(run.check.state, { draw, number })
  const seen = observe(RESULT, reply)
  if (!sameAnswer(step.answer, seen.answer))
    run.log.fail(`expected ${show(step.answer)}, the server answered ${reply.status} ${show(reply.body)}`)
  run.check.state = step.state
}

const lotteryDraw = (draw: DrawRef) => ({ game: draw.game, drawDate: draw.date, session: draw.session })

/** Two operators enter the result at once while a sweep settles the draw too: every line is paid once. */
async function settleConcurrently(run: SimRun, op: ResultOp) {
  const { draw } = op
  const db = run.server.current().handle.db
  const sweep = settleDraw(db, run.server.lottery[draw.game], lotteryDraw(draw), {
    now: run.clock.now(),
  }).catch((error: unknown) => {
    if (error instanceof Error && /no result/.test(error.message)) return null
    throw error
  })
  const call = run.client.resultCall(draw, op.number)
  const [a, b, swept] = await Promise.all([run.client.send(call), run.client.send(call), sweep])
  const step = enterResult(run.check.state, { draw, number: op.number })
  const totals = { lines: swept?.lines ?? 0, winners: swept?.winners ?? 0, paid: swept?.paidPya ?? 0n }
  for (const reply of [a, b] as Reply[]) {
    const answer = observe(RESULT, reply).answer
    if (!answer?.ok || !answer.settlement)
      return run.log.fail(`a result entered twice at once answered ${show([a, b])}`)
    totals.lines += answer.settlement.lines
    totals.winners += answer.settlement.winners
    totals.paid += answer.settlement.paid
  }
  if (!step.answer.ok || !isDeepStrictEqual(step.answer.settlement, totals))
    run.log.fail(`settling three times at once paid ${show(totals)}, the model says ${show(step.answer)}`)
  run.check.state = step.state
}

/** One process stores the result and stops after its first batch of two lines; a new one finishes. */
async function settleThroughCrash(run: SimRun, op: ResultOp) {
  const { draw } = op
  const db = run.server.current().handle.db
  const rules = run.server.lottery[draw.game]
  const at = run.clock.now()
  const stored = await recordResult(db, rules, lotteryDraw(draw), { number: op.number, source: 'admin' }, at)
  if (stored.status !== 'created') run.log.fail(`storing the result answered ${stored.status}`)
  const crash = new Error('the settling process stopped')
  const partial: Promise<SettleReport | Error> = settleDraw(db, rules, lotteryDraw(draw), {
    now: run.clock.now(),
    batchSize: 2,
    afterBatch: () => {
      throw crash
    },
  }).catch((error: unknown) => error as Error)
  const outcome = await partial
  if (outcome instanceof Error && outcome !== crash) throw outcome
  await run.server.restart()
  run.check.state = enterResult(run.check.state, { draw, number: op.number }).state
  // Entering it again afterwards finds it settled.
  await enterAndExpect(run, draw, op.number)
}

export async function runResult(run: SimRun, op: ResultOp) {
  const { draw } = op
  run.log.count('faults', `settle-${op.settling}`)
  switch (op.settling) {
    case 'once':
      await enterAndExpect(run, draw, op.number)
      break
    case 'dropped':
      await enterAndExpect(run, draw, op.number)
      await enterAndExpect(run, draw, op.number)
      break
    case 'conflict': {
      await enterAndExpect(run, draw, op.number)
      const other = String((Number(op.number) + 1) % (draw.game === '2d' ? 100 : 1000)).padStart(
        op.number.length,
        '0',
      )
      await enterAndExpect(run, draw, other)
      break
    }
    case 'concurrent':
      await settleConcurrently(run, op)
      break
    case 'crash':
      await settleThroughCrash(run, op)
      break
  }
  await run.database.verifyDraw(draw)
}
