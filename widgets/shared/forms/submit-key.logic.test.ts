import { describe, expect, it } from 'vitest'
import { createSubmitKeys, isLost } from './submit-key.logic.ts'

const counter = () => {
  let n = 0
  return () => `key-${++n}`
}

describe('the idempotency key of a money submit', () => {
  it('is reused when the same values are sent again after a lost reply', () => {
    const keys = createSubmitKeys(counter())
    const first = keys.keyFor({ amount: 5000 })
    keys.settle('lost')
    expect(keys.keyFor({ amount: 5000 })).toBe(first)
  })

  it('is new once the server answered, so the next exchange of the same amount moves money again', () => {
    const keys = createSubmitKeys(counter())
    const first = keys.keyFor({ amount: 5000 })
    keys.settle('answered')
    expect(keys.keyFor({ amount: 5000 })).not.toBe(first)
  })

  it('is new when the player changed the values before retrying', () => {
    const keys = createSubmitKeys(counter())
    const first = keys.keyFor({ amount: 5000, direction: 'mainToGame' })
    keys.settle('lost')
    expect(keys.keyFor({ amount: 5000, direction: 'gameToMain' })).not.toBe(first)
  })

  it('stays the same for a second tap sent before the first one was answered', () => {
    const keys = createSubmitKeys(counter())
    expect(keys.keyFor({ amount: 1 })).toBe(keys.keyFor({ amount: 1 }))
  })

  it('uses random UUIDs by default', () => {
    expect(createSubmitKeys().keyFor({ amount: 1 })).toMatch(/^[0-9a-f-]{36}$/)
  })
})

describe('a lost reply', () => {
  it('is no reply at all or a server failure, never a refusal the server decided', () => {
    expect(isLost({ kind: 'network' })).toBe(true)
    expect(isLost({ kind: 'refused', status: 503 })).toBe(true)
    expect(isLost({ kind: 'refused', status: 409 })).toBe(false)
    expect(isLost({ kind: 'invalid' })).toBe(false)
    expect(isLost({ kind: 'ok' })).toBe(false)
  })
})
