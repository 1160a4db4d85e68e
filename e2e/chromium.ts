import { execFileSync } from 'node:child_process'

/** Debian's chromium, found on PATH; never a downloaded browser. */
export function chromiumPath(): string {
  const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || true'], {
    encoding: 'utf8',
  }).trim()
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium')
  return found
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
