import { fileURLToPath } from 'node:url'
import { LANGUAGES, type Language } from '@shwe/i18n'
import { createApp } from 'astro/app/entrypoint'
import { builtModules, withModulePreloads } from './module-preload.ts'

/** Renders the site's pages that are not prerendered; see packages/server/src/first-content.ts. */
const app = createApp()

/** The modules of the site built beside this renderer (`dist/site`), as its islands import them. */
const modulesOf = builtModules(fileURLToPath(new URL('../site/', import.meta.url)))

/**
 * The HTML of the page at `route`, for its public address `page`, with `answers` (by API path) in its islands,
 * in `language` (one of the site's; anything else renders in English).
 */
export async function render(
  route: string,
  page: string,
  answers: Readonly<Record<string, unknown>>,
  language: string,
): Promise<string> {
  const lang = (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : undefined
  const response = await app.render(new Request(new URL(route, page)), {
    locals: { first: { page, answers }, lang },
  })
  if (response.status !== 200) throw new Error(`${route} rendered with status ${response.status}`)
  // Each island's modules listed on it, as the static pages have them (scripts/module-preload.ts).
  return withModulePreloads(await response.text(), modulesOf)
}
