import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SLOW_FILES } from '../vitest.sequencer.ts'

describe('the order test files start in', () => {
  it('names only test files that exist, each once', () => {
    const root = join(import.meta.dirname, '..')
    expect(SLOW_FILES.filter((file) => !existsSync(join(root, file)))).toEqual([])
    expect(new Set(SLOW_FILES).size).toBe(SLOW_FILES.length)
  })
})
