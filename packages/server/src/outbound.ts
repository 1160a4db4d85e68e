import { lookup as dnsLookup } from 'node:dns/promises'
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'

/**
 * Requests this server makes to outside services (push services, the upstream live feed). Whoever controls
 * such an address (a player's push subscription, a hijacked DNS name) must not make the server reach
 * anything on its own network: the machine itself, the private network, the cloud's metadata service. So:
 *
 * - https only, on port 443; plain http only to this machine, and only where a caller allows it (tests
 *   with a service on the loopback interface, a feed simulator on the same host);
 * - the address is checked as the connection is made: the name is resolved once, every address it gives is
 *   checked, and the socket connects to those checked addresses, so DNS cannot answer differently between
 *   the check and the connection;
 * - no redirects are followed, and a reply body is read up to a small cap: the rest is never read, the
 *   connection is closed on it.
 */

/** Addresses of a host name, as `dns.lookup(name, { all: true })` gives them. */
export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true })

/** IPv4 ranges no outbound request may reach. */
const REFUSED_V4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches this machine
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT, where some clouds also put their metadata service
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the cloud metadata service at 169.254.169.254
  ['172.16.0.0', 12], // private (RFC 1918)
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16], // private (RFC 1918)
  ['198.18.0.0', 15], // benchmarking, used inside some networks
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
]

/** IPv6 ranges no outbound request may reach; IPv4 carried inside IPv6 is checked as IPv4 below. */
const REFUSED_V6: readonly [string, number][] = [
  ['::', 96], // unspecified (::), loopback (::1) and the old IPv4-compatible form
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard only
  ['2001::', 32], // Teredo tunnels
  ['fc00::', 7], // unique local, with the cloud metadata service at fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
]

const v4Hex = (address: string) =>
  address
    .split('.')
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')

const REFUSED = new BlockList()
for (const [network, prefix] of REFUSED_V4) {
  REFUSED.addSubnet(network, prefix, 'ipv4')
  // The same range seen through IPv6: IPv4-mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::a.b.c.d), 6to4 (2002:AABB:CCDD::).
  REFUSED.addSubnet(`::ffff:${network}`, 96 + prefix, 'ipv6')
  REFUSED.addSubnet(`64:ff9b::${network}`, 96 + prefix, 'ipv6')
  const hex = v4Hex(network)
  REFUSED.addSubnet(`2002:${hex.slice(0, 4)}:${hex.slice(4)}::`, 16 + prefix, 'ipv6')
}
for (const [network, prefix] of REFUSED_V6) REFUSED.addSubnet(network, prefix, 'ipv6')

const LOOPBACK = new BlockList()
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4')
LOOPBACK.addSubnet('::ffff:127.0.0.0', 104, 'ipv6')
LOOPBACK.addAddress('::1', 'ipv6')

const familyOf = (address: string) => {
  const family = isIP(address)
  return family === 4 ? 'ipv4' : family === 6 ? 'ipv6' : undefined
}

/**
 * Whether an outbound request may connect to this IP address: none of loopback, private, carrier-grade
 * NAT, link-local (with the metadata services), unspecified, multicast or reserved, nor any of these
 * written as IPv6. An address with a zone (`fe80::1%eth0`) is link-local by definition.
 */
export function isPublicAddress(address: string): boolean {
  const family = familyOf(address)
  return family !== undefined && !address.includes('%') && !REFUSED.check(address, family)
}

/** Whether this IP address is on the loopback interface (127.0.0.0/8, ::1, ::ffff:127.x.y.z). */
function isLoopbackAddress(address: string): boolean {
  const family = familyOf(address)
  return family !== undefined && LOOPBACK.check(address, family)
}

/** The host names that mean this machine, as URLs write them. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  return host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host)
}

/** An outbound request this server will not make; nothing was sent. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused'
  readonly code = 'EOUTBOUNDREFUSED'
}

/**
 * Why this server will not send a request to `url`, or undefined when it may: https on port 443 to a host
 * name or a public address; plain http (any port) only to this machine and only with `allowLoopbackHttp`.
 * Names are checked again, by their addresses, as the connection is made.
 */
export function outboundUrlProblem(url: URL, allowLoopbackHttp = false): string | undefined {
  if (url.username || url.password) return 'an address with credentials is refused'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (url.protocol === 'http:') {
    if (allowLoopbackHttp && isLoopbackHost(host)) return undefined
    return `plain http to ${url.host} is refused: only https is used`
  }
  if (url.protocol !== 'https:') return `the scheme ${url.protocol} is refused`
  // The URL parser writes the default port as none.
  if (url.port !== '') return `port ${url.port} is refused: only https on port 443 is used`
  // A literal address is connected to without a lookup: it is checked here instead.
  if (isIP(host) !== 0 && !isPublicAddress(host)) return `${host} is refused: not a public address`
  if (host === 'localhost' || host.endsWith('.localhost')) return `${host} is refused: it is this machine`
  return undefined
}

/**
 * A `lookup` for `node:net` connections: resolves the name once and hands the socket only addresses that
 * pass (`allow`); when any address of the name fails, the connection is refused (a name that points into a
 * private network is not an outside service, even if it also has a public address).
 */
