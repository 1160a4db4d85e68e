/**
 * The partners' developer kit as a partner gets it: `npm pack` of `packages/elements`, installed from the tarball
 * into three apps made from `e2e/kits/` (Vite + React 19, Vite + Vue 3, a plain page with an import map), built
 * with this project's Vite, and the React and Vue ones type-checked against the package's typings (each has a
 * file of mistakes: those are the errors, and the only ones). Each app is served from an origin of its own,
 * which the product's PARTNER_ORIGINS name, and in Chromium shows the leaderboard and the 2D board; the player
 * signs in inside the board's frame, and the app learns it from the typed `authchange` event.
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import vue from '@vitejs/plugin-vue'
import type { Browser, Frame, Page } from 'playwright-core'
import { build, type InlineConfig } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../packages/server/src/main.ts'
import { manifestProblems } from '../scripts/custom-elements-manifest.ts'
import { ELEMENTS } from '../widgets/elements.ts'
import { ARTIFACTS, launchBrowser, openMorningSlips, signInAsDemo, startProduct } from './harness.ts'

const KITS = join(REPO_ROOT, 'e2e', 'kits')
/** Inside the repository (and git-ignored), so the apps find react, vue and vite in its node_modules. */
const WORK = join(REPO_ROOT, '.test-results', 'kits')
const PACKAGE_DIR = join(REPO_ROOT, 'packages', 'elements')
const APPS = ['react', 'vue', 'plain'] as const
type App = (typeof APPS)[number]

interface Packed {
  filename: string
  files: { path: string; size: number }[]
}

interface Outcome {
  code: number
  text: string
}

/** Runs a command to its end; its exit code and everything it printed. */
async function outcome(command: string, args: string[], cwd: string): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, args, { cwd })
    return { code: 0, text: `${stdout}${stderr}` }
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string; stderr?: string }
    return {
      code: typeof failed.code === 'number' ? failed.code : 1,
      text: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    }
  }
}

