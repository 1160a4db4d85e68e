import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useMoneySubmit } from './use-form.ts'

type Reply = { kind: 'ok' } | { kind: 'network' } | { kind: 'refused'; status: number }

/** A money call the test answers by hand, recording the key of every send. */
function serverCall() {
  const keys: string[] = []
  let answer: (reply: Reply) => void = () => {}
  const call = vi.fn(
    (key: string) =>
      new Promise<Reply>((resolve) => {
        keys.push(key)
        answer = resolve
      }),
  )
  return { keys, call, answer: (reply: Reply) => answer(reply) }
}

/** Sends `intent` through the hook and answers it with `reply`. */
async function sendAnswered(
  submit: { current: ReturnType<typeof useMoneySubmit> },
  server: ReturnType<typeof serverCall>,
  intent: unknown,
  reply: Reply,
) {
  await act(async () => {
    const sent = submit.current.send(intent, server.call)
    server.answer(reply)
    await sent
  })
}

describe('a money submit', () => {
  it('sends once while a send is under way, and is pending until the reply', async () => {
    const { result } = renderHook(() => useMoneySubmit())
    const server = serverCall()
    let first: Promise<Reply | null> = Promise.resolve(null)
    let second: Promise<Reply | null> = Promise.resolve(null)
    act(() => {
      first = result.current.send({ amount: 100 }, server.call)
      // A double tap, before the screen re-rendered.
      second = result.current.send({ amount: 100 }, server.call)
    })
    expect(server.call).toHaveBeenCalledTimes(1)
    expect(result.current.isPending).toBe(true)
    expect(result.current.isBusy()).toBe(true)
    expect(await second).toBeNull()
    await act(async () => {
      server.answer({ kind: 'ok' })
      expect(await first).toEqual({ kind: 'ok' })
    })
    expect(result.current.isPending).toBe(false)
    expect(result.current.isBusy()).toBe(false)
  })

  it.each<Reply>([{ kind: 'network' }, { kind: 'refused', status: 503 }])(
    'sends the same key again after a lost reply (%j), so the money moves once',
    async (lost) => {
      const { result } = renderHook(() => useMoneySubmit())
      const server = serverCall()
      await sendAnswered(result, server, { amount: 100 }, lost)
      await sendAnswered(result, server, { amount: 100 }, { kind: 'ok' })
      expect(server.keys).toHaveLength(2)
      expect(server.keys[1]).toBe(server.keys[0])
    },
  )

  it.each<Reply>([{ kind: 'ok' }, { kind: 'refused', status: 409 }])(
    'sends a new key after an answer (%j): the same stake again is a new bet',
    async (answer) => {
      const { result } = renderHook(() => useMoneySubmit())
      const server = serverCall()
      await sendAnswered(result, server, { amount: 100 }, answer)
      await sendAnswered(result, server, { amount: 100 }, { kind: 'ok' })
      expect(server.keys[1]).not.toBe(server.keys[0])
    },
  )

  it('sends a new key when the player changed the intent after a lost reply', async () => {
    const { result } = renderHook(() => useMoneySubmit())
    const server = serverCall()
    await sendAnswered(result, server, { amount: 100 }, { kind: 'network' })
    await sendAnswered(result, server, { amount: 200 }, { kind: 'ok' })
    expect(server.keys[1]).not.toBe(server.keys[0])
  })
})
