import { createRequire } from 'node:module'
import react from '@astrojs/react'
import { defineConfig } from 'astro/config'
import { eagerCompile } from './scripts/eager-compile.ts'
import { modulePreload } from './scripts/module-preload.ts'
import { renderAdapter } from './site/render/adapter.mjs'

const apiPort = Number(process.env.API_PORT ?? 4322)
const require = createRequire(import.meta.url)

/** What the browser gets instead of React: preact/compat, about a fifth of react-dom's size. */
const PREACT_FOR = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-runtime',
}

/**
 * Islands render to HTML with React at build time and hydrate with preact/compat in the browser.
 * Only the client environment is rewritten: the prerender and server environments keep React, so the
 * HTML is React's own.
 */
function preactInTheBrowser() {
  return {
    name: 'shwe-preact-in-the-browser',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      const target = PREACT_FOR[id]
      if (!target || options?.ssr || this.environment?.name !== 'client') return null
      return require.resolve(target)
    },
  }
}

/** The English texts the widgets import to carry them in their code (`@shwe/i18n/locales/en/<area>.json`). */
const ENGLISH_TEXTS = /^@shwe\/i18n\/locales\/en\/[\w-]+\.json$/
const NO_TEXTS = '\0shwe-texts-in-page'

/**
 * The site's pages carry their islands' texts in their own language (widgets/platform/ssr.ts), so the scripts
 * leave out the English the elements carry: in the browser those imports are empty, and English loads as any
 * other language when a player switches to it (`SHWE_TEXTS_IN_PAGE`, packages/i18n/src/resources.ts). The
 * server's render keeps them.
 */
function textsInThePage() {
  return {
    name: 'shwe-texts-in-the-page',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      if (!ENGLISH_TEXTS.test(id) || options?.ssr || this.environment?.name !== 'client') return null
      return NO_TEXTS
    },
    load(id) {
      return id === NO_TEXTS ? 'export default null' : null
    },
  }
}

/**
 * The site's hydration directives: `client:paced` (site/directives/paced.ts), each island hydrated in a task of its
 * own; `client:shown` (site/directives/shown.ts), the same, and islands a page hides before its first paint never
 * load.
 */
const siteDirectives = {
  name: 'shwe-client-directives',
  hooks: {
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'paced', entrypoint: './site/directives/paced.ts' })
      addClientDirective({ name: 'shown', entrypoint: './site/directives/shown.ts' })
    },
  },
}

/**
 * The host site: static pages from site/, built into dist/site and served by the API server. The few pages the
 * server renders with live data (site/pages/first-content) are built into dist/site-render (site/render).
 */
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'static',
  adapter: renderAdapter(),
  build: { client: './', server: '../site-render/' },
  integrations: [react(), siteDirectives, modulePreload()],
  server: { port: Number(process.env.PORT ?? 4321) },
  vite: {
    plugins: [preactInTheBrowser(), textsInThePage(), eagerCompile()],
    define: { 'import.meta.env.SHWE_TEXTS_IN_PAGE': 'true' },
    server: { proxy: { '/api': `http://localhost:${apiPort}` } },
    build: {
      rolldownOptions: {
        output: {
          // The widget root and the hooks its screens use ship together: every island needs both, and split in
          // two they compress worse.
          advancedChunks: {
            groups: [{ name: 'WidgetRoot', test: /widgets[\\/]platform[\\/](WidgetRoot|root-context)\./ }],
          },
        },
      },
    },
  },
})