/** A partner's build of the app, as its own `vite.config` would set it up. */
function viteConfig(app: App): InlineConfig {
  const base: InlineConfig = {
    root: join(WORK, app),
    configFile: false,
    logLevel: 'error',
    mode: 'production',
    // Unminified and unmeasured: the test needs the app to run, not to be small.
    build: { outDir: 'dist', emptyOutDir: true, minify: false, reportCompressedSize: false },
  }
  if (app === 'react') return { ...base, plugins: [react()] }
  if (app === 'vue') {
    return {
      ...base,
      plugins: [
        vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('shwe-') } } }),
      ],
    }
  }
  // The plain page leaves the package to its import map: `/shwe/` holds the package's files as they are.
  return { ...base, build: { ...base.build, rolldownOptions: { external: [/^@shwe\/elements\//] } } }
}

/** The type check a partner runs: tsc for React, vue-tsc (on TypeScript 6, which it needs) for Vue. */
function typeCheck(app: 'react' | 'vue'): Promise<Outcome> {
  const dir = join(WORK, app)
  if (app === 'react') {
    return outcome(process.execPath, [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], dir)
  }
  // vue-tsc reads the tsconfig.json of the folder it runs in.
  const script = "require('vue-tsc').run(require.resolve('typescript6/lib/tsc'))"
  return outcome(process.execPath, ['--eval', script], dir)
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
}

/** A partner's static server for a built app; its pages get the Shwe host written in for `SHWE_HOST`. */
async function serveApp(dir: string, shweHost: () => string): Promise<{ url: string; close(): void }> {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://app.invalid').pathname)
    const file = normalize(join(dir, path.endsWith('/') ? `${path}index.html` : path))
    try {
      if (!file.startsWith(dir + sep)) throw new Error('outside')
      const body = await readFile(file)
      const type = TYPES[extname(file)] ?? 'application/octet-stream'
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' })
      response.end(
        type.startsWith('text/html') ? body.toString('utf8').replaceAll('SHWE_HOST', shweHost()) : body,
      )
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found')
    }
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    close: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}

let packed: Packed
let typeChecks: Record<'react' | 'vue', Outcome>
let apps: Record<App, { url: string; close(): void }>
let product: Awaited<ReturnType<typeof startProduct>> | undefined
let browser: Browser | undefined

beforeAll(async () => {
  if (!existsSync(join(PACKAGE_DIR, 'dist', 'custom-elements.json'))) {
    throw new Error('Build the product first: npm run build')
  }
  rmSync(WORK, { recursive: true, force: true })
  mkdirSync(WORK, { recursive: true })
  const pack = await outcome('npm', ['pack', '--json', '--pack-destination', WORK], PACKAGE_DIR)
  if (pack.code !== 0) throw new Error(`npm pack failed:\n${pack.text}`)
  const [report] = JSON.parse(pack.text.slice(pack.text.indexOf('['))) as Packed[]
  if (!report) throw new Error(`npm pack reported nothing:\n${pack.text}`)
  packed = report
  // Installed as npm would from the tarball, without a registry: its contents in the app's node_modules.
  await Promise.all(
    APPS.map(async (app) => {
      cpSync(join(KITS, app), join(WORK, app), { recursive: true })
      const installed = join(WORK, app, 'node_modules', '@shwe', 'elements')
      mkdirSync(installed, { recursive: true })
      const untar = await outcome(
        'tar',
        ['-xzf', join(WORK, packed.filename), '-C', installed, '--strip-components=1'],
        WORK,
      )
      if (untar.code !== 0) throw new Error(`tar failed:\n${untar.text}`)
    }),
  )
  cpSync(
    join(WORK, 'plain', 'node_modules', '@shwe', 'elements', 'dist'),
    join(WORK, 'plain', 'public', 'shwe'),
    { recursive: true },
  )

  const checks = Promise.all([typeCheck('react'), typeCheck('vue')])
  // A production build, as a partner's: Vitest runs with NODE_ENV=test, which would make Vite and its plugins
  // build for development (React's JSX dev runtime against React's production build).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const builds = Promise.all(APPS.map((app) => build(viteConfig(app)))).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  // Awaited below, once the product and the browser are up; a failure is reported there.
  builds.catch(() => undefined)
  let productUrl = ''
  const served = await Promise.all(APPS.map((app) => serveApp(join(WORK, app, 'dist'), () => productUrl)))
  apps = Object.fromEntries(APPS.map((app, i) => [app, served[i]])) as typeof apps
  product = await startProduct({ config: { partnerOrigins: served.map((app) => app.url) } })
  productUrl = product.url
  browser = await launchBrowser()
  await builds
  const [reactCheck, vueCheck] = await checks
  typeChecks = { react: reactCheck, vue: vueCheck }
})

afterAll(async () => {
  await browser?.close()
  await product?.close()
  for (const app of Object.values(apps ?? {})) app.close()
})

/** The frame of the Shwe site the element `name` shows in frame mode. */
async function frameOf(page: Page, name: string): Promise<Frame> {
  const isIt = (frame: Frame) => frame.url().includes(`/embed/${name}?`)
  await expect.poll(() => page.frames().some(isIt), { timeout: 15_000 }).toBe(true)
  return page.frames().find(isIt) as Frame
}

describe('the @shwe/elements package', () => {
  it('packs the bundles as the server serves them, an entry and typings per element, and a valid manifest', () => {
    const files = packed.files.map((file) => file.path)
    const names = Object.keys(ELEMENTS)
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/react.d.ts',
        'dist/vue.d.ts',
        'dist/svelte.d.ts',
        'dist/custom-elements.json',
        'dist/html-custom-data.json',
        'dist/define/all.js',
        'dist/define/all.d.ts',
        ...names.flatMap((name) => [`dist/${name}.js`, `dist/define/${name}.js`, `dist/define/${name}.d.ts`]),
      ]),
    )
    expect(files.filter((file) => /\.(br|gz|map)$/.test(file))).toEqual([])
    const installed = join(WORK, 'react', 'node_modules', '@shwe', 'elements')
    const served = files.filter(
      (file) => /^dist\/(chunks|fonts)\//.test(file) || names.some((n) => file === `dist/${n}.js`),
    )
    expect(served.length).toBeGreaterThan(names.length)
    for (const file of served) {
      const same = readFileSync(join(installed, file)).equals(
        readFileSync(join(REPO_ROOT, 'dist', 'widgets', file.slice('dist/'.length))),
      )
      expect(same, file).toBe(true)
    }
    // The main entry's classes are the ones the element bundles export.
    const classes = [
      ...readFileSync(join(installed, 'dist', 'index.js'), 'utf8').matchAll(
        /export \{ (\w+) \} from '\.\/([\w-]+)\.js'/g,
      ),
    ]
    expect(classes.map(([, , name]) => name)).toEqual(names)
    for (const [, className, name] of classes) {
      const exported =
        /export\s*\{([^}]*)\}/.exec(readFileSync(join(installed, 'dist', `${name}.js`), 'utf8'))?.[1] ?? ''
      expect(
        exported.split(',').map((entry) =>
          entry
            .trim()
            .split(/\s+as\s+/)
            .pop(),
        ),
        name,
      ).toContain(className)
    }
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'))
    const manifest = JSON.parse(readFileSync(join(installed, pkg.customElements), 'utf8'))
    expect(manifestProblems(manifest)).toEqual([])
    const paths: string[] = manifest.modules.map((module: { path: string }) => module.path)
    expect(paths.filter((path) => !files.includes(path))).toEqual([])
  })

  it.each([
    ['react', 'src/wrong.tsx'],
    ['vue', 'src/Wrong.vue'],
  ] as const)('the %s app type-checks against its typings, but for each mistake in %s', (app, wrong) => {
    const { code, text } = typeChecks[app]
    const errors = text.split('\n').filter((line) => /error TS\d+/.test(line))
    expect(code, text).not.toBe(0)
    // A misspelt attribute, a screen the board does not have, a detail field its event does not carry.
    expect(
      errors.map((line) => line.slice(0, line.indexOf('('))),
      text,
    ).toEqual([wrong, wrong, wrong])
    expect(text).toContain("'scren' does not exist")
    expect(text).toContain(`'"nope"' is not assignable`)
    expect(text).toContain("'signed' does not exist")
  })

  it.each(APPS)(
    'the %s app shows the leaderboard and the 2D board, and the player signs in inside the board',
    async (app) => {
      const context = await (browser as Browser).newContext({ viewport: { width: 1280, height: 900 } })
      try {
        const page = await context.newPage()
        const errors: string[] = []
        page.on('pageerror', (error) => errors.push(error.message))
        const appUrl = `${apps[app].url}/`
        await page.goto(appUrl)

        // The leaderboard runs in the page: the month's ten withdrawals from the product's API.
        await expect.poll(() => page.locator('shwe-leaderboard li').count(), { timeout: 15_000 }).toBe(10)

        // The 2D board runs in a frame of the Shwe site, which knows the app's origin.
        const frame = await frameOf(page, '2d-board')
        const address = new URL(frame.url())
        expect(address.origin).toBe(new URL((product as { url: string }).url).origin)
        expect(address.searchParams.get('origin')).toBe(new URL(appUrl).origin)
        const board = frame.locator('shwe-2d-board')
        await board.getByRole('heading', { name: '2D Live', level: 1 }).waitFor({ timeout: 15_000 })

        // Signed out, the morning slips ask the player to log in; the login dialog is the frame's own.
        expect(await page.locator('#status').textContent()).toBe('Not signed in')
        await openMorningSlips(board)
        await board.getByRole('button', { name: 'Login' }).click()
        await signInAsDemo(board)
        await board.getByText('Log in to see your slips.').waitFor({ state: 'detached' })

        // The app heard it through its typed authchange handler; its address never changed.
        await expect.poll(() => page.locator('#status').textContent()).toBe('Signed in to Shwe')
        expect(page.url()).toBe(appUrl)
        expect(errors).toEqual([])
        await page.screenshot({ path: join(ARTIFACTS, `kit-${app}.png`), fullPage: true })
      } finally {
        await context.close()
      }
    },
  )
})