function checkedLookup(resolve: Resolver, allow: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family
    const wanted = family === 4 || family === 'IPv4' ? 4 : family === 6 || family === 'IPv6' ? 6 : 0
    resolve(hostname).then(
      (found) => {
        const addresses = found.filter((a) => wanted === 0 || a.family === wanted)
        const refused = addresses.find((a) => !allow(a.address))
        const [first] = addresses
        if (refused) {
          callback(
            new OutboundRefused(
              `${hostname} resolves to ${refused.address}, an address this server does not connect to`,
            ),
            '',
          )
        } else if (!first) {
          callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '')
        } else if (options.all) {
          callback(
            null,
            addresses.map(({ address, family }) => ({ address, family })),
          )
        } else {
          callback(null, first.address, first.family)
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    )
  }
}

export interface OutboundOptions {
  /** Resolves host names (default: the system's resolver, as `dns.lookup`). */
  resolve?: Resolver
  /** Also send plain http to this machine (loopback addresses only). Never for addresses from outside. */
  allowLoopbackHttp?: boolean
}

export interface OutboundInit {
  method?: string
  headers?: Record<string, string | number>
  body?: Uint8Array | string
  signal?: AbortSignal
  /** Most reply body bytes read (default 4 KiB); the connection is closed on the rest, unread. */
  maxBytes?: number
}

export interface OutboundReply {
  status: number
  headers: IncomingHttpHeaders
  /** The reply body, or its first `maxBytes` bytes. */
  body: Buffer
  /** Whether `body` is the whole reply body (false: there was more, and it was not read). */
  complete: boolean
}

export interface OutboundClient {
  /**
   * Sends one request, following no redirect. Rejects with `OutboundRefused` when the address is refused
   * (nothing was sent), with the signal's reason when it aborts, or with the connection's error.
   */
  request(url: URL, init?: OutboundInit): Promise<OutboundReply>
  /** Closes the connections kept open for later requests. */
  close(): void
}

const DEFAULT_REPLY_CAP = 4 * 1024

/** A client whose connections all go through the checks above; keeps connections alive between requests. */
export function createOutboundClient(options: OutboundOptions = {}): OutboundClient {
  const resolve = options.resolve ?? systemResolver
  const allowLoopbackHttp = options.allowLoopbackHttp ?? false
  // Each agent's sockets are made with its checked lookup only, so a kept-alive socket is a checked one.
  const agents = {
    https: new https.Agent({ keepAlive: true, lookup: checkedLookup(resolve, isPublicAddress) }),
    http: new http.Agent({ keepAlive: true, lookup: checkedLookup(resolve, isLoopbackAddress) }),
  }

  async function request(url: URL, init: OutboundInit = {}): Promise<OutboundReply> {
    const problem = outboundUrlProblem(url, allowLoopbackHttp)
    if (problem) throw new OutboundRefused(problem)
    const { signal } = init
    const secure = url.protocol === 'https:'
    const reasonOr = (error: unknown) => (signal?.aborted ? signal.reason : error)
    const response = await new Promise<IncomingMessage>((done, fail) => {
      const options = {
        method: init.method ?? 'GET',
        headers: init.headers ?? {},
        agent: secure ? agents.https : agents.http,
        ...(signal ? { signal } : {}),
      }
      const req = (secure ? https : http).request(url, options, done)
      req.on('error', (error) => fail(reasonOr(error)))
      req.end(init.body)
    })
    try {
      const { body, complete } = await readCapped(response, init.maxBytes ?? DEFAULT_REPLY_CAP)
      return { status: response.statusCode ?? 0, headers: response.headers, body, complete }
    } catch (error) {
      throw reasonOr(error)
    }
  }

  return {
    request,
    close() {
      agents.https.destroy()
      agents.http.destroy()
    },
  }
}

/** Reads at most `maxBytes` of a reply body; on more, stops and closes the connection. */
async function readCapped(response: IncomingMessage, maxBytes: number) {
  const declared = Number(response.headers['content-length'])
  if (declared > maxBytes) {
    response.destroy()
    return { body: Buffer.alloc(0), complete: false }
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response as AsyncIterable<Buffer>) {
    const room = maxBytes - size
    if (chunk.byteLength > room) {
      chunks.push(chunk.subarray(0, room))
      // Leaving the loop destroys the reply, and with it the connection: the rest is never read.
      return { body: Buffer.concat(chunks), complete: false }
    }
    chunks.push(chunk)
    size += chunk.byteLength
  }
  return { body: Buffer.concat(chunks), complete: true }
}

/**
 * A host allowlist entry: a host name (`fcm.googleapis.com`) or `*.` and a domain (`*.push.apple.com`, any
 * name below that domain, not the domain itself). Never an IP address: the last label is letters.
 */
export function isHostPattern(pattern: string): boolean {
  return /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(pattern)
}

/** Whether `hostname` is allowed by one of `patterns` (see `isHostPattern`); letter case does not matter. */
export function matchesHostPattern(hostname: string, patterns: readonly string[]): boolean {
  const host = hostname.toLowerCase()
  return patterns.some((pattern) => {
    const wanted = pattern.toLowerCase()
    return wanted.startsWith('*.') ? host.endsWith(wanted.slice(1)) : host === wanted
  })
}
