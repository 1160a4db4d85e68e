import { createApp } from 'astro/app/entrypoint'

/** Renders the site's pages that are not prerendered; see packages/server/src/first-content.ts. */
const app = createApp()

/** The HTML of the page at `route`, for its public address `page`, with `answers` (by API path) in its islands. */
export async function render(
  route: string,
  page: string,
  answers: Readonly<Record<string, unknown>>,
): Promise<string> {
  const response = await app.render(new Request(new URL(route, page)), {
    locals: { first: { page, answers } },
  })
  if (response.status !== 200) throw new Error(`${route} rendered with status ${response.status}`)
  return response.text()
}
