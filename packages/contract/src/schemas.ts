import { z } from 'zod'
import type { FieldErrors } from './envelope.ts'

const requiredText = (field: string) =>
  z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `The ${field} field is required.`
        : `The ${field} field must be a string.`,
  })

export const loginSchema = z.object({
  user_name: requiredText('user name').trim().min(1, { error: 'The user name field is required.' }),
  password: requiredText('password').min(6, { error: 'The password field must be at least 6 characters.' }),
})

/** Turns zod issues into the contract's field map: the first message per field, keyed by its path. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_'
    errors[key] ??= []
    errors[key].push(issue.message)
  }
  return errors
}
