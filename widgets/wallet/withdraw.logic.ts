import { asciiDigits } from './deposit.logic.ts'

/** The server's limits on a withdrawal's account fields (contract `WithdrawPayload`). */
const MAX_ACCOUNT_NAME = 100
const MAX_ACCOUNT_NUMBER = 30

export type AccountNameProblem = 'empty' | 'tooLong'
export type AccountNumberProblem = 'empty' | 'notDigits' | 'tooLong'

/** The account name as sent: trimmed. */
export const accountNameOf = (raw: string): string => raw.trim()

/** Why an account name cannot be sent: empty, or over 100 characters. Null when it can. */
export function accountNameProblem(raw: string): AccountNameProblem | null {
  const name = accountNameOf(raw)
  if (name === '') return 'empty'
  return [...name].length > MAX_ACCOUNT_NAME ? 'tooLong' : null
}

/**
 * The account number as sent: ASCII digits, without the spaces and dashes people group phone-style numbers
 * with ("09 123-456 789").
 */
export const accountNumberOf = (raw: string): string => asciiDigits(raw).replace(/[\s-]/g, '')

/** Why an account number cannot be sent: empty, not only digits, or more than 30 of them. Null when it can. */
export function accountNumberProblem(raw: string): AccountNumberProblem | null {
  const number = accountNumberOf(raw)
  if (number === '') return 'empty'
  if (!/^[0-9]+$/.test(number)) return 'notDigits'
  return number.length > MAX_ACCOUNT_NUMBER ? 'tooLong' : null
}
