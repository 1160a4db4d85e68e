import { randomBytes } from 'node:crypto'
import { toDecimalString } from '@shwe/domain'
import { HTML_LANG, PAGE_TEXT, type PageLanguage, type PageText } from './page-text.ts'
import { REEL_STRIP, type SlotSymbol, SYMBOLS, THREE_OF_A_KIND, TWO_BLOSSOMS } from './slot.logic.ts'

/**
 * The demo provider's pages. They stand in for a third-party game page, so they are self-contained: one
 * inline script and style allowed by a per-response nonce, no inline handlers, nothing loaded from
 * elsewhere, no referrer sent, framing only by this origin. Being provider content served from the site's
 * own host, they run sandboxed in an opaque origin like every launch page (`PROVIDER_SANDBOX`): their rounds
 * are authorised by the play session in the page, never by anything the site's origin holds.
 */

/**
 * The sandbox of provider content, without `allow-same-origin`: the document gets an opaque origin, so it
 * reads none of the site's storage (the player's bearer token) and its requests carry `Origin: null` and no
 * credentials. It may run scripts, post forms and open the provider's game outside the sandbox.
 */
export const PROVIDER_SANDBOX =
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox'

export const escapeHtml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[ch] ?? ch,
  )

/** Stakes a player may choose, in kyat. */
export const STAKES_KYAT = [100, 500, 1000, 5000] as const

/** Symbols from fonts every device has (no emoji font needed), each with its own colour. */
export const SYMBOL_GLYPHS: Record<SlotSymbol, string> = {
  crown: '♛',
  diamond: '◆',
  seven: '7',
  sun: '☀',
  star: '★',
  blossom: '❀',
}

function pageHeaders(nonce: string): Record<string, string> {
  return {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': [
      PROVIDER_SANDBOX,
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "img-src 'self'",
      "connect-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'self'",
    ].join('; '),
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
  }
}

const STYLE = `
body{margin:0;min-height:100vh;background:#14110f;color:#f5efe6;font:16px/1.5 system-ui,sans-serif;display:flex;justify-content:center}
main{width:100%;max-width:480px;padding:16px;box-sizing:border-box}
header{display:flex;align-items:center;gap:12px}
header img{width:56px;height:56px;border-radius:12px}
h1{font-size:1.25rem;margin:0}
a{color:#f2c14e}
.balance{margin:12px 0;padding:8px 12px;border-radius:8px;background:#2a231d}
.board{display:flex;justify-content:center;gap:8px;margin:16px 0;min-height:96px;flex-wrap:wrap}
.reel{width:88px;height:88px;border-radius:12px;background:#f5efe6;color:#14110f;font-size:52px;font-weight:700;display:flex;align-items:center;justify-content:center}
[data-symbol=crown]{color:#b8860b}[data-symbol=diamond]{color:#1e6fd9}[data-symbol=seven]{color:#c0392b}
[data-symbol=sun]{color:#e67e22}[data-symbol=star]{color:#8e44ad}[data-symbol=blossom]{color:#d63384}
.stakes{display:flex;gap:8px;flex-wrap:wrap;margin:8px 0}
.stakes button,.play{border:0;border-radius:8px;padding:10px 14px;font:inherit;cursor:pointer}
.stakes button{background:#3a3129;color:#f5efe6}
.stakes button[aria-pressed=true]{background:#f2c14e;color:#14110f}
.play{width:100%;margin-top:8px;background:#c0392b;color:#fff;font-weight:700;font-size:1.1rem}
.play:disabled{opacity:.6;cursor:wait}
.message{min-height:1.5em;text-align:center;font-weight:600}
.hand{margin:8px 0}
.cards{display:flex;gap:6px;flex-wrap:wrap}
.card{width:48px;height:68px;border-radius:6px;background:#fff;color:#111;display:flex;align-items:center;justify-content:center;font-weight:700}
.card.red{color:#c0392b}
table{width:100%;border-collapse:collapse;margin-top:16px;font-size:.9rem}
td{padding:2px 4px;border-bottom:1px solid #2a231d}
`

