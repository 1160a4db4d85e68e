import type { MoneyRequest, SimRequest } from './operations.ts'
import type { Random } from './random.ts'
import type { RequestMaker } from './requests.ts'

/** Requests sent together: a player's race against their own balance, and requests in flight at a restart. */

/** Requests of one player sent at once, which together may ask for more than the player has. */
export function race(random: Random, maker: RequestMaker, index: number): MoneyRequest[] {
  const { registered, kyat, withdraw, slip, keyed } = maker
  const player = random.pick(registered)
  const count = random.between(2, 4)
  const requests: MoneyRequest[] = []
  const used = new Set<string>()
  for (let j = 0; j < count; j++) {
    const kind = random.weighted({ in: 3, out: 3, withdraw: 2, twoD: 2, threeD: 1 })
    let request: MoneyRequest
    if (kind === 'in' || kind === 'out') {
      const pya = kind === 'in' ? kyat(20_000, 80_000) : kyat(5_000, 50_000)
      request = { kind: 'exchange', player, direction: kind, pya }
    } else if (kind === 'withdraw') request = withdraw(player)
    else request = slip(kind === 'twoD' ? '2d' : '3d', player, used)
    if (request.kind === 'slip') for (const line of request.lines) used.add(line.num)
    requests.push(keyed(request, `op${index}.${j}`))
  }
  return requests
}

/** Requests of different players, none touching what another touches, so any order gives the same result. */
export function inFlight(random: Random, maker: RequestMaker, index: number): SimRequest[] {
  const {
    registered,
    deposits,
    withdrawals,
    unregistered,
    exchange,
    deposit,
    withdraw,
    digit,
    slip,
    decision,
    keyed,
  } = maker
  const count = random.between(2, 5)
  const players = new Set<number>()
  const numbers = new Set<string>()
  const requests: SimRequest[] = []
  for (let j = 0; j < count; j++) {
    const free = registered.filter((p) => !players.has(p))
    const kind = random.weighted({
      register: unregistered().length > 0 ? 1 : 0,
      money: free.length > 0 ? 8 : 0,
      decideDeposit: 2,
      decideWithdrawal: 1,
    })
    if (kind === 'register') {
      const player = random.pick(unregistered())
      registered.push(player)
      players.add(player)
      requests.push({ kind: 'register', player })
      continue
    }
    if (kind === 'decideDeposit' || kind === 'decideWithdrawal') {
      const list = kind === 'decideDeposit' ? deposits : withdrawals
      const request = decision(list, kind === 'decideDeposit' ? 'deposit' : 'withdrawal', players)
      if (request?.kind === 'decide') {
        const target = list.find((item) => item.ref === request.ref)
        if (target) players.add(target.player)
        requests.push(request)
      }
      continue
    }
    if (free.length === 0) continue
    const player = random.pick(free)
    players.add(player)
    const money = random.weighted({ exchange: 4, deposit: 2, withdraw: 1, twoD: 2, threeD: 1, digit: 2 })
    let request: MoneyRequest
    if (money === 'exchange') request = exchange(player)
    else if (money === 'deposit') request = deposit(player)
    else if (money === 'withdraw') request = withdraw(player)
    else if (money === 'digit') request = digit(player)
    else request = slip(money === 'twoD' ? '2d' : '3d', player, numbers)
    if (request.kind === 'slip') for (const line of request.lines) numbers.add(line.num)
    requests.push(keyed(request, `op${index}.${j}`))
  }
  return requests
}
