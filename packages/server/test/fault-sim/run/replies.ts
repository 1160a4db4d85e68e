import { isDeepStrictEqual } from 'node:util'
import type { MoneyRequest, SimRequest } from '../history/operations.ts'
import { type DrawRef, drawKey } from '../model/calendar.ts'
import { type Answer, KYAT, type Refusal } from '../model/state.ts'

/** The server's replies read in the model's terms, and compared with the answers the model expects. */

export interface Reply {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: replies are read field by field.
  body: any
}

/** A reply that tells the client nothing: the server failed, or the connection did. */
export const unanswered = (reply: Reply) => reply.status === 0 || reply.status >= 500

/** Decimal kyat as the API writes it ("1234.50", or a JSON number for the digit game) → pya. */
export function pyaOf(value: unknown): bigint {
  const text = String(value)
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text)
  if (!match) throw new Error(`not an amount: ${text}`)
  return BigInt(match[1] ?? '0') * KYAT + BigInt((match[2] ?? '').padEnd(2, '0'))
}

export const kyatOf = (pya: number) => pya / 100

export interface Observed {
  answer: Answer | null
  /** An accepted slip's id, a played digit round's roll. */
  slipId?: number
  rolled?: number
}

type Asked = SimRequest | { kind: 'result' }

/** What a reply says, in the model's terms; `answer` is null when the reply fits no rule at all. */
export function observe(request: Asked, reply: Reply): Observed {
  if (reply.status === 200) return accepted(request, reply.body)
  const refusal = refusalOf(request, reply)
  if (!refusal) return { answer: null }
  const [reason, detail] = refusal
  return {
    answer: detail === undefined ? { ok: false, refusal: reason } : { ok: false, refusal: reason, detail },
  }
}

// biome-ignore lint/suspicious/noExplicitAny: replies are read field by field.
function accepted(request: Asked, body: any): Observed {
  if (request.kind === 'slip') {
    const data = body.data
    const draw: DrawRef =
      request.game === '2d'
        ? { game: '2d', date: data.game_date, session: data.session }
        : { game: '3d', date: data.draw_session, session: 'draw' }
    return { answer: { ok: true, draw, game: pyaOf(data.after_balance) }, slipId: Number(data.id) }
  }
  if (request.kind === 'digit') {
    const [latest] = body.data.history
    return {
      answer: { ok: true, game: pyaOf(body.data.balance), win: pyaOf(latest.win_amount) },
      rolled: latest.rolledNumber,
    }
  }
  if (request.kind === 'result') {
    const settlement = body.data.settlement
    return {
      answer: {
        ok: true,
        settlement: { lines: settlement.lines, winners: settlement.winners, paid: pyaOf(settlement.paid) },
      },
    }
  }
  return { answer: { ok: true } }
}

/** The refusal a reply other than 200 stands for, with its detail; null when it stands for none. */
function refusalOf(request: Asked, { status, body }: Reply): [Refusal, string?] | null {
  const message = String(body?.message ?? '')
  if (status === 400) {
    if (body?.data === 'Betting Closed') return ['closed']
    if (Array.isArray(body?.data)) return ['over-limit', [...body.data].sort().join(',')]
    if (body?.data === 'Insufficient Funds' || /enough balance|insufficient balance/i.test(message))
      return ['insufficient']
  }
  if (status === 404) return ['not-found']
  if (status === 409) {
    if (request.kind === 'decide') return ['decided', /approved/.test(message) ? 'approved' : 'rejected']
    if (request.kind === 'result') return ['conflict', String(body?.data?.twod ?? body?.data?.number)]
  }
  if (status === 422) {
    const errors = body?.errors ?? {}
    if (errors['Idempotency-Key']) return ['key-reused']
    if (errors.phone) return ['phone-taken']
    if (/float/.test(message)) return ['float-too-low']
    return ['invalid']
  }
  return null
}

export function sameAnswer(expected: Answer, observed: Answer | null): boolean {
  if (!observed || expected.ok !== observed.ok) return false
  if (!expected.ok || !observed.ok) {
    if (expected.ok || observed.ok) return false
    if (expected.also !== undefined && observed.refusal === expected.also) return true
    return (
      expected.refusal === observed.refusal &&
      (expected.detail === undefined || expected.detail === observed.detail)
    )
  }
  if (expected.draw && drawKey(expected.draw) !== (observed.draw && drawKey(observed.draw))) return false
  if (expected.game !== undefined && expected.game !== observed.game) return false
  if (expected.win !== undefined && expected.win !== observed.win) return false
  if (expected.settlement && !isDeepStrictEqual(expected.settlement, observed.settlement)) return false
  return true
}

/** What a keyed request asks for, for the model's idempotency: the request without its key. */
export const fingerprint = (request: MoneyRequest) => JSON.stringify({ ...request, key: undefined })
