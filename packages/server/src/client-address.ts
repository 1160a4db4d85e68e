import { BlockList, isIP } from 'node:net'
import { convertIPv6BinaryToString, convertIPv6ToBinary } from 'hono/utils/ipaddr'

/**
 * Who sent a request, as far as the server can know it. Behind proxies the client is the one the trusted proxy
 * nearest to it reported, never a value the client wrote itself: a proxy appends the address it saw to
 * `X-Forwarded-For`, so everything left of the trusted entries is the client's own text.
 *
 * The trust setting (`TRUST_PROXY`) is either a number of proxies in front of the server (`1`: one proxy that
 * appends the client's address to `X-Forwarded-For`; `true` means 1, `false` or 0 none), or the addresses and
 * CIDR ranges of the proxies (`10.0.0.0/8, fd00::/8`): then only hops from those addresses are believed, so
 * a client reaching the server directly cannot pose as a proxy.
 */
export type ProxyTrust = boolean | number | readonly string[]

/** Most proxies a request may be counted through; more is a mistake in the setting. */
const MAX_PROXIES = 16

/** The address in one hop of `X-Forwarded-For` or the socket: bare, without port or brackets; null if none. */
export function parseAddress(text: string): string | null {
  const trimmed = text.trim()
  const bare = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^([\d.]+):\d+$/.exec(trimmed)?.[1] ?? trimmed
  return isIP(bare) ? bare : null
}

/** An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`, as a dual-stack socket reports IPv4 clients) as IPv4. */
function unmapped(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1]
  return mapped && isIP(mapped) === 4 ? mapped : address
}

/**
 * The key limits count a client under: an IPv4 address as it is; an IPv6 address by its /64 network
 * (`2001:db8:1:2::/64`), since one subscriber holds a whole /64 and can pick any address in it. Text that is
 * no address (a proxy may write `unknown`) is kept, shortened.
 */
export function limitKey(text: string): string {
  const address = parseAddress(text)
  if (!address) return text.trim().slice(0, 64) || 'unknown'
  const plain = unmapped(address)
  if (isIP(plain) === 4) return plain
  try {
    const bits = convertIPv6ToBinary(plain.replace(/%.*$/, ''))
    if (bits >> 32n === 0xffffn) return unmapped(convertIPv6BinaryToString(bits))
    return `${convertIPv6BinaryToString((bits >> 64n) << 64n)}/64`
  } catch {
    return plain
  }
}

/** What is wrong with a trust setting, or undefined when it is usable. */
export function proxyTrustProblem(trust: ProxyTrust): string | undefined {
  if (typeof trust === 'boolean') return undefined
  if (typeof trust === 'number') {
    return Number.isInteger(trust) && trust >= 0 && trust <= MAX_PROXIES
      ? undefined
      : `must be a number of proxies from 0 to ${MAX_PROXIES}, got ${trust}`
  }
  if (trust.length === 0) return 'must name at least one proxy address'
  for (const entry of trust) {
    if (!proxyRange(entry)) return `must list proxy addresses or CIDR ranges, got ${entry}`
  }
  return undefined
}

function proxyRange(entry: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [text = '', prefixText, ...rest] = entry.trim().split('/')
  const address = parseAddress(text)
  if (!address || rest.length > 0) return null
  const plain = unmapped(address)
  const family = isIP(plain) === 4 ? 'ipv4' : 'ipv6'
  const max = family === 'ipv4' ? 32 : 128
  if (prefixText === undefined) return { address: plain, prefix: max, family }
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null
  return { address: plain, prefix: Number(prefixText), family }
}

/** The client as the trusted proxies report it, and how many trusted proxies the request came through. */
export interface ClientHop {
  /** The client's address as reported (an address, or the text a proxy wrote); `unknown` without a socket. */
  client: string
  proxies: number
}

/**
 * Makes the function that finds the client of a request from the socket's peer and `X-Forwarded-For`.
 * The hops are read from the server outwards: the peer, then the entries of `X-Forwarded-For` right to left.
 * With a number n, the client is the n-th hop out (or the farthest there is); with a list, the first hop
 * that is not one of the listed proxies.
 */
export function clientHopFinder(
  trust: ProxyTrust,
): (peer: string | undefined, forwardedFor: string | null) => ClientHop {
  const problem = proxyTrustProblem(trust)
  if (problem) throw new Error(`trustProxy ${problem}`)
  const hopsOf = (peer: string | undefined, forwardedFor: string | null) => [
    peer ?? 'unknown',
    ...(forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
      .reverse(),
  ]
  if (typeof trust !== 'object') {
    const count = Number(trust)
    return (peer, forwardedFor) => {
      const hops = hopsOf(peer, forwardedFor)
      const proxies = Math.min(count, hops.length - 1)
      return { client: hops[proxies] ?? 'unknown', proxies }
    }
  }
  const proxies = new BlockList()
  for (const entry of trust) {
    const range = proxyRange(entry)
    if (range) proxies.addSubnet(range.address, range.prefix, range.family)
  }
  const isProxy = (hop: string) => {
    const address = parseAddress(hop)
    if (!address) return false
    const plain = unmapped(address)
    return proxies.check(plain.replace(/%.*$/, ''), isIP(plain) === 4 ? 'ipv4' : 'ipv6')
  }
  return (peer, forwardedFor) => {
    const hops = hopsOf(peer, forwardedFor)
    let count = 0
    while (count < hops.length - 1 && isProxy(hops[count] ?? '')) count++
    return { client: hops[count] ?? 'unknown', proxies: count }
  }
}

/**
 * The scheme the browser used: the value of `X-Forwarded-Proto` written by the same proxy that reported the
 * client (as many places from the right as there were trusted proxies), when the request came through one;
 * otherwise, or when that value is neither http nor https, the scheme of the connection itself.
 */
export function forwardedScheme(
  own: 'http' | 'https',
  proxies: number,
  forwardedProto: string | null,
): 'http' | 'https' {
  if (proxies === 0 || !forwardedProto) return own
  const values = forwardedProto
    .split(',')
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean)
  const value = values[Math.max(0, values.length - proxies)]
  return value === 'https' || value === 'http' ? value : own
}
