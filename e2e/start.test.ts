/**
 * `npm start` when the examples' partner origin cannot have its port (issue: another program holds 4322): a
 * warning, and the product still serves on its own port.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, inject, it } from 'vitest'
import { REPO_ROOT } from '../packages/server/src/main.ts'
import { prefillDataDir } from './seeded-data.ts'

const listening = (server: Server, port = 0) =>
  new Promise<number>((done) =>
    server.listen(port, '127.0.0.1', () => done((server.address() as { port: number }).port)),
  )

let child: ChildProcess | undefined
const taken = createServer()
const dataDir = mkdtempSync(join(tmpdir(), 'shwe-start-'))

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((done) => child?.once('exit', done))
    child.kill('SIGTERM')
    await exited
  }
  taken.close()
  rmSync(dataDir, { recursive: true, force: true })
})

it('warns and still serves the product when the partner origin’s port is taken', async () => {
  const partnerPort = await listening(taken)
  const probe = createServer()
  const port = await listening(probe)
  await new Promise((done) => probe.close(done))

  // The run's seeded database, as a second `npm start` finds its own: the start itself is what is tested here.
  prefillDataDir(dataDir, inject('seededDataDir'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    PARTNER_PORT: String(partnerPort),
    DATA_DIR: dataDir,
  }
  // The embedded database in a folder of its own, whatever the test run uses.
  delete env.DATABASE_URL
  child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk) => {
    output += chunk
  })

  await expect
    .poll(() => output, { timeout: 120_000, interval: 250 })
    .toContain(`port ${partnerPort} is taken`)
  expect(output).toContain('the product still serves')
  await expect
    .poll(
      async () => {
        const reply = await fetch(`http://127.0.0.1:${port}/`).catch(() => null)
        return reply?.status
      },
      { timeout: 60_000, interval: 250 },
    )
    .toBe(200)
  expect(child.exitCode).toBeNull()
}, 180_000)
