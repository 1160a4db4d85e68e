import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')

/** Lints one throwaway file placed in `folder`; true when the linter accepts it. */
function lintAccepts(folder: string, source: string): { ok: boolean; output: string } {
  const file = join(root, folder, `arrow-check-${process.pid}.ts`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  try {
    const run = spawnSync(
      join(root, 'node_modules', '.bin', 'biome'),
      ['lint', '--max-diagnostics=5', file],
      { cwd: root, encoding: 'utf8' },
    )
    return { ok: run.status === 0, output: run.stdout + run.stderr }
  } finally {
    rmSync(file)
  }
}

const importing = (specifier: string) => `import { value } from '${specifier}'\nexport const copy = value\n`

// The arrows of ARCHITECTURE.md: each row is a folder and an import it may or may not make.
const cases: [folder: string, specifier: string, allowed: boolean][] = [
  ['packages/domain/src', '@shwe/contract', false],
  ['packages/domain/src', 'react', false],
  ['packages/contract/src', '@shwe/domain', true],
  ['packages/contract/src', '@shwe/session', false],
  ['packages/api-client/src', '@shwe/contract', true],
  ['packages/api-client/src', '@shwe/ui', false],
  ['packages/session/src', '@shwe/api-client', true],
  ['packages/session/src', '@shwe/widgets', false],
  ['packages/i18n/src', '@shwe/domain', false],
  ['packages/ui/src', '@shwe/i18n', true],
  ['packages/ui/src', '@shwe/session', false],
  ['packages/server/src', '@shwe/domain', true],
  ['packages/server/src', '@shwe/ui', false],
  ['packages/server/src', 'react', false],
  ['widgets/leaderboard', '@shwe/session', true],
  ['widgets/leaderboard', '@shwe/server', false],
  ['widgets/leaderboard', '../app-shell/AppShell.tsx', false],
  ['widgets/leaderboard', '../platform/runtime.ts', true],
  ['widgets/leaderboard', '../shared/clock/use-now.ts', true],
  ['widgets/leaderboard', '../elements.ts', false],
  ['widgets/shared/clock', '../forms/use-form.ts', true],
  ['widgets/shared/clock', '../../platform/runtime.ts', true],
  ['widgets/shared/clock', '../../two-d/TwoDBoard.tsx', false],
  ['widgets/platform', './runtime.ts', true],
  ['widgets/platform', '../shared/clock/use-now.ts', false],
  ['widgets/platform', '../two-d/TwoDBoard.tsx', false],
  ['widgets/platform/frame', '../runtime.ts', true],
  ['widgets/platform/frame', '../../shared/clock/use-now.ts', false],
  ['widgets/leaderboard', '../../packages/ui/src/index.ts', false],
  ['site/pages', '@shwe/widgets/app-shell', true],
  ['site/pages', '@shwe/session', false],
]

describe('import arrows', () => {
  it.each(cases)('%s importing %s: allowed=%s', (folder, specifier, allowed) => {
    const { ok, output } = lintAccepts(folder, importing(specifier))
    expect(ok, output).toBe(allowed)
  })

  it('keeps fetch and localStorage out of widgets', () => {
    expect(lintAccepts('widgets/leaderboard', 'export const load = () => fetch("/api/x")\n').ok).toBe(false)
    expect(
      lintAccepts('widgets/leaderboard', 'export const read = () => localStorage.getItem("token")\n').ok,
    ).toBe(false)
  })

  it('keeps location and history out of widgets: screens move through the router', () => {
    expect(
      lintAccepts('widgets/shared/clock', 'export const go = () => location.assign("/wallet")\n').ok,
    ).toBe(false)
    expect(lintAccepts('widgets/two-d', 'export const back = () => history.back()\n').ok).toBe(false)
  })
})
