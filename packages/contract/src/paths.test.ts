import { describe, expect, expectTypeOf, it } from 'vitest'
import { type PathParams, paths, pathsByArea } from './paths.ts'

describe('paths', () => {
  it('names every path once, across all areas', () => {
    const byArea = Object.values(pathsByArea).flatMap((area) => Object.keys(area))
    expect(new Set(byArea).size).toBe(byArea.length)
    expect(Object.keys(paths).sort()).toEqual([...byArea].sort())
  })

  it('points no two names at the same path, each under the API base', () => {
    const values = Object.values(paths)
    expect(new Set(values).size).toBe(values.length)
    for (const path of values) expect(path).toMatch(/^\/[\w/:-]+$/)
  })

  it('keeps the paths the server and older clients already use', () => {
    expect(paths).toMatchObject({
      login: '/login',
      logout: '/logout',
      user: '/user',
      topTenWithdraw: '/toptenwithdraw',
    })
  })

  it('lists the parameters of a pattern', () => {
    expectTypeOf<PathParams<typeof paths.gameList>>().toEqualTypeOf<'typeId' | 'providerId'>()
    expectTypeOf<PathParams<typeof paths.providers>>().toEqualTypeOf<'typeCode'>()
    expectTypeOf<PathParams<typeof paths.login>>().toEqualTypeOf<never>()
  })
})
