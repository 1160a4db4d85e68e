import react from '@astrojs/react'
import { defineConfig } from 'astro/config'

const apiPort = Number(process.env.API_PORT ?? 4322)

/** The host site: static pages from site/, built into dist/site and served by the API server. */
export default defineConfig({
  srcDir: './site',
  publicDir: './site/public',
  outDir: './dist/site',
  output: 'static',
  integrations: [react()],
  server: { port: Number(process.env.PORT ?? 4321) },
  vite: {
    // styled-components 6 has no `exports` map, so Node would load its CommonJS build while prerendering.
    resolve: { noExternal: ['styled-components'] },
    server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  },
})
