import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import {
  createOutboundClient,
  isHostPattern,
  isPublicAddress,
  matchesHostPattern,
  OutboundRefused,
  outboundUrlProblem,
} from './outbound.ts'
import { floodService, stubResolver, watchConnections } from './outbound-test-kit.ts'

const MiB = 1024 * 1024

describe('addresses an outbound request may reach', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '100.127.255.255',
    '169.254.169.254',
    '169.254.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::127.0.0.1',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '::ffff:0.0.0.0',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::',
    'not an address',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '8.8.8.8',
    '142.250.72.10',
    '17.57.146.20',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '2607:f8b0:4005:80b::200a',
    '2a00:1450:4001:82a::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('takes the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe('outbound URLs', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/x', false, undefined],
    ['https://fcm.googleapis.com:443/fcm/send/x', false, undefined],
    ['https://8.8.8.8/x', false, undefined],
    ['https://fcm.googleapis.com:8443/x', false, /port 8443/],
    ['https://fcm.googleapis.com:80/x', false, /port 80/],
    ['http://fcm.googleapis.com/x', true, /plain http/],
    ['http://127.0.0.1:8080/x', false, /plain http/],
    ['http://127.0.0.1:8080/x', true, undefined],
    ['http://[::1]:8080/x', true, undefined],
    ['http://localhost:8080/x', true, undefined],
    ['https://127.0.0.1/x', true, /not a public address/],
    ['https://2130706433/x', false, /127\.0\.0\.1 is refused/],
    ['https://[::ffff:169.254.169.254]/x', false, /not a public address/],
    ['https://169.254.169.254/latest/meta-data', false, /not a public address/],
    ['https://localhost/x', false, /this machine/],
    ['https://user:secret@fcm.googleapis.com/x', false, /credentials/],
    ['ftp://fcm.googleapis.com/x', true, /scheme ftp:/],
  ] as const)('%s (loopback http allowed: %s)', (url, allowLoopbackHttp, problem) => {
    const found = outboundUrlProblem(new URL(url), allowLoopbackHttp)
    if (problem === undefined) expect(found).toBeUndefined()
    else expect(found).toMatch(problem)
  })

  it('match host patterns: a name exactly, or any name below a *.domain', () => {
    const patterns = ['fcm.googleapis.com', '*.push.apple.com']
    expect(matchesHostPattern('fcm.googleapis.com', patterns)).toBe(true)
    expect(matchesHostPattern('FCM.googleapis.com', patterns)).toBe(true)
    expect(matchesHostPattern('web.push.apple.com', patterns)).toBe(true)
    for (const host of [
      'push.apple.com',
      'evilpush.apple.com',
      'fcm.googleapis.com.evil.example',
      'x.fcm.googleapis.com',
    ]) {
      expect(matchesHostPattern(host, patterns), host).toBe(false)
    }
    for (const pattern of ['fcm.googleapis.com', '*.notify.windows.com', 'push.test']) {
      expect(isHostPattern(pattern), pattern).toBe(true)
    }
    for (const pattern of [
      '*',
      '*.com.',
      '10.0.0.1',
      'push',
      'https://push.example',
      'a.*.example',
      '*.*.example',
      '',
    ]) {
      expect(isHostPattern(pattern), pattern).toBe(false)
    }
  })
})

