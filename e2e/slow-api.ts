/**
 * A slow network in front of the product: an HTTP proxy on a port of its own that holds back every answer to
 * `/api/…` (the live stream aside) by a fixed delay and passes everything else through at once. Unlike a browser
 * route handler, it leaves the browser's cache and its requests as they are, so a page costs the browser what it
 * costs a player.
 */
import { Agent, type ClientRequest, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SlowApi {
  /** The product's address through the proxy. */
  url: string
  close(): Promise<void>
}

const isHeldBack = (path: string) => path.startsWith('/api/') && !path.split('?')[0]?.endsWith('/stream')

/** Starts the proxy to `productUrl`, holding `/api/` answers back by `delayMs`. */
export async function startSlowApi(productUrl: string, delayMs: number): Promise<SlowApi> {
  const target = new URL(productUrl)
  // A connection to the product per request, each closed with the proxy: an open live stream would otherwise keep
  // the product from stopping.
  const agent = new Agent({ keepAlive: false })
  const upstreams = new Set<ClientRequest>()
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      if (outgoing.destroyed) return
      const upstream = request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
        },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(outgoing)
        },
      )
      upstreams.add(upstream)
      upstream.on('close', () => upstreams.delete(upstream))
      upstream.on('error', () => outgoing.destroy())
      // The browser went away (a new page, a closed tab): so does the request to the product.
      outgoing.on('close', () => upstream.destroy())
      incoming.pipe(upstream)
    }
    if (isHeldBack(incoming.url ?? '')) setTimeout(forward, delayMs)
    else forward()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const upstream of upstreams) upstream.destroy()
        agent.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
