import {
  balancesOf,
  type MoneyRequest,
  refuse,
  type Step,
  type WalletState,
  withEntry,
  withPlayer,
} from './state.ts'

/** The wallet's operations: registration, deposits and withdrawals with their decisions, exchanges. */

/** A new player: both balances start at zero. The same phone again is refused. */
export function register(state: WalletState, player: number): Step {
  if (state.players[player]) return refuse(state, 'phone-taken')
  return { state: withPlayer(state, player, { main: 0n, game: 0n }), answer: { ok: true } }
}

/** A deposit request moves no money until an operator approves it. */
export function requestDeposit(
  state: WalletState,
  op: { player: number; ref: string; amount: bigint },
): Step {
  balancesOf(state, op.player)
  if (op.amount < state.rules.depositMinPya) return refuse(state, 'invalid')
  const request: MoneyRequest = { player: op.player, amount: op.amount, status: 'pending' }
  return { state: { ...state, deposits: withEntry(state.deposits, op.ref, request) }, answer: { ok: true } }
}

/** Approval credits the main balance from the agent's float; a request is decided once. */
export function decideDeposit(state: WalletState, op: { ref: string; decision: 'approve' | 'reject' }): Step {
  const request = state.deposits.get(op.ref)
  if (!request) return refuse(state, 'not-found')
  if (request.status !== 'pending') return refuse(state, 'decided', request.status)
  if (op.decision === 'reject') {
    const deposits = withEntry(state.deposits, op.ref, { ...request, status: 'rejected' as const })
    return { state: { ...state, deposits }, answer: { ok: true } }
  }
  if (state.agentFloat < request.amount) return refuse(state, 'float-too-low')
  const balances = balancesOf(state, request.player)
  const next = withPlayer(state, request.player, { ...balances, main: balances.main + request.amount })
  return {
    state: {
      ...next,
      agentFloat: state.agentFloat - request.amount,
      deposits: withEntry(state.deposits, op.ref, { ...request, status: 'approved' as const }),
    },
    answer: { ok: true },
  }
}

/** Main to game (`in`) or game to main (`out`); never more than the balance it leaves. */
export function exchange(
  state: WalletState,
  op: { player: number; direction: 'in' | 'out'; amount: bigint },
): Step {
  const { main, game } = balancesOf(state, op.player)
  if (op.amount <= 0n) return refuse(state, 'invalid')
  const from = op.direction === 'in' ? main : game
  if (from < op.amount) return refuse(state, 'insufficient')
  const moved = op.direction === 'in' ? op.amount : -op.amount
  return {
    state: withPlayer(state, op.player, { main: main - moved, game: game + moved }),
    answer: { ok: true },
  }
}

/** A withdrawal request holds the amount off the game balance at once, so requests never exceed it. */
export function requestWithdrawal(
  state: WalletState,
  op: { player: number; ref: string; amount: bigint },
): Step {
  const balances = balancesOf(state, op.player)
  if (op.amount < state.rules.withdrawMinPya) return refuse(state, 'invalid')
  if (balances.game < op.amount) return refuse(state, 'insufficient')
  const next = withPlayer(state, op.player, { ...balances, game: balances.game - op.amount })
  const request: MoneyRequest = { player: op.player, amount: op.amount, status: 'pending' }
  return {
    state: { ...next, withdrawals: withEntry(state.withdrawals, op.ref, request) },
    answer: { ok: true },
  }
}

/** Approval pays the held amount out; rejection gives it back to the game balance. */
export function decideWithdrawal(
  state: WalletState,
  op: { ref: string; decision: 'approve' | 'reject' },
): Step {
  const request = state.withdrawals.get(op.ref)
  if (!request) return refuse(state, 'not-found')
  if (request.status !== 'pending') return refuse(state, 'decided', request.status)
  const status = op.decision === 'approve' ? ('approved' as const) : ('rejected' as const)
  const withdrawals = withEntry(state.withdrawals, op.ref, { ...request, status })
  if (op.decision === 'approve') {
    return { state: { ...state, withdrawals, paidOut: state.paidOut + request.amount }, answer: { ok: true } }
  }
  const balances = balancesOf(state, request.player)
  const next = withPlayer(state, request.player, { ...balances, game: balances.game + request.amount })
  return { state: { ...next, withdrawals }, answer: { ok: true } }
}
