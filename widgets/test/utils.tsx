import type { UserProfile } from '@shwe/contract'
import type { Area } from '@shwe/i18n'
import { act, type RenderResult, render } from '@testing-library/react'
import { cleanStores } from 'nanostores'
import type { ReactElement } from 'react'
import { onTestFinished, vi } from 'vitest'
import { createRuntime, type Runtime } from '../platform/runtime.ts'
import { WidgetRoot } from '../platform/WidgetRoot.tsx'

/** Every area whose widget is built; a test renders with all their texts available. */
const ALL_AREAS: readonly Area[] = [
  'app-shell',
  'account',
  'leaderboard',
  'catalogue',
  'promotions',
  'content',
  'wallet',
  'exchange',
  'two-d',
  'three-d',
  'winners',
  'digit-game',
]

export type Reply = { status: number; body: unknown } | 'network-error'
/** A reply, or a function of the request (its init and its URL, query included) that makes one. */
export type Routes = Record<string, Reply | ((init: RequestInit, url: URL) => Reply | Promise<Reply>)>

/** A fetch that answers "METHOD /path" from a table, as the backend would. */
export function fakeFetch(routes: Routes) {
  return vi.fn<typeof globalThis.fetch>(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://test.local')
    const key = `${init.method ?? 'GET'} ${url.pathname.replace(/^\/api/, '')}`
    const route = routes[key]
    if (!route) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 })
    const reply = typeof route === 'function' ? await route(init, url) : route
    if (reply === 'network-error') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(reply.body), { status: reply.status })
  })
}

/** The demo player as `GET /user` gives it, for widgets that need someone signed in. */
export const DEMO_USER = {
  id: 1,
  name: 'Demo Player',
  user_name: 'demo',
  phone: '09123456789',
  email: null,
  balance: '150000.00',
  main_balance: '50000.00',
  status: 1,
}

/** A player with 5,000 Ks to bet and nothing in the main balance; a test spreads in the figures it needs. */
export const PLAYER: UserProfile = {
  id: 9,
  name: 'Ma Ma',
  user_name: 'P12121212',
  phone: null,
  email: null,
  balance: '5000.00',
  main_balance: '0.00',
  status: 1,
}

export const envelope = (data: unknown, message: string | null = null) => ({
  status: 'Request was successful.',
  message,
  data,
})

/** Renders a widget inside its providers with a fresh runtime talking to `routes`. */
export function renderWidget(
  ui: ReactElement,
  routes: Routes = {},
  { areas = ALL_AREAS, mode = 'embedded' }: { areas?: readonly Area[]; mode?: 'site' | 'embedded' } = {},
): RenderResult & {
  runtime: Runtime
  fetch: ReturnType<typeof fakeFetch>
  navigate: ReturnType<typeof vi.fn>
} {
  const fetch = fakeFetch(routes)
  const navigate = vi.fn()
  const runtime: Runtime = createRuntime({ apiBase: '/api', fetch, loadPage: navigate, mode })
  // The session polls the profile while signed in, and its stored values listen to `window`: stop both with the
  // test, or they would go on in later tests (or outlive the window).
  onTestFinished(() => {
    const { session } = runtime
    session.dispose()
    cleanStores(session.$token, session.$user, session.$lang, session.$notice)
  })
  const view = render(
    <WidgetRoot runtime={runtime} areas={areas}>
      {ui}
    </WidgetRoot>,
  )
  return { ...view, runtime, fetch, navigate }
}

type RenderOptions = NonNullable<Parameters<typeof renderWidget>[2]>

/** Renders as `renderWidget` does, then signs `user` in as a login would; `GET /user` answers `user` unless `routes` say otherwise. */
export function renderSignedIn(
  ui: ReactElement,
  routes: Routes = {},
  { user = PLAYER, ...options }: RenderOptions & { user?: UserProfile } = {},
) {
  const view = renderWidget(ui, { 'GET /user': { status: 200, body: envelope(user) }, ...routes }, options)
  act(() => view.runtime.session.acceptSignIn({ user, token: 'tok' }))
  return view
}

/** What a request carried: its JSON body and the Idempotency-Key that makes a retry safe. */
export const bodyAndKey = <Body = unknown>(init: RequestInit) => ({
  body: JSON.parse(String(init.body)) as Body,
  key: new Headers(init.headers).get('Idempotency-Key'),
})

/** A reply that waits until the test releases it, to see the page while the request is pending. */
export function heldReply<Answer = Reply>() {
  let resolve: (answer: Answer) => void = () => undefined
  return {
    reply: () => new Promise<Answer>((settle) => (resolve = settle)),
    release: (answer: Answer) => resolve(answer),
  }
}
