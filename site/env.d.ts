/// <reference types="astro/client" />

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates as soon as its code is loaded, in a task of its own (site/directives/paced.ts). */
    'client:paced'?: boolean
    /** Hydrates at once when the page shows the island; removes it when the page hid it (site/directives/shown.ts). */
    'client:shown'?: boolean
  }
}

declare namespace App {
  interface Locals {
    /** API answers by path, for the first screen of a page rendered at request time (site/render). */
    first?: { page: string; answers: Readonly<Record<string, unknown>> }
    /** The language such a page is rendered in; English when absent. */
    lang?: import('@shwe/i18n').Language | undefined
  }
}
