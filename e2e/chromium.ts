import { execFileSync } from 'node:child_process'

/** The first of `names` found on PATH, or null. */
function onPath(names: readonly string[]): string | null {
  const found = execFileSync(
    'sh',
    ['-c', `${names.map((name) => `command -v ${name}`).join(' || ')} || true`],
    {
      encoding: 'utf8',
    },
  ).trim()
  return found || null
}

/** Debian's chromium, found on PATH; never a downloaded browser. The benchmarks measure pages in it. */
export function chromiumPath(): string {
  const found = onPath(['chromium', 'chromium-browser'])
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium')
  return found
}

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` when installed (the same Chromium build without
 * the desktop browser around it, what Playwright itself runs headless: a fifth less processor per page), else
 * `chromium`.
 */
export function testBrowserPath(): string {
  return onPath(['chromium-headless-shell']) ?? chromiumPath()
}

/** Chromium's flags on these machines: no sandbox as root, and no calls to Google's services, which are unreachable. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * How often a page-side wait (`waitForFunction`) checks its condition. Playwright's default checks on every
 * animation frame, which keeps the page drawing frames the whole time it waits: a loading page then shares its
 * processor with the wait.
 */
export const POLL_MS = 50
