import { mkdtempSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { startServer } from '../packages/server/src/main.ts'
const server = await startServer({ port: 0, host: '127.0.0.1', dataDir: mkdtempSync('/tmp/dbg-'), log: false })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)))
page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 300)))
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()) })
await page.goto(server.url + '/promotion')
await page.waitForTimeout(4000)
console.log('ssr islands left', await page.evaluate(() => [...document.querySelectorAll('astro-island[ssr]')].map((i) => i.getAttribute('component-export'))))
await browser.close(); await server.close()
