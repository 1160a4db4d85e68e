import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Test files that take longest, longest first. Vitest orders a run by the durations it remembers, and on a fresh
 * machine (CI) by file size: a long file with a short source then starts last and runs alone while the other
 * workers stand idle. Listed files start first, in this order; the rest follow in Vitest's own order.
 */
export const SLOW_FILES = [
  'e2e/a11y.test.ts',
  'e2e/a11y-money.test.ts',
  'e2e/accounts.test.ts',
  'e2e/late-data.test.ts',
  'e2e/embedding.test.ts',
  'e2e/url-attributes.test.ts',
  'e2e/wallet.test.ts',
  'e2e/two-d.test.ts',
  'e2e/csp.test.ts',
  'e2e/installable.test.ts',
  'e2e/three-d.test.ts',
  'packages/server/test/fault-sim/fault-sim.test.ts',
  'packages/server/src/digit/digit.test.ts',
  'packages/domain/src/fairness.test.ts',
  'packages/server/test/workers/workers.test.ts',
  'packages/server/src/main.test.ts',
  'packages/server/src/wallet/bank.test.ts',
  'packages/server/src/accounts/limits.test.ts',
  'widgets/two-d/BetScreen.test.tsx',
  'packages/server/src/push/push.test.ts',
  'widgets/three-d/EntryScreen.test.tsx',
]

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const rank = (spec: TestSpecification) => {
      const index = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(`/${file}`))
      return index === -1 ? SLOW_FILES.length : index
    }
    // Array.prototype.sort is stable: files of equal rank keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b))
  }
}
