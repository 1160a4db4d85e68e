import type { PageLink, Paginated } from '@shwe/contract'
import { act } from '@testing-library/react'
import { envelope, PLAYER, type Reply, type renderWidget } from '../test/utils.tsx'

/** Test data and helpers shared by the log screens' tests. */

export const user = PLAYER

export const userRoute = { 'GET /user': { status: 200, body: envelope(user) } }

export type View = ReturnType<typeof renderWidget>

export function signIn(view: View): View {
  act(() => view.runtime.session.acceptSignIn({ user, token: 'tok' }))
  return view
}

/** Page `page` of `last` of a paginated log at `path`, as the server sends it (15 rows a page). */
export function pageOf<T>(path: string, rows: T[], page = 1, last = 1): Paginated<T> {
  const urlOf = (n: number) => `http://test.local/api${path}?page=${n}`
  const links: PageLink[] = [
    { url: page > 1 ? urlOf(page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: last }, (_, i) => ({
      url: urlOf(i + 1),
      label: String(i + 1),
      active: i + 1 === page,
    })),
    { url: page < last ? urlOf(page + 1) : null, label: 'Next &raquo;', active: false },
  ]
  return {
    current_page: page,
    data: rows,
    first_page_url: urlOf(1),
    from: rows.length ? (page - 1) * 15 + 1 : null,
    last_page: last,
    last_page_url: urlOf(last),
    links,
    next_page_url: page < last ? urlOf(page + 1) : null,
    path: `http://test.local/api${path}`,
    per_page: 15,
    prev_page_url: page > 1 ? urlOf(page - 1) : null,
    to: rows.length ? (page - 1) * 15 + rows.length : null,
    total: (last - 1) * 15 + rows.length,
  }
}

/** The URLs a test's fetch was called with, path and query, without the API base. */
export function requested(view: ReturnType<typeof renderWidget>): string[] {
  return view.fetch.mock.calls.map(([input]) => {
    const url = new URL(String(input), 'http://test.local')
    return `${url.pathname.replace(/^\/api/, '')}${url.search}`
  })
}

/**
 * A route that answers by the `page` the last request asked for. Fetch runs a route as soon as it is called,
 * so the last recorded call is this request.
 */
export function byPage(
  view: () => ReturnType<typeof renderWidget>,
  answer: (page: number, query: URLSearchParams) => Reply,
): () => Reply {
  return () => {
    const [input] = view().fetch.mock.calls.at(-1) ?? ['']
    const query = new URL(String(input), 'http://test.local').searchParams
    return answer(Number(query.get('page') ?? 1), query)
  }
}
