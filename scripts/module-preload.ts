import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AstroIntegration } from 'astro'
import { builtModules, withModulePreloads } from '../site/render/module-preload.ts'

/** Every `.html` file under `dir`. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file))
}

/**
 * The Astro integration: once the site is built, every island of every page lists the modules of its code
 * (site/render/module-preload.ts).
 */
export function modulePreload(): AstroIntegration {
  return {
    name: 'shwe-module-preload',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir)
        const modulesOf = builtModules(root)
        for (const file of htmlFiles(root)) {
          const html = readFileSync(file, 'utf8')
          const preloaded = withModulePreloads(html, modulesOf)
          if (preloaded !== html) writeFileSync(file, preloaded)
        }
      },
    },
  }
}
