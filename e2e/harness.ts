import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { REPO_ROOT, type StartOptions, startServer } from '../packages/server/src/main.ts'

/** Screenshots and traces a run leaves behind. */
export const ARTIFACTS = join(REPO_ROOT, '.test-results', 'e2e')

/** Debian's chromium, found on PATH; never a downloaded browser. */
export function chromiumPath(): string {
  const found = execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser || true'], {
    encoding: 'utf8',
  }).trim()
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium')
  return found
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}

/** What a test may choose about the product it starts: its clock, its live 2D feed, its settings. */
export type ProductOptions = Pick<StartOptions, 'clock' | 'liveFeed' | 'config'>

/**
 * The built product on a free port with a fresh data directory, seeded as on a first start. Without
 * options it runs on the system clock with a randomly seeded live simulator, as `npm start` does.
 */
export async function startProduct(
  options: ProductOptions = {},
): Promise<{ url: string; dataDir: string; close: () => Promise<void> }> {
  if (!existsSync(join(REPO_ROOT, 'dist', 'site', 'index.html'))) {
    throw new Error('Build the product first: npm run build')
  }
  mkdirSync(ARTIFACTS, { recursive: true })
  const dataDir = mkdtempSync(join(tmpdir(), 'shwe-e2e-'))
  const server = await startServer({ ...options, port: 0, host: '127.0.0.1', dataDir, log: false })
  return {
    url: server.url,
    dataDir,
    close: async () => {
      await server.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
