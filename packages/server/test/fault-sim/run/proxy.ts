import { once } from 'node:events'
import net from 'node:net'

/**
 * A TCP proxy in front of PostgreSQL that can cut a connection at an exact point of the protocol: when the
 * client sends a statement matching a rule, either before it reaches the server or after the server has run
 * it but before its answer reaches the client. Both sockets are destroyed, as when a network link or a
 * server process dies, so PostgreSQL rolls back whatever transaction that connection had open.
 */

export interface CutRule {
  /** Matched against the SQL of each simple query and each statement parsed by the client. */
  statement: RegExp
  /** `before`: the statement never reaches the server. `after`: it runs; its answer is lost. */
  when: 'before' | 'after'
}

export interface PgProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url: string
  /** Cuts the first connection that sends a statement matching `rule`; one cut per arming. */
  arm(rule: CutRule): void
  /** Whether the armed rule has cut a connection; disarms it. */
  disarm(): boolean
  /** Destroys every open connection at once, as a crash would. */
  cutAll(): void
  close(): Promise<void>
}

const SSL_REQUEST = 80_877_103
const GSS_REQUEST = 80_877_104

/** The SQL text of a frontend message: a simple query (`Q`) or a parse (`P`). */
function statementOf(type: number, body: Buffer): string | null {
  if (type === 0x51) return body.toString('utf8', 0, Math.max(0, body.indexOf(0)))
  if (type === 0x50) {
    const nameEnd = body.indexOf(0)
    const sqlEnd = body.indexOf(0, nameEnd + 1)
    return body.toString('utf8', nameEnd + 1, sqlEnd)
  }
  return null
}

export async function startPgProxy(targetUrl: string): Promise<PgProxy> {
  const target = new URL(targetUrl)
  const targetPort = Number(target.port || 5432)
  const connections = new Set<{ client: net.Socket; upstream: net.Socket }>()
  let armed: CutRule | null = null
  let fired = false

  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, target.hostname)
    // The client writes each protocol message on its own; Nagle's algorithm would hold most of them back.
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    const connection = { client, upstream }
    connections.add(connection)
    const kill = () => {
      connections.delete(connection)
      client.destroy()
      upstream.destroy()
    }
    client.on('error', kill).on('close', kill)
    upstream.on('error', kill).on('close', kill)

    let fromClient = Buffer.alloc(0)
    let startup = true
    // After an `after` cut is triggered, the server's answer is held back and the link dies once it is complete.
    let holding = false
    let fromServer = Buffer.alloc(0)

    client.on('data', (chunk: Buffer) => {
      fromClient = Buffer.concat([fromClient, chunk])
      // Whole messages pass on together, in one write per chunk received.
      let complete = 0
      for (;;) {
        const rest = fromClient.subarray(complete)
        if (startup) {
          if (rest.length < 8 || rest.length < rest.readInt32BE(0)) break
          const code = rest.readInt32BE(4)
          complete += rest.readInt32BE(0)
          if (code !== SSL_REQUEST && code !== GSS_REQUEST) startup = false
          continue
        }
        if (rest.length < 5) break
        const length = 1 + rest.readInt32BE(1)
        if (rest.length < length) break
        const sql = armed && !fired ? statementOf(rest[0] as number, rest.subarray(5, length)) : null
        if (armed && sql !== null && armed.statement.test(sql)) {
          fired = true
          if (armed.when === 'before') {
            if (complete > 0) upstream.write(fromClient.subarray(0, complete))
            kill()
            return
          }
          holding = true
        }
        complete += length
      }
      if (complete > 0) upstream.write(fromClient.subarray(0, complete))
      fromClient = fromClient.subarray(complete)
    })

    upstream.on('data', (chunk: Buffer) => {
      if (!holding) {
        client.write(chunk)
        return
      }
      // The client waits for ReadyForQuery before sending more, so this data starts on a message boundary.
      fromServer = Buffer.concat([fromServer, chunk])
      for (let at = 0; at + 5 <= fromServer.length; ) {
        const type = fromServer[at] as number
        const length = 1 + fromServer.readInt32BE(at + 1)
        if (at + length > fromServer.length) return
        if (type === 0x5a) {
          kill()
          return
        }
        at += length
      }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const { port } = server.address() as net.AddressInfo
  const url = new URL(targetUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)

  const cutAll = () => {
    for (const { client, upstream } of connections) {
      client.destroy()
      upstream.destroy()
    }
    connections.clear()
  }
  return {
    url: url.toString(),
    arm(rule) {
      armed = rule
      fired = false
    },
    disarm() {
      const result = fired
      armed = null
      fired = false
      return result
    },
    cutAll,
    close: async () => {
      cutAll()
      await new Promise<void>((done) => server.close(() => done()))
    },
  }
}
