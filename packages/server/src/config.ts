import { isAbsolute, relative, resolve, sep } from 'node:path'
import {
  DEFAULT_THREE_D_CUTOFF_TIME,
  DEFAULT_TWO_D_CUTOFF_MINUTES,
  DIGIT_ODDS,
  type DigitOdds,
  digitBetTypes,
  THREE_D_ODDS,
  type ThreeDOdds,
  TWO_D_ODDS,
  type TwoDOdds,
  threeDBetTypes,
  threeDDraw,
  twoDBetTypes,
  twoDDraw,
  validatePaytable,
} from '@shwe/domain'
import { type ProxyTrust, proxyTrustProblem } from './client-address.ts'
import { isHostPattern } from './outbound.ts'
import { DEFAULT_SCRYPT_LOG_N } from './password.ts'

/** The repository root: this file is packages/server/src/config.ts. */
export const REPO_ROOT = resolve(import.meta.dirname, '..', '..', '..')

export interface StaticDirs {
  /** The built site (Astro output): pages, `/_astro/` assets and `404.html`. */
  siteDir?: string
  /**
   * The built renderer of the pages whose first screen is rendered with live data (`dist/site-render/entry.mjs`,
   * see first-content.ts); without it those pages go out as built.
   */
  renderEntry?: string
  /** The built widget bundles, served under `/widgets/` to any origin. */
  widgetsDir?: string
  /** Example host pages, served under `/examples/`. */
  examplesDir?: string
  /**
   * The generated reference page of the elements (`dist/examples/index.html`, written by
   * `npm run build:examples`), a file path: it answers `/examples`, `/examples/` and `/examples/index.html`
   * (404 while it is not built); the other example pages still come from `examplesDir`.
   */
  examplesIndex?: string
}

export interface AppConfig {
  /** A bearer token unused for this long stops working. */
  tokenIdleMinutes: number
  /** A bearer token stops working this long after login, however often it is used. */
  tokenAbsoluteDays: number
  /** scrypt cost as log2(N) for new hashes and the unknown-user decoy; 17 in production, lower in tests. */
  scryptLogN: number
  /** Largest accepted request body under /api, in bytes. */
  maxBodyBytes: number
  /** Smallest deposit request, in pya (default 1,000 kyat). */
  depositMinPya: bigint
  /** Smallest withdrawal request, in pya (default 10,000 kyat). */
  withdrawMinPya: bigint
  /**
   * Failed sign-ins allowed per client address (over all accounts, so also on any one) within the window
   * before that address is answered 429. An account with more failures than this from all addresses together
   * is not blocked: each further attempt on it waits a little longer, up to a few seconds (accounts/limits.ts).
   */
  loginMaxFailures: number
  loginWindowMinutes: number
  /**
   * The proxies in front of the server (`TRUST_PROXY`): how many (`1`, or `true`, for one proxy that appends
   * the client to `X-Forwarded-For`), or their addresses and CIDR ranges. The client's address and scheme are
   * the ones the trusted proxy reports (client-address.ts); `false` or 0 uses the connection itself.
   */
  trustProxy: ProxyTrust
  /**
   * The origin of every absolute URL in replies, such as `https://shwe.example` (`PUBLIC_ORIGIN`); unset:
   * the origin the request came to, with the scheme the trusted proxy reports.
   */
  publicOrigin?: string
  /** Accounts (registered or guest) one client address may create within the window (`REGISTER_MAX_PER_ADDRESS`). */
  registerMaxPerAddress: number
  registerWindowMinutes: number
  /**
   * Partner sites (`PARTNER_ORIGINS`, origins such as `https://partner.example`) that may frame the `/embed/*`
   * pages, where elements in frame mode run; no other page of the site may be framed by another origin.
   */
  partnerOrigins: readonly string[]
  /**
   * Hosts besides this server's own that the site's pages may show pictures and videos from (`IMAGE_HOSTS`, CSP
   * `img-src` and `media-src`): origins such as `https://cdn.example`, or `https://*.cdn.example` for its
   * subdomains. Empty by default: the API names pictures on its own origin.
   */
  imageHosts: readonly string[]
  /** 2D: smallest stake per number, in pya (default 100 kyat). */
  twoDMinPya: bigint
  /** 2D: most that all players together may stake on one number of one draw, in pya (default 50,000 kyat). */
  twoDCapPya: bigint
  /** 2D: betting closes this many minutes before the result time (default 10). */
  twoDCutoffMinutes: number
  /** 2D: market holidays (`YYYY-MM-DD`, Yangon) on which there is no draw; weekends never have one. */
  twoDHolidays: readonly string[]
  twoDOdds: TwoDOdds
  /** 3D: smallest stake per number, in pya (default 1 kyat). */
  threeDMinPya: bigint
  /** 3D: most that all players together may stake on one number of one draw, in pya (default 100,000 kyat). */
  threeDCapPya: bigint
  /** 3D: Yangon time on the draw day at which betting closes (default 12:00). */
  threeDCutoffTime: string
  /** 3D: draw dates per year replacing the default calendar of that year (the Thai lottery moves draws). */
  threeDDrawDates: Readonly<Record<number, readonly string[]>>
  threeDOdds: ThreeDOdds
  /** The digit game's odds (digit, small, big), credited on a win with the stake included; published by `GET /digitbet/fairness`. */
  digitOdds: DigitOdds
  /**
   * Where the receipt images of deposit requests are stored (`RECEIPTS_DIR`), under names the server
   * chooses. Never inside a folder served statically: only the admin API hands a receipt out. Default
   * `receipts` beside the embedded database.
   */
  receiptsDir: string
  /** A fixed admin token (`ADMIN_TOKEN`); when absent one is generated on first start. */
  adminToken?: string
  /**
   * Web Push: a fixed VAPID key pair (`VAPID_PUBLIC_KEY`, `VAPID_PRIVATE_KEY`, base64url); when absent a pair is
   * generated on first start and kept in `vapid.json` in the data folder. Servers on several machines sharing
   * one database need the same pair.
   */
  vapidPublicKey?: string
  vapidPrivateKey?: string
  /** Web Push: who the push services may contact about this server's pushes (`PUSH_SUBJECT`), mailto: or https:. */
  pushSubject: string
  /**
   * Web Push: also take subscriptions whose endpoint is plain http on the loopback interface, for tests with
   * a push service on the same machine. Never set from the environment; production takes https only.
   */
  pushAllowLoopbackHttp: boolean
  /**
   * Web Push: the push services subscriptions may name (`PUSH_HOSTS`), host names or `*.domain` patterns;
   * an endpoint on any other host is refused. Default: the services of Chrome and the other Chromium
   * browsers (FCM), Firefox, Safari and Edge.
   */
  pushHosts: readonly string[]
  static?: StaticDirs
}

