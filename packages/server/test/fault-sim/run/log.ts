import type { captureLogger } from '../../../src/test-db.ts'
import { describeOp, type SimOp } from '../history/operations.ts'

/** What a run tells: its report as it goes, the operation under way, and the failure that ends it. */

export interface RunReport {
  seed: number
  database: string
  ops: number
  requests: number
  seconds: number
  restarts: number
  /** Faults injected, by kind; cuts count only those that hit a connection. */
  faults: Record<string, number>
  refusals: Record<string, number>
  /**
   * What the server got wrong beyond money, each with the operation it happened in: an error that would have
   * ended the process (an 'error' event nothing listens for), or a database connection never given back to
   * the pool. The run restarts the server after each and goes on, so the money is still checked to the end.
   */
  findings: Finding[]
  /** Requests the server carried out, by kind. */
  accepted: Record<string, number>
  /** Seconds spent creating and migrating the database before the first operation. */
  setupSeconds: number
}

export interface Finding {
  op: number
  kind: 'process-exit' | 'connection-leak'
  detail: string
}

export class SimulationFailure extends Error {
  readonly seed: number
  readonly opIndex: number
  constructor(seed: number, opIndex: number, detail: string) {
    super(detail)
    this.name = 'SimulationFailure'
    this.seed = seed
    this.opIndex = opIndex
  }
}

/** JSON for failure messages; the model's amounts are bigint pya and say so. */
export const show = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `${v} pya` : (v as unknown)))

export interface RunLog {
  readonly report: RunReport
  /** The operation under way; undefined during setup and the final comparison. */
  current: SimOp | undefined
  /** What a restart is doing, for a failure message should it never finish. */
  phase: string
  count(table: 'faults' | 'refusals' | 'accepted', name: string): void
  found(kind: Finding['kind'], detail: string): void
  /** Ends the run with a `SimulationFailure` naming the seed, the operation and the server's last errors. */
  fail(detail: string): never
}

export function createRunLog(
  run: { seed: number; database: string; historyLength: number },
  logger: ReturnType<typeof captureLogger>,
): RunLog {
  const { seed, database } = run
  const log: RunLog = {
    report: {
      seed,
      database,
      ops: 0,
      requests: 0,
      seconds: 0,
      restarts: 0,
      faults: {},
      refusals: {},
      accepted: {},
      setupSeconds: 0,
      findings: [],
    },
    current: undefined,
    phase: '',
    count: (table, name) => {
      log.report[table][name] = (log.report[table][name] ?? 0) + 1
    },
    found: (kind, detail) => {
      log.report.findings.push({ op: log.current?.index ?? -1, kind, detail })
    },
    fail: (detail) => {
      const { current } = log
      const at = current ? `op #${current.index} of ${run.historyLength}` : 'setup'
      const errors = logger.errors
        .slice(-3)
        .map((args) => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' '))
      throw new SimulationFailure(
        seed,
        current?.index ?? -1,
        [
          `fault simulation on ${database}: seed ${seed}, ${at}`,
          current ? `  op: ${describeOp(current)}` : '',
          `  ${detail}`,
          errors.length > 0 ? `  last server errors:\n    ${errors.join('\n    ')}` : '',
          `  replay: FAULT_SIM_SEED=${seed} npx vitest run --project server packages/server/test/fault-sim`,
        ]
          .filter(Boolean)
          .join('\n'),
      )
    },
  }
  return log
}
