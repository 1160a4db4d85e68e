import { describe, expect, it } from 'vitest'
import { cycles, importGraph } from './import-cycles.ts'

describe('import cycles', () => {
  it('finds a cycle through a type-only import, and none in a chain', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ])
    expect(cycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']])
    expect(
      cycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([])
  })

  it('reads imports the way the code writes them: static, type-only, re-exports and dynamic', () => {
    const graph = importGraph(['widgets/index.ts', 'widgets/platform/WidgetRoot.tsx'])
    expect(graph.get('widgets/index.ts')).toContain('widgets/platform/WidgetRoot.tsx')
    expect(graph.get('widgets/platform/WidgetRoot.tsx')).toContain('widgets/platform/root-context.ts')
  })

  it('has no file in the repository that reaches itself through its imports, types included', () => {
    const found = cycles(importGraph())
    expect(found.map((group) => group.join(' ↔ '))).toEqual([])
  })
})
