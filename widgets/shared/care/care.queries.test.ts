import { cleanStores } from 'nanostores'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRuntime, type Runtime } from '../../platform/runtime.ts'
import { DEMO_USER, envelope, fakeFetch } from '../../test/utils.tsx'
import { careQueries, careSaved } from './care.queries.ts'

const CHECK = {
  signed_in_at: '2026-11-23T03:30:00.000Z',
  now: '2026-11-23T04:00:00.000Z',
  reality_check_minutes: 30,
}

let runtime: Runtime | undefined
afterEach(() => {
  if (!runtime) return
  runtime.session.dispose()
  cleanStores(runtime.session.$token, runtime.session.$user)
  runtime = undefined
})

function page() {
  const fetch = fakeFetch({
    'GET /user': { status: 200, body: envelope(DEMO_USER) },
    'GET /limits': { status: 200, body: envelope({ limits: {}, pending: [] }) },
    'GET /reality-check': { status: 200, body: envelope(CHECK) },
  })
  runtime = createRuntime({ apiBase: '/api', fetch })
  const asked = (path: string) => fetch.mock.calls.filter(([url]) => String(url).endsWith(path)).length
  return { runtime, asked }
}

describe('the care settings of a page', () => {
  it('asks nothing for a visitor', async () => {
    const { runtime, asked } = page()
    const care = runtime.stores(careQueries)
    const stops = [care.$limits.listen(() => {}), care.$realityCheck.listen(() => {})]
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(asked('/limits') + asked('/reality-check')).toBe(0)
    for (const stop of stops) stop()
  })

  it('reads the reality check again once Play safe saves, and nothing else', async () => {
    const { runtime, asked } = page()
    runtime.session.acceptSignIn({ user: DEMO_USER, token: 'tok' })
    const { $limits, $realityCheck } = runtime.stores(careQueries)
    const stops = [$limits.listen(() => {}), $realityCheck.listen(() => {})]
    await vi.waitFor(() => expect($realityCheck.get().data?.view.reality_check_minutes).toBe(30))
    expect([asked('/limits'), asked('/reality-check')]).toEqual([1, 1])
    careSaved(runtime)
    await vi.waitFor(() => expect(asked('/reality-check')).toBe(2))
    expect(asked('/limits')).toBe(1)
    for (const stop of stops) stop()
  })
})
