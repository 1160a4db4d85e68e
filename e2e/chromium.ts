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