export const DEFAULT_CONFIG: AppConfig = {
  tokenIdleMinutes: 30,
  tokenAbsoluteDays: 7,
  scryptLogN: DEFAULT_SCRYPT_LOG_N,
  maxBodyBytes: 64 * 1024,
  depositMinPya: 1_000n * 100n,
  withdrawMinPya: 10_000n * 100n,
  loginMaxFailures: 10,
  loginWindowMinutes: 15,
  trustProxy: false,
  registerMaxPerAddress: 5,
  registerWindowMinutes: 60,
  partnerOrigins: [],
  imageHosts: [],
  twoDMinPya: 100n * 100n,
  twoDCapPya: 50_000n * 100n,
  twoDCutoffMinutes: DEFAULT_TWO_D_CUTOFF_MINUTES,
  twoDHolidays: [],
  twoDOdds: TWO_D_ODDS,
  threeDMinPya: 1n * 100n,
  threeDCapPya: 100_000n * 100n,
  threeDCutoffTime: DEFAULT_THREE_D_CUTOFF_TIME,
  threeDDrawDates: {},
  threeDOdds: THREE_D_ODDS,
  digitOdds: DIGIT_ODDS,
  receiptsDir: resolve(REPO_ROOT, '.data', 'receipts'),
  pushSubject: 'mailto:support@shwe.example',
  pushAllowLoopbackHttp: false,
  pushHosts: [
    'fcm.googleapis.com',
    '*.push.services.mozilla.com',
    '*.push.apple.com',
    '*.notify.windows.com',
  ],
}

/** An http(s) origin written as browsers send it: scheme, host and port only, no path or trailing slash. */
export function isOrigin(text: string): boolean {
  try {
    const url = new URL(text)
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text
  } catch {
    return false
  }
}

