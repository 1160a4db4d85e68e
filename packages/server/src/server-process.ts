import { type ChildProcess, spawn } from 'node:child_process'
import { fixedClock } from '@shwe/domain'
import type { AppConfig } from './config.ts'
import { createSimulatorFeed } from './live/simulator.ts'
import { type StartOptions, startServer } from './main.ts'

/**
 * One whole server in a process of its own, on a clock its parent chooses and moves: for the tests that run
 * several server processes on one PostgreSQL database, and for `npm run bench:server -- --workers n`, which
 * runs this file as its cluster workers. The parent passes the options as JSON in `SHWE_SERVER_PROCESS` and
 * moves the clock with a message `{ clock: <ISO time> }`; the process prints `Listening on <url>` when ready
 * and stops cleanly on SIGTERM.
 */

export const SERVER_PROCESS_ENV = 'SHWE_SERVER_PROCESS'

export interface ServerProcessOptions {
  databaseUrl: string
  port: number
  host?: string
  /** The stopped clock's first time (ISO); messages `{ clock }` move it. */
  clock: string
  /** Settings; bigint ones (pya) written as text ending in `n`, such as `"5000000n"`. */
  config: Partial<Record<keyof AppConfig, unknown>>
  seed?: boolean
  /** The simulator's seed; default a random one per source, as in production. */
  simulatorSeed?: string
  /** Each step of the simulator, in ms (default 3 s). */
  simulatorIntervalMs?: number
  maxConnections?: number
  timings?: StartOptions['timings']
}

const BIGINT_TEXT = /^-?\d+n$/

/** The JSON of the options: bigint settings as text ending in `n`. */
export const serverProcessEnv = (options: ServerProcessOptions): string =>
  JSON.stringify(options, (_key, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value))

function readOptions(text: string): ServerProcessOptions {
  return JSON.parse(text, (_key, value: unknown) =>
    typeof value === 'string' && BIGINT_TEXT.test(value) ? BigInt(value.slice(0, -1)) : value,
  ) as ServerProcessOptions
}

/** Runs the server this process's options describe; see the file's comment. */
async function run(options: ServerProcessOptions) {
  const clock = fixedClock(options.clock)
  process.on('message', (message: { clock?: string }) => {
    if (typeof message?.clock === 'string') clock.set(message.clock)
  })
  const makeSource = () =>
    createSimulatorFeed({
      clock,
      ...(options.simulatorSeed ? { seed: options.simulatorSeed } : {}),
      ...(options.simulatorIntervalMs ? { intervalMs: options.simulatorIntervalMs } : {}),
    })
  const running = await startServer({
    databaseUrl: options.databaseUrl,
    port: options.port,
    host: options.host ?? '127.0.0.1',
    clock,
    seed: options.seed ?? false,
    static: {},
    liveSource: makeSource,
    config: options.config as StartOptions['config'],
    ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}),
    ...(options.timings ? { timings: options.timings } : {}),
  })
  process.once('SIGTERM', () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error)
        process.exit(1)
      },
    )
  })
}

export interface ServerProcess {
  url: string
  pid: number
  child: ChildProcess
  /** Everything the process printed. */
  output(): string
  setClock(at: Date | string): void
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string | null>
}

/** Starts a server process and resolves once it listens. */
export function spawnServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const child = spawn(process.execPath, [import.meta.filename], {
    env: { ...process.env, [SERVER_PROCESS_ENV]: serverProcessEnv(options) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  })
  let output = ''
  const exited = new Promise<number | string | null>((done) =>
    child.once('exit', (code, signal) => done(signal ?? code)),
  )
  return new Promise((done, fail) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on (http:\/\/[^\s]+)/.exec(output)
      if (match?.[1] && child.pid !== undefined) {
        done({
          url: match[1],
          pid: child.pid,
          child,
          output: () => output,
          setClock: (at) => {
            if (child.connected) child.send({ clock: new Date(at).toISOString() })
          },
          exited,
        })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    void exited.then((how) => fail(new Error(`server process exited (${how}) before listening:\n${output}`)))
  })
}

if (import.meta.main) {
  const text = process.env[SERVER_PROCESS_ENV]
  if (!text) {
    console.error(`${SERVER_PROCESS_ENV} must hold the options of the server process (JSON).`)
    process.exit(1)
  }
  run(readOptions(text)).catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
