/**
 * The repository's import graph between its own files (relative specifiers, type-only imports included) and
 * the cycles in it. `node scripts/import-cycles.ts` prints each cycle; the lint suite asserts there are none.
 */
import { existsSync, globSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = join(import.meta.dirname, '..')
const SOURCES = ['widgets', 'packages', 'site', 'scripts', 'e2e', 'examples'].map(
  (folder) => `${folder}/**/*.{ts,tsx,mts,mjs,astro}`,
)
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g

/** Every file of ours, relative to the repository root. */
export function sourceFiles(): string[] {
  return globSync(SOURCES, { cwd: root, exclude: (name) => name === 'node_modules' || name === 'dist' })
}

/** The file a relative specifier names, when it is one of ours. */
function resolved(specifier: string, from: string): string | undefined {
  const base = resolve(root, dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate)
  }
  return undefined
}

/** Each file and the files of ours it imports. */
export function importGraph(files = sourceFiles()): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    // A throwaway file (the import rules' test writes some) may be gone between listing and reading.
    let code: string
    try {
      code = readFileSync(join(root, file), 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue
      throw error
    }
    const targets = new Set<string>()
    for (const [, specifier] of code.matchAll(SPECIFIER)) {
      const target = specifier ? resolved(specifier, file) : undefined
      if (target && target !== file) targets.add(target)
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** The strongly connected groups of more than one file (Tarjan): each is at least one cycle. */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(target) ?? 0))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(target) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = []
      let member: string | undefined
      do {
        member = stack.pop()
        if (member === undefined) break
        onStack.delete(member)
        group.push(member)
      } while (member !== node)
      if (group.length > 1) found.push(group.sort())
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return found
}

if (import.meta.main) {
  const found = cycles(importGraph())
  for (const group of found) console.log(`cycle: ${group.join(' ↔ ')}`)
  console.log(found.length === 0 ? 'no import cycles' : `${found.length} import cycles`)
  process.exit(found.length === 0 ? 0 : 1)
}