export function resolveConfig(config: Partial<AppConfig> = {}): AppConfig {
  const merged: AppConfig = { ...DEFAULT_CONFIG }
  for (const [key, value] of Object.entries(config)) {
    if (value !== undefined) Object.assign(merged, { [key]: value })
  }
  for (const key of [
    'tokenIdleMinutes',
    'tokenAbsoluteDays',
    'maxBodyBytes',
    'loginMaxFailures',
    'loginWindowMinutes',
    'registerMaxPerAddress',
    'registerWindowMinutes',
  ] as const) {
    if (!(merged[key] > 0)) throw new Error(`config.${key} must be a positive number`)
  }
  for (const key of [
    'depositMinPya',
    'withdrawMinPya',
    'twoDMinPya',
    'twoDCapPya',
    'threeDMinPya',
    'threeDCapPya',
  ] as const) {
    if (typeof merged[key] !== 'bigint' || merged[key] < 1n)
      throw new Error(`config.${key} must be a positive bigint`)
  }
  if (!Number.isInteger(merged.scryptLogN) || merged.scryptLogN < 1 || merged.scryptLogN > 20) {
    throw new Error('config.scryptLogN must be an integer from 1 to 20')
  }
  for (const served of Object.values(merged.static ?? {})) {
    if (served && isInside(merged.receiptsDir, served)) {
      throw new Error(`config.receiptsDir must not be inside a folder served as static files (${served})`)
    }
  }
  for (const origin of merged.partnerOrigins) {
    if (!isOrigin(origin)) {
      throw new Error(
        `config.partnerOrigins must hold origins such as https://partner.example, got ${origin}`,
      )
    }
  }
  const trustProblem = proxyTrustProblem(merged.trustProxy)
  if (trustProblem) throw new Error(`config.trustProxy ${trustProblem}`)
  if (merged.publicOrigin !== undefined && !isOrigin(merged.publicOrigin)) {
    throw new Error(
      `config.publicOrigin must be an origin such as https://shwe.example, got ${merged.publicOrigin}`,
    )
  }
  for (const host of merged.imageHosts) {
    // A plain host name, so the entry reads the same to a browser's CSP as to the URL parser.
    const bare = host.replace(/^(https?:\/\/)\*\./, '$1')
    if (!isOrigin(bare) || !/^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/.test(bare)) {
      throw new Error(
        `config.imageHosts must hold origins such as https://cdn.example or https://*.cdn.example, got ${host}`,
      )
    }
  }
  if (!isPushSubject(merged.pushSubject)) {
    throw new Error(`config.pushSubject must be a mailto: or https: URL, got ${merged.pushSubject}`)
  }
  for (const host of merged.pushHosts) {
    if (!isHostPattern(host)) {
      throw new Error(
        `config.pushHosts must hold host names or *.domain patterns such as *.push.apple.com, got ${host}`,
      )
    }
  }
  if ((merged.vapidPublicKey === undefined) !== (merged.vapidPrivateKey === undefined)) {
    throw new Error('config.vapidPublicKey and config.vapidPrivateKey must be set together')
  }
  // The schedules and paytables throw on a bad setting: better at start-up than on the first bet.
  twoDDraw(new Date(), twoDSchedule(merged))
  threeDDraw(new Date(), threeDSchedule(merged))
  validatePaytable(twoDBetTypes(merged.twoDOdds))
  validatePaytable(threeDBetTypes(merged.threeDOdds))
  validatePaytable(digitBetTypes(merged.digitOdds))
  return merged
}

/** A contact for the push services: `mailto:someone@host` or an https URL. */
function isPushSubject(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' || (url.protocol === 'mailto:' && /^[^@\s]+@[^@\s]+$/.test(url.pathname))
  } catch {
    return false
  }
}

/** Whether `path` is `folder` or lies somewhere below it. */
function isInside(path: string, folder: string): boolean {
  const rest = relative(resolve(folder), resolve(path))
  return rest === '' || (rest !== '..' && !rest.startsWith(`..${sep}`) && !isAbsolute(rest))
}

/** The 2D calendar options of a configuration. */
export const twoDSchedule = (config: AppConfig) => ({
  holidays: new Set(config.twoDHolidays),
  cutoffMinutes: config.twoDCutoffMinutes,
})

/** The 3D calendar options of a configuration. */
export const threeDSchedule = (config: AppConfig) => ({
  drawDates: config.threeDDrawDates,
  cutoffTime: config.threeDCutoffTime,
})
