/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** API answers by path, for the first screen of a page rendered at request time (site/render). */
    first?: { page: string; answers: Readonly<Record<string, unknown>> }
  }
}
