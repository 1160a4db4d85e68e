import { MAX_RECEIPT_BYTES } from '@shwe/contract'
import { describe, expect, it } from 'vitest'
import { asciiDigits, isReference, receiptFingerprint, receiptProblem, referenceOf } from './deposit.logic.ts'

describe('deposit.logic', () => {
  it('reads Myanmar digits as ASCII digits and leaves the rest alone', () => {
    expect(asciiDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789')
    expect(asciiDigits('09-၁၂a')).toBe('09-12a')
  })

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['၁၂၃၄၅၆', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    ['12 456', false],
    ['', false],
  ])('takes "%s" as a 6-digit transaction ID: %s', (raw, ok) => {
    expect(isReference(raw)).toBe(ok)
  })

  it('sends the transaction ID trimmed, in ASCII digits', () => {
    expect(referenceOf(' ၁၂၃၄၅၆ ')).toBe('123456')
  })

  it.each([
    ['image/png', 1, null],
    ['image/jpeg', MAX_RECEIPT_BYTES, null],
    ['image/webp', 10, null],
    ['image/png', MAX_RECEIPT_BYTES + 1, 'size'],
    ['image/gif', 10, 'type'],
    ['text/plain', 10, 'type'],
    ['', 10, 'type'],
  ])('checks a %s receipt of %i bytes: %s', (type, size, problem) => {
    expect(receiptProblem({ type, size })).toBe(problem)
  })

  it('tells two files apart in the fingerprint, which a File alone does not', () => {
    const a = new File(['a'], 'a.png', { type: 'image/png', lastModified: 1 })
    const b = new File(['bb'], 'b.png', { type: 'image/png', lastModified: 1 })
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(JSON.stringify(receiptFingerprint(a))).not.toBe(JSON.stringify(receiptFingerprint(b)))
    expect(receiptFingerprint(null)).toBeNull()
  })
})
