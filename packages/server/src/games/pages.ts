import { randomBytes } from 'node:crypto'
import { toDecimalString } from '@shwe/domain'
import { REEL_STRIP, type SlotSymbol, SYMBOLS, THREE_OF_A_KIND, TWO_BLOSSOMS } from './slot.logic.ts'

/**
 * The demo provider's pages. They stand in for a third-party game page, so they are self-contained: one
 * inline script and style allowed by a per-response nonce, no inline handlers, nothing loaded from
 * elsewhere, no referrer sent, framing only by this origin.
 */

const escapeHtml = (text: string): string =>
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

function htmlDocument(nonce: string, title: string, body: string, script = ''): string {
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body>`,
    body,
    script ? `<script nonce="${nonce}">${script}</script>` : '',
    '</body></html>',
  ].join('')
}

const newNonce = () => randomBytes(16).toString('base64')

/** A small page for a dead link: used, expired or unknown ticket. */
export function errorPage(status: 404 | 410, title: string, text: string): Response {
  const nonce = newNonce()
  const body = `<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Back to the lobby</a></p></main>`
  return new Response(htmlDocument(nonce, title, body), { status, headers: pageHeaders(nonce) })
}

/** The `content` launch reply: an HTML document a client writes into a new window, which then opens the game. */
export function launchContent(url: string): string {
  const href = escapeHtml(url)
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="referrer" content="no-referrer">',
    `<meta http-equiv="refresh" content="0;url=${href}">`,
    '<title>Opening game</title></head><body>',
    `<p>Opening the game… <a href="${href}" rel="noreferrer">Continue</a></p>`,
    '</body></html>',
  ].join('')
}

export interface GamePage {
  session: string
  gameName: string
  providerName: string
  imageUrl: string
  balance: bigint
}

function header(page: GamePage): string {
  return [
    `<header><img src="${escapeHtml(page.imageUrl)}" alt=""><div><h1>${escapeHtml(page.gameName)}</h1>`,
    `<div>${escapeHtml(page.providerName)} · <a href="/">Lobby</a></div></div></header>`,
    `<div class="balance">Balance: <strong id="balance">${toDecimalString(page.balance)}</strong> Ks</div>`,
  ].join('')
}

function stakeButtons(): string {
  const buttons = STAKES_KYAT.map(
    (kyat, index) =>
      `<button type="button" data-stake="${kyat}" aria-pressed="${index === 0}">${kyat.toLocaleString('en-US')} Ks</button>`,
  )
  return `<div class="stakes" role="group" aria-label="Stake">${buttons.join('')}</div>`
}

/**
 * Shared page script: stake choice, the request with the session header and a fresh request id, balance and
 * message updates. `render(data)` draws the round and returns the message to show.
 */
const SCRIPT_COMMON = `
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
    message.textContent = response.ok ? render(body.data) : body.message || 'Something went wrong.'
  } catch {
    message.textContent = 'Network error. Please try again.'
  } finally {
    button.disabled = false
  }
}
`

export function slotPage(page: GamePage): Response {
  const nonce = newNonce()
  const symbol = (name: SlotSymbol, count = 1) =>
    `<span data-symbol="${name}" title="${name}">${SYMBOL_GLYPHS[name].repeat(count)}</span>`
  const reel = (name: SlotSymbol) =>
    `<div class="reel" data-symbol="${name}" role="img" aria-label="${name}">${SYMBOL_GLYPHS[name]}</div>`
  const start = [0, 7, 14].map((stop) => reel(REEL_STRIP[stop] ?? 'blossom'))
  const paytable = [
    ...SYMBOLS.map((name) => `<tr><td>${symbol(name, 3)}</td><td>× ${THREE_OF_A_KIND[name]}</td></tr>`),
    `<tr><td>Any two ${symbol('blossom')}</td><td>× ${TWO_BLOSSOMS}</td></tr>`,
  ].join('')
  const body = [
    `<main data-session="${escapeHtml(page.session)}">`,
    header(page),
    `<div class="board" aria-live="polite">${start.join('')}</div>`,
    `<p class="message" id="message" aria-live="polite"></p>`,
    stakeButtons(),
    '<button type="button" class="play" id="play">Spin</button>',
    `<table aria-label="Paytable">${paytable}</table>`,
    '</main>',
  ].join('')
  const script = `${SCRIPT_COMMON}
const glyphs = ${JSON.stringify(SYMBOL_GLYPHS)}
const reels = document.querySelectorAll('.reel')
button.addEventListener('click', () => play('/play/api/spin', 'Spinning…', (data) => {
  data.reels.forEach((symbol, i) => {
    reels[i].textContent = glyphs[symbol]
    reels[i].dataset.symbol = symbol
    reels[i].setAttribute('aria-label', symbol)
  })
  return Number(data.win) > 0 ? 'You win ' + kyat(data.win) + ' Ks!' : 'No win this time.'
}))`
  return new Response(htmlDocument(nonce, page.gameName, body, script), { headers: pageHeaders(nonce) })
}

export function shanPage(page: GamePage): Response {
  const nonce = newNonce()
  const hand = (id: string, label: string) =>
    `<div class="hand"><div>${label} <span id="${id}-points"></span></div><div class="cards" id="${id}-cards"></div></div>`
  const body = [
    `<main data-session="${escapeHtml(page.session)}">`,
    header(page),
    hand('banker', 'Banker'),
    hand('player', 'You'),
    `<p class="message" id="message" aria-live="polite"></p>`,
    stakeButtons(),
    '<button type="button" class="play" id="play">Deal</button>',
    '<p>Two cards each; 8 or 9 is Shan and wins at once. Below 4 points a third card is drawn for you and the banker. ',
    'Higher points win and pay 1.95× the stake; a tie returns the stake.</p>',
    '</main>',
  ].join('')
  const script = `${SCRIPT_COMMON}
function show(id, hand) {
  const cards = document.getElementById(id + '-cards')
  cards.replaceChildren(...hand.cards.map((card) => {
    const el = document.createElement('div')
    el.className = /[♥♦]/.test(card) ? 'card red' : 'card'
    el.textContent = card
    return el
  }))
  document.getElementById(id + '-points').textContent = '— ' + hand.points + (hand.shan ? ' (Shan)' : '')
}
const results = { win: 'You win', tie: 'Tie: stake returned', lose: 'Banker wins' }
button.addEventListener('click', () => play('/play/api/deal', 'Dealing…', (data) => {
  show('banker', data.banker)
  show('player', data.player)
  return results[data.result] + (Number(data.win) > 0 ? ' · ' + kyat(data.win) + ' Ks' : '')
}))`
  return new Response(htmlDocument(nonce, page.gameName, body, script), { headers: pageHeaders(nonce) })
}