describe('the outbound client', () => {
  const cleanups: (() => unknown)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  it('never connects to a name that resolves to a refused address, and does connect to a public one', async () => {
    const { resolve, asked } = stubResolver({
      'loopback.push.test': '127.0.0.1',
      'private.push.test': '10.0.0.1',
      'metadata.push.test': '169.254.169.254',
      'v6-loopback.push.test': '::1',
      'mapped.push.test': '::ffff:127.0.0.1',
      'metadata-v6.push.test': 'fd00:ec2::254',
      // One good address does not make up for a bad one.
      'mixed.push.test': ['203.0.113.7', '10.0.0.2'],
      // A documentation address: public, and nothing answers there.
      'public.push.test': '203.0.113.7',
    })
    const client = createOutboundClient({ resolve })
    const connections = watchConnections()
    cleanups.push(client.close, connections.stop)
    for (const name of ['loopback', 'private', 'metadata', 'v6-loopback', 'mapped', 'metadata-v6', 'mixed']) {
      const host = `${name}.push.test`
      await expect(
        client.request(new URL(`https://${host}/send`), { method: 'POST', body: 'x' }),
        host,
      ).rejects.toThrow(OutboundRefused)
    }
    expect(asked).toHaveLength(7)
    expect(connections.attempts).toEqual([])

    // The same way with a public address reaches the network: the watch above would have seen a connection.
    await client
      .request(new URL('https://public.push.test/send'), { signal: AbortSignal.timeout(300) })
      .catch(() => {})
    expect(connections.to(443)).toEqual([{ address: '203.0.113.7', port: 443 }])
  })

  it('says which name led where when it refuses', async () => {
    const { resolve } = stubResolver({ 'metadata.push.test': '169.254.169.254' })
    const client = createOutboundClient({ resolve })
    cleanups.push(client.close)
    await expect(client.request(new URL('https://metadata.push.test/x'))).rejects.toThrow(
      'metadata.push.test resolves to 169.254.169.254, an address this server does not connect to',
    )
  })

  it('sends plain http only to this machine, and only when allowed', async () => {
    const server = http.createServer((_, res) => res.end('pong'))
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    cleanups.push(() => new Promise((done) => server.close(done)))
    const { port } = server.address() as AddressInfo
    const { resolve } = stubResolver({ 'box.localhost': '127.0.0.1', localhost: '10.0.0.1' })
    const allowed = createOutboundClient({ resolve, allowLoopbackHttp: true })
    const strict = createOutboundClient({ resolve })
    cleanups.push(allowed.close, strict.close)

    const reply = await allowed.request(new URL(`http://127.0.0.1:${port}/ping`))
    expect(reply).toMatchObject({ status: 200, complete: true })
    expect(reply.body.toString()).toBe('pong')
    expect((await allowed.request(new URL(`http://box.localhost:${port}/ping`))).status).toBe(200)
    // A name for this machine that resolves elsewhere is not this machine.
    await expect(allowed.request(new URL(`http://localhost:${port}/ping`))).rejects.toThrow(
      /localhost resolves to 10\.0\.0\.1/,
    )
    await expect(strict.request(new URL(`http://127.0.0.1:${port}/ping`))).rejects.toThrow(/plain http/)
  })

  it('reads a huge reply only up to its cap and closes the connection on the rest', async () => {
    const flood = await floodService(256 * MiB, 200)
    cleanups.push(flood.close)
    const client = createOutboundClient({ allowLoopbackHttp: true })
    cleanups.push(client.close)
    const reply = await client.request(new URL(`${flood.origin}/big`), { maxBytes: 4096 })
    expect(reply).toMatchObject({ status: 200, complete: false })
    expect(reply.body).toHaveLength(4096)
    const [served] = await flood.served()
    // What the kernel's socket buffers took, at most: far below the 256 MiB a reader of the whole body takes.
    expect(served?.finished).toBe(false)
    expect(served?.bytes).toBeLessThan(32 * MiB)
  })

  it('does not follow a redirect', async () => {
    let requests = 0
    const server = http.createServer((_, res) => {
      requests++
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' }).end()
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    cleanups.push(() => new Promise((done) => server.close(done)))
    const client = createOutboundClient({ allowLoopbackHttp: true })
    cleanups.push(client.close)
    const { port } = server.address() as AddressInfo
    expect((await client.request(new URL(`http://127.0.0.1:${port}/`))).status).toBe(302)
    expect(requests).toBe(1)
  })
})
