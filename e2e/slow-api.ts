/**
 * A slow network in front of the product: an HTTP proxy on a port of its own that holds back every answer to
 * `/api/…` (the live stream aside) by a fixed delay and passes everything else through at once. Unlike a browser
 * route handler, it leaves the browser's cache and its requests as they are, so a page costs the browser what it
 * costs a player.
 */
import { createServer, request } from 'node:http'
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
  const server = createServer((incoming, outgoing) => {
    const forward = () => {
      const upstream = request(
        {
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
      upstream.on('error', () => outgoing.destroy())
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
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
