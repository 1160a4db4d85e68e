import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { missingPlatformEntries, platformOf } from './lockfile-platforms.ts'

describe('package-lock.json', () => {
  it('names every optional platform package, so npm ci accepts it (fix: node scripts/lockfile-platforms.ts)', () => {
    const lock = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package-lock.json'), 'utf8'))
    expect([...missingPlatformEntries(lock.packages).keys()]).toEqual([])
  })
})

describe('platformOf', () => {
  it.each([
    ['@biomejs/cli-linux-x64-musl', { os: ['linux'], cpu: ['x64'], libc: ['musl'] }],
    ['@astrojs/compiler-binding-linux-arm64-gnu', { os: ['linux'], cpu: ['arm64'], libc: ['glibc'] }],
    ['@biomejs/cli-win32-arm64', { os: ['win32'], cpu: ['arm64'] }],
    ['@astrojs/compiler-binding-wasm32-wasi', { cpu: ['wasm32'] }],
    ['left-pad', null],
  ])('reads %s', (name, platform) => {
    expect(platformOf(name)).toEqual(platform)
  })
})
