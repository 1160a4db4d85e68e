import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const loads = { count: 0 }

// A fresh copy per test, counting loads of the detector: it is kept once loaded, and each test must see
// whether it loads.
async function freshCheckZawgyi() {
  loads.count = 0
  vi.resetModules()
  vi.doMock('myanmar-tools', async (importOriginal) => {
    loads.count += 1
    return importOriginal()
  })
  return (await import('./zawgyi.ts')).checkZawgyi
}

describe('checkZawgyi', () => {
  let checkZawgyi: Awaited<ReturnType<typeof freshCheckZawgyi>>
  beforeEach(async () => {
    checkZawgyi = await freshCheckZawgyi()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('answers for text without Burmese letters without loading the detector', async () => {
    expect(await checkZawgyi('Hello, player 123')).toEqual({ isZawgyi: false })
    expect(await checkZawgyi('')).toEqual({ isZawgyi: false })
    expect(loads.count).toBe(0)
  })

  it('finds Zawgyi and gives its Unicode form', async () => {
    expect(await checkZawgyi('ေက်ာင္း')).toEqual({ isZawgyi: true, unicode: 'ကျောင်း' })
    expect(loads.count).toBe(1)
  })

  it('leaves Unicode Burmese alone', async () => {
    expect(await checkZawgyi('မင်္ဂလာပါ')).toEqual({ isZawgyi: false })
    expect(await checkZawgyi('ကျောင်း')).toEqual({ isZawgyi: false })
  })

  it('works in a browser, where there is no Buffer, and leaves no Buffer behind', async () => {
    vi.stubGlobal('Buffer', undefined)
    expect(await checkZawgyi('ေက်ာင္း')).toEqual({ isZawgyi: true, unicode: 'ကျောင်း' })
    expect('Buffer' in globalThis).toBe(false)
  })

  it('loads the detector once for many checks', async () => {
    await Promise.all([checkZawgyi('ေက်ာင္း'), checkZawgyi('မင်္ဂလာပါ'), checkZawgyi('မဂၤလာပါ')])
    expect(loads.count).toBe(1)
  })
})
