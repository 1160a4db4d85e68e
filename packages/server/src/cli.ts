import { readFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { resolve } from 'node:path'
import { adminTokenFile } from './admin/token-file.ts'

/**
 * `npm run admin -- <command>`: the operator's console for a running server. It calls the admin API
 * (`/api/admin/*`), which runs the same service code, so an action from the CLI and from the API are one
 * and the same, recorded with the actor `cli:<os user>`. Works the same on the embedded database (which
 * only the server process may open) and on PostgreSQL.
 */

export const USAGE = `Usage: npm run admin -- <command>

  deposits [--all]              waiting deposit requests (--all: every request): player, amount,
                                reference, status, time, and a receipt's admin URL and file
  withdrawals [--all]           waiting withdrawal requests
  approve-deposit <id>          credit the player's main balance from the agent
  reject-deposit <id>
  approve-withdrawal <id>       pay out a held withdrawal
  reject-withdrawal <id>        return a held withdrawal to the player's game balance
  credit <user_name> <amount> [main|game]   demo credit from the house (default main)
  twod-result <date> <morning|evening> <twod>   declare a 2D result and settle it, e.g. 2026-11-23 evening 05
  threed-result <date> <number>                 declare a 3D result and settle it, e.g. 2026-12-01 123
  close-number <2d|3d> <number>   stop new bets on a number (2D: two digits, 3D: three)
  open-number <2d|3d> <number>
  close-head <digit>              stop new 2D bets on every number starting with the digit
  open-head <digit>
  closures                        the closed numbers and heads
  actions                       the audit log: admin money actions, players' limit changes, lifted exclusions
  exclusions                    players on a cool-off or a self-exclusion, and until when
  lift-exclusion <user_name> <reason…>   end a cool-off or self-exclusion early; the reason is logged

Environment: SHWE_URL (default http://localhost:$PORT or 4321), ADMIN_TOKEN (default: the token saved
in $DATA_DIR/admin-token on the server's first start).`

export interface CliOptions {
  baseUrl: string
  token: string
  actor: string
  fetch?: typeof fetch
  out?: (line: string) => void
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

function parse(args: string[]): Call | string {
  const [command, ...rest] = args
  const id = rest[0] ?? ''
  const needsId = () => (/^\d+$/.test(id) ? null : `${command} needs a request id`)
  switch (command) {
    case 'deposits':
    case 'withdrawals':
      return { method: 'GET', path: `/admin/${command}${rest.includes('--all') ? '?status=all' : ''}` }
    case 'actions':
      return { method: 'GET', path: '/admin/actions' }
    case 'approve-deposit':
    case 'reject-deposit':
    case 'approve-withdrawal':
    case 'reject-withdrawal': {
      const problem = needsId()
      if (problem) return problem
      const [decision, kind] = command.split('-') as [string, string]
      return { method: 'POST', path: `/admin/${kind}s/${id}/${decision}` }
    }
    case 'credit': {
      const [userName, amount, account = 'main'] = rest
      if (!userName || !amount) return 'credit needs a user name and an amount'
      return { method: 'POST', path: '/admin/credit', body: { user_name: userName, amount, account } }
    }
    case 'twod-result': {
      const [date, session, twod] = rest
      if (!date || !session || !twod) return 'twod-result needs a date, a session and a two-digit number'
      return { method: 'POST', path: '/admin/2d/result', body: { date, session, twod } }
    }
    case 'threed-result': {
      const [date, number] = rest
      if (!date || !number) return 'threed-result needs a date and a three-digit number'
      return { method: 'POST', path: '/admin/3d/result', body: { date, number } }
    }
    case 'close-number':
    case 'open-number': {
      const [game, value] = rest
      if (!game || !value) return `${command} needs a game (2d or 3d) and a number`
      return {
        method: 'POST',
        path: '/admin/lottery/closures',
        body: { game, kind: 'number', value, closed: command === 'close-number' },
      }
    }
    case 'close-head':
    case 'open-head': {
      const [value] = rest
      if (!value) return `${command} needs a digit`
      return {
        method: 'POST',
        path: '/admin/lottery/closures',
        body: { game: '2d', kind: 'head', value, closed: command === 'close-head' },
      }
    }
    case 'closures':
      return { method: 'GET', path: '/admin/lottery/closures' }
    case 'exclusions':
      return { method: 'GET', path: '/admin/exclusions' }
    case 'lift-exclusion': {
      const [userName, ...words] = rest
      if (!userName || words.length === 0) return 'lift-exclusion needs a user name and a reason'
      return {
        method: 'POST',
        path: '/admin/exclusions/lift',
        body: { user_name: userName, reason: words.join(' ') },
      }
    }
    default:
      return command ? `Unknown command: ${command}` : 'No command given'
  }
}

/** Runs one command; resolves to the process exit code. */
export async function runCli(args: string[], options: CliOptions): Promise<number> {
  const out = options.out ?? ((line: string) => console.log(line))
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    out(USAGE)
    return args.length === 0 ? 1 : 0
  }
  const call = parse(args)
  if (typeof call === 'string') {
    out(`${call}\n\n${USAGE}`)
    return 1
  }
  const doFetch = options.fetch ?? fetch
  let response: Response
  try {
    response = await doFetch(`${options.baseUrl.replace(/\/+$/, '')}/api${call.path}`, {
      method: call.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${options.token}`,
        'X-Admin-Actor': options.actor,
        ...(call.body ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    })
  } catch (error) {
    out(
      `Cannot reach the server at ${options.baseUrl} (${(error as Error).message}). Is it running (npm start)?`,
    )
    return 2
  }
  const body = (await response.json().catch(() => null)) as {
    message?: string
    data?: unknown
    errors?: Record<string, string[]>
  } | null
  if (!response.ok) {
    const details = body?.errors ? Object.values(body.errors).flat().join(' ') : ''
    out(
      `Refused (${response.status}): ${body?.message ?? response.statusText}${details && details !== body?.message ? ` ${details}` : ''}`,
    )
    return 1
  }
  if (body?.message) out(body.message)
  const data = body?.data
  if (Array.isArray(data)) {
    if (data.length === 0) out('(none)')
    for (const row of data) out(formatRow(row as Record<string, unknown>))
  } else if (data && typeof data === 'object') {
    out(formatRow(data as Record<string, unknown>))
  }
  return 0
}

const formatRow = (row: Record<string, unknown>): string =>
  Object.entries(row)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('  ')

function readToken(): string | null {
  if (process.env.ADMIN_TOKEN) return process.env.ADMIN_TOKEN
  const file = adminTokenFile(process.env.DATA_DIR ? resolve(process.env.DATA_DIR) : undefined)
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return null
  }
}

if (import.meta.main) {
  const token = readToken()
  if (!token) {
    console.error('No admin token: set ADMIN_TOKEN, or start the server once (npm start) to generate one.')
    process.exit(1)
  }
  const baseUrl = process.env.SHWE_URL || `http://localhost:${process.env.PORT || 4321}`
  runCli(process.argv.slice(2), { baseUrl, token, actor: `cli:${userInfo().username}` }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
