import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { MYANMAR_FONT_FILES } from './packages/ui/src/fonts.ts'
import { eagerCompile } from './scripts/eager-compile.ts'
import type { ElementName } from './widgets/elements.ts'

/**
 * The custom-element bundles partners load: one ES build with one entry per element and shared chunks,
 * so every element on a page shares one runtime (one session). React is swapped for preact/compat.
 */

/** Element entries: `dist/widgets/<name>.js` registers `<shwe-<name>>`; one for each element of the registry. */
export const ELEMENTS: Record<ElementName, string> = {
  'app-shell': 'widgets/app-shell/app-shell.element.ts',
  account: 'widgets/account/account.element.ts',
  catalogue: 'widgets/catalogue/catalogue.element.ts',
  promotions: 'widgets/promotions/promotions.element.ts',
  content: 'widgets/content/content.element.ts',
  wallet: 'widgets/wallet/wallet.element.ts',
  '2d-board': 'widgets/two-d/two-d-board.element.ts',
  '3d-board': 'widgets/three-d/three-d-board.element.ts',
  winners: 'widgets/winners/winners.element.ts',
  'digit-game': 'widgets/digit-game/digit-game.element.ts',
  leaderboard: 'widgets/leaderboard/leaderboard.element.ts',
}

/** The frame side of frame mode, loaded by the site's `/embed/<name>` pages beside the element. */
const FRAME_ENTRY = { embed: 'widgets/platform/frame/embed.ts' }

/** React swapped for preact/compat, as partners get the elements; the element tests run with it too. */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
]

/** Ships the Burmese font files beside the bundle (`dist/widgets/fonts/`), where the elements register them from. */
function myanmarFont(): Plugin {
  const require = createRequire(import.meta.url)
  const files = join(dirname(require.resolve('@fontsource/noto-sans-myanmar/package.json')), 'files')
  return {
    name: 'shwe-myanmar-font',
    generateBundle() {
      for (const fileName of MYANMAR_FONT_FILES) {
        this.emitFile({
          type: 'asset',
          fileName: `fonts/${fileName}`,
          source: readFileSync(join(files, fileName)),
        })
      }
    },
  }
}

/** Partner pages carry no first-content answers: the elements get the plain side of first-content.ts. */
function noFirstContent(): Plugin {
  const site = join(import.meta.dirname, 'widgets', 'platform', 'first-content.ts')
  const element = join(import.meta.dirname, 'widgets', 'platform', 'first-content.element.ts')
  return {
    name: 'shwe-no-first-content',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('first-content.ts')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved?.id === site ? element : null
    },
  }
}

export default defineConfig({
  resolve: { alias: PREACT_ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [myanmarFont(), noFirstContent(), eagerCompile()],
  build: {
    outDir: 'dist/widgets',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    target: 'es2022',
    lib: {
      entry: { ...ELEMENTS, ...FRAME_ENTRY },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      output: {
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        // What every element loads, in one chunk: split in two it compresses worse.
        advancedChunks: { groups: [{ name: 'define-widget', minShareCount: Object.keys(ELEMENTS).length }] },
      },
    },
  },
})
