/**
 * The Content-Security-Policy watch (safety T19) that the browser tests share: a browser profile that records
 * every CSP violation, in any frame, and every document the product sent; and the check that each of those
 * documents carries the strict policy and the security headers.
 *
 * Violations are heard by a listener that every document, frames included, gets before any of its own scripts
 * (`addInitScript` is injected by the browser's tooling, whatever the page's policy), and in the console.
 */
import type { BrowserContext, Response } from 'playwright-core'
import { expect } from 'vitest'

/** What a watched profile heard: CSP violations, and the product's documents in the order they came. */
export interface PolicyWatch {
  violations: string[]
  documents: Response[]
}

/** Starts recording `context`'s CSP violations and the documents that `productUrl`'s origin sends it. */
export async function watchPolicy(context: BrowserContext, productUrl: string): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], documents: [] }
  const productOrigin = new URL(productUrl).origin
  await context.exposeBinding('__cspViolation', ({ frame }, text: string) => {
    watch.violations.push(`${frame.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __cspViolation(text: string): void }).__cspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      )
    })
  })
  context.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text()))
      watch.violations.push(`console: ${message.text()}`)
  })
  context.on('response', (response) => {
    const isOurs = new URL(response.url()).origin === productOrigin
    if (isOurs && response.request().resourceType() === 'document') watch.documents.push(response)
  })
  return watch
}

/** The directives of a response's policy, by name. */
function policyOf(headers: Record<string, string>): Map<string, string[]> {
  const header = headers['content-security-policy'] ?? ''
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

/**
 * Every document of the product (pages, frames, redirects) carries the strict policy and the page headers. An
 * `/embed/` page may be framed by the partner origins the product allows (`partnerOrigins`), nothing else by
 * anyone but the product itself.
 */
export async function expectSecureDocuments(
  documents: readonly Response[],
  partnerOrigins: readonly string[] = [],
): Promise<void> {
  expect(documents.length).toBeGreaterThan(0)
  for (const response of documents) {
    const url = new URL(response.url())
    const label = `${response.status()} ${url.pathname}${url.search}`
    const headers = await response.allHeaders()
    const policy = policyOf(headers)
    const scripts = policy.get('script-src') ?? []
    expect(scripts[0], label).toBe("'self'")
    expect(
      scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
      label,
    ).toBe(true)
    expect(policy.get('object-src'), label).toEqual(["'none'"])
    expect(policy.get('base-uri'), label).toEqual(["'none'"])
    expect(policy.get('form-action'), label).toEqual(["'self'"])
    const isEmbed = url.pathname.startsWith('/embed/') && response.status() === 200
    const ancestors = isEmbed ? ["'self'", ...partnerOrigins] : ["'self'"]
    expect(policy.get('frame-ancestors'), label).toEqual(ancestors)
    expect(headers['x-frame-options'], label).toBe(isEmbed ? undefined : 'SAMEORIGIN')
    expect(headers['x-content-type-options'], label).toBe('nosniff')
    expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin')
    // Plain http: no Strict-Transport-Security, no upgrade.
    expect(headers['strict-transport-security'], label).toBeUndefined()
    expect(policy.has('upgrade-insecure-requests'), label).toBe(false)
  }
}