function htmlDocument(nonce: string, lang: PageLanguage, title: string, body: string, script = ''): string {
  return [
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>`,
    body,
    script ? `<script nonce="${nonce}">${script}</script>` : '',
    '</body></html>',
  ].join('')
}

const newNonce = () => randomBytes(16).toString('base64')

/** JSON for an inline script: `<` escaped, so no text can close the script element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export type ErrorPageKind = 'spent' | 'invalid' | 'gone'

const ERROR_TEXT: Record<ErrorPageKind, { title: keyof PageText; text: keyof PageText; status: 404 | 410 }> =
  {
    spent: { title: 'linkExpiredTitle', text: 'linkExpired', status: 410 },
    invalid: { title: 'notFoundTitle', text: 'linkInvalid', status: 404 },
    gone: { title: 'notFoundTitle', text: 'gameGone', status: 404 },
  }

/** A small page for a dead link: used or expired (410), unknown ticket or game (404). */
export function errorPage(kind: ErrorPageKind, lang: PageLanguage): Response {
  const nonce = newNonce()
  const t = PAGE_TEXT[lang]
  const { status } = ERROR_TEXT[kind]
  const title = t[ERROR_TEXT[kind].title] as string
  const text = t[ERROR_TEXT[kind].text] as string
  const body = `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(t.backToLobby)}</a></p></main>`
  return new Response(htmlDocument(nonce, lang, title, body), { status, headers: pageHeaders(nonce) })
}

/**
 * The demo provider's HTML launch page (what a content launch answers), which sends its window on to the game.
 * The server keeps it behind a one-time `/launch/<ticket>` address (launch-page.ts).
 */
export function launchContent(url: string, lang: PageLanguage): string {
  const t = PAGE_TEXT[lang]
  const href = escapeHtml(url)
  return [
    `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8">`,
    '<meta name="referrer" content="no-referrer">',
    `<meta http-equiv="refresh" content="0;url=${href}">`,
    `<title>${escapeHtml(t.openingTitle)}</title></head><body>`,
    `<p>${escapeHtml(t.opening)} <a href="${href}" rel="noreferrer">${escapeHtml(t.continue)}</a></p>`,
    '</body></html>',
  ].join('')
}

export interface GamePage {
  lang: PageLanguage
  session: string
  gameName: string
  providerName: string
  imageUrl: string
  balance: bigint
}

function header(page: GamePage, t: PageText): string {
  return [
    `<header><img src="${escapeHtml(page.imageUrl)}" alt=""><div><h1>${escapeHtml(page.gameName)}</h1>`,
    `<div>${escapeHtml(page.providerName)} · <a href="/">${escapeHtml(t.lobby)}</a></div></div></header>`,
    `<div class="balance">${escapeHtml(t.balance)}: <strong id="balance">${toDecimalString(page.balance)}</strong> Ks</div>`,
  ].join('')
}

function stakeButtons(t: PageText): string {
  const buttons = STAKES_KYAT.map(
    (kyat, index) =>
      `<button type="button" data-stake="${kyat}" aria-pressed="${index === 0}">${kyat.toLocaleString('en-US')} Ks</button>`,
  )
  return `<div class="stakes" role="group" aria-label="${escapeHtml(t.stake)}">${buttons.join('')}</div>`
}

/**
 * Shared page script: the page's texts as `T`, stake choice, the request with the session header and a fresh
 * request id, balance and message updates. `render(data)` draws the round and returns the message to show;
 * a refusal shows the page's own text for it, in the page's language.
 */
const scriptCommon = (t: PageText) => `
const T = ${scriptJson(t)}
const root = document.querySelector('main')
const session = root.dataset.session
const balance = document.getElementById('balance')
const message = document.getElementById('message')
const button = document.getElementById('play')
const kyat = (text) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2 })
balance.textContent = kyat(balance.textContent)
let stake = Number(document.querySelector('[data-stake]').dataset.stake)
for (const choice of document.querySelectorAll('[data-stake]')) {
  choice.addEventListener('click', () => {
    stake = Number(choice.dataset.stake)
    for (const other of document.querySelectorAll('[data-stake]')) other.setAttribute('aria-pressed', String(other === choice))
  })
}
const requestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
async function play(path, busyText, render) {
  button.disabled = true
  message.textContent = busyText
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Play-Session': session },
      body: JSON.stringify({ stake, request_id: requestId() }),
    })
    const body = await response.json().catch(() => ({}))
    if (body.data && body.data.balance) balance.textContent = kyat(body.data.balance)
    message.textContent = response.ok
      ? render(body.data)
      : response.status === 401
        ? T.sessionEnded
        : body.data && body.data.balance
          ? T.insufficient
          : T.failed
  } catch {
    message.textContent = T.network
  } finally {
    button.disabled = false
  }
}
`

