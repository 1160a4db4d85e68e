/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates at once when the page shows the island; removes it when the page hid it (site/directives/shown.ts). */
    'client:shown'?: boolean
  }
}
