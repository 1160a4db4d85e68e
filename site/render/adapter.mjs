/**
 * The site's own adapter: the pages stay static files in dist/site, and the few that the server renders with live
 * data (site/pages/first-content) are built into dist/site-render, whose `render(route, first)` the API server
 * calls in its own process (packages/server/src/first-content.ts). No server of Astro's listens anywhere.
 */
export function renderAdapter() {
  return {
    name: 'shwe-render',
    hooks: {
      'astro:config:done': ({ setAdapter }) => {
        setAdapter({
          name: 'shwe-render',
          entrypointResolution: 'auto',
          serverEntrypoint: new URL('./entry.ts', import.meta.url),
          // The rendered pages transform no images at request time; the built pages' images are done at build time.
          supportedAstroFeatures: {
            staticOutput: 'stable',
            hybridOutput: 'stable',
            serverOutput: 'stable',
            sharpImageService: 'stable',
          },
        })
      },
    },
  }
}