export function slotPage(page: GamePage): Response {
  const nonce = newNonce()
  const t = PAGE_TEXT[page.lang]
  const symbol = (name: SlotSymbol, count = 1) =>
    `<span data-symbol="${name}" title="${escapeHtml(t.symbols[name])}">${SYMBOL_GLYPHS[name].repeat(count)}</span>`
  const reel = (name: SlotSymbol) =>
    `<div class="reel" data-symbol="${name}" role="img" aria-label="${escapeHtml(t.symbols[name])}">${SYMBOL_GLYPHS[name]}</div>`
  const start = [0, 7, 14].map((stop) => reel(REEL_STRIP[stop] ?? 'blossom'))
  const paytable = [
    ...SYMBOLS.map((name) => `<tr><td>${symbol(name, 3)}</td><td>× ${THREE_OF_A_KIND[name]}</td></tr>`),
    `<tr><td>${escapeHtml(t.anyTwo)} ${symbol('blossom')}</td><td>× ${TWO_BLOSSOMS}</td></tr>`,
  ].join('')
  const body = [
    `<main data-session="${escapeHtml(page.session)}">`,
    header(page, t),
    `<div class="board" aria-live="polite">${start.join('')}</div>`,
    `<p class="message" id="message" aria-live="polite"></p>`,
    stakeButtons(t),
    `<button type="button" class="play" id="play">${escapeHtml(t.spin)}</button>`,
    `<table aria-label="${escapeHtml(t.paytable)}">${paytable}</table>`,
    '</main>',
  ].join('')
  const script = `${scriptCommon(t)}
const glyphs = ${scriptJson(SYMBOL_GLYPHS)}
const reels = document.querySelectorAll('.reel')
button.addEventListener('click', () => play('/play/api/spin', T.spinning, (data) => {
  data.reels.forEach((symbol, i) => {
    reels[i].textContent = glyphs[symbol]
    reels[i].dataset.symbol = symbol
    reels[i].setAttribute('aria-label', T.symbols[symbol])
  })
  return Number(data.win) > 0 ? T.youWinAmount.replace('{{amount}}', kyat(data.win)) : T.noWin
}))`
  return new Response(htmlDocument(nonce, page.lang, page.gameName, body, script), {
    headers: pageHeaders(nonce),
  })
}

export function shanPage(page: GamePage): Response {
  const nonce = newNonce()
  const t = PAGE_TEXT[page.lang]
  const hand = (id: string, label: string) =>
    `<div class="hand"><div>${escapeHtml(label)} <span id="${id}-points"></span></div><div class="cards" id="${id}-cards"></div></div>`
  const body = [
    `<main data-session="${escapeHtml(page.session)}">`,
    header(page, t),
    hand('banker', t.banker),
    hand('player', t.you),
    `<p class="message" id="message" aria-live="polite"></p>`,
    stakeButtons(t),
    `<button type="button" class="play" id="play">${escapeHtml(t.deal)}</button>`,
    `<p>${escapeHtml(t.shanRules)}</p>`,
    '</main>',
  ].join('')
  const script = `${scriptCommon(t)}
function show(id, hand) {
  const cards = document.getElementById(id + '-cards')
  cards.replaceChildren(...hand.cards.map((card) => {
    const el = document.createElement('div')
    el.className = /[♥♦]/.test(card) ? 'card red' : 'card'
    el.textContent = card
    return el
  }))
  document.getElementById(id + '-points').textContent = '— ' + hand.points + (hand.shan ? ' (' + T.shan + ')' : '')
}
const results = { win: T.resultWin, tie: T.resultTie, lose: T.resultLose }
button.addEventListener('click', () => play('/play/api/deal', T.dealing, (data) => {
  show('banker', data.banker)
  show('player', data.player)
  return results[data.result] + (Number(data.win) > 0 ? ' · ' + kyat(data.win) + ' Ks' : '')
}))`
  return new Response(htmlDocument(nonce, page.lang, page.gameName, body, script), {
    headers: pageHeaders(nonce),
  })
}
