import diagnostics from 'node:diagnostics_channel'
import http from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type { Resolver } from './outbound.ts'

/**
 * Test helpers for outbound requests: a resolver that answers from a table, a record of the connections
 * this process tries to open, and a service that answers with an endless body.
 */

/** A resolver answering from `table` (name → addresses); any other name is not found. Records the names asked. */
export function stubResolver(table: Record<string, string | readonly string[]>) {
  const asked: string[] = []
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname)
    const found = table[hostname]
    if (found === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    }
    return (typeof found === 'string' ? [found] : found).map((address) => ({
      address,
      family: address.includes(':') ? 6 : 4,
    }))
  }
  return { resolve, asked }
}

export interface ConnectionAttempt {
  address: string
  port: number
}

/**
 * Records every connection this process starts to open (the moment a socket begins to connect to an
 * address, whether or not anything answers) until `stop()`.
 */
export function watchConnections() {
  const attempts: ConnectionAttempt[] = []
  const onSocket = (message: unknown) => {
    const { socket } = message as { socket: Socket }
    socket.on('connectionAttempt', (address: string, port: number) => void attempts.push({ address, port }))
  }
  diagnostics.subscribe('net.client.socket', onSocket)
  return {
    attempts,
    /** The attempts to one port. */
    to: (port: number) => attempts.filter((attempt) => attempt.port === port),
    stop: () => void diagnostics.unsubscribe('net.client.socket', onSocket),
  }
}

/**
 * An http service on the loopback interface that answers every request with `status` and a body of
 * `totalBytes`, written as fast as the other side reads it. `served` tells, once the reply has ended or the
 * other side has hung up, how many bytes the other side took (into its socket buffers at least).
 */
export async function floodService(totalBytes: number, status = 201) {
  const chunk = Buffer.alloc(64 * 1024, 'x')
  const replies: Promise<{ bytes: number; finished: boolean }>[] = []
  const server = http.createServer((req, res) => {
    req.resume()
    replies.push(
      new Promise((done) => {
        let bytes = 0
        let finished = false
        res.on('close', () => done({ bytes, finished }))
        res.writeHead(status, { 'Content-Type': 'application/octet-stream' })
        const pump = () => {
          while (!res.destroyed && bytes < totalBytes) {
            const size = Math.min(chunk.length, totalBytes - bytes)
            bytes += size
            if (!res.write(chunk.subarray(0, size))) {
              res.once('drain', pump)
              return
            }
          }
          if (!res.destroyed) {
            finished = true
            res.end()
          }
        }
        pump()
      }),
    )
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Each reply so far: the bytes handed to the socket, and whether the whole body went out. */
    served: () => Promise.all(replies),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
