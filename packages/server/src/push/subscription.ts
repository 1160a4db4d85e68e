import { isIP } from 'node:net'
import { PUSH_LANGUAGES } from '@shwe/contract'
import { z } from 'zod'
import { base64urlBytes, isP256PublicKey } from './vapid.ts'

/**
 * What a browser sends to turn notifications on: `PushSubscription.toJSON()` and a language. The server will
 * POST to the endpoint, so only an https address of a push service is taken: no plain http, no credentials,
 * no bare IP address or localhost. Tests that run a push service on this machine may allow plain http on the
 * loopback interface (`pushAllowLoopbackHttp`); production never does.
 */

export const MAX_ENDPOINT_LENGTH = 1000

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

/** Whether the server may send pushes to `endpoint`. */
export function isPushEndpoint(endpoint: string, allowLoopbackHttp: boolean): boolean {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return false
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'http:') return allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:') return false
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(host) === 0 && host !== 'localhost' && !host.endsWith('.localhost')
}

const isMissing = (input: unknown) => input === undefined || input === null || input === ''

/** The `endpoint` field of `POST` and `DELETE /push/subscriptions`. */
export const endpointField = (allowLoopbackHttp: boolean) =>
  z
    .string({
      error: (issue) =>
        isMissing(issue.input) ? 'The endpoint field is required.' : 'The endpoint field must be a string.',
    })
    .refine((endpoint) => isPushEndpoint(endpoint, allowLoopbackHttp), {
      error: `The endpoint must be the https address of a push service, at most ${MAX_ENDPOINT_LENGTH} characters.`,
    })

const keyText = (field: string) =>
  z.string({
    error: (issue) =>
      isMissing(issue.input) ? `The ${field} field is required.` : `The ${field} field must be a string.`,
  })

/** The body of `POST /push/subscriptions`; `expirationTime` is accepted and not kept. */
export const subscriptionSchema = (allowLoopbackHttp: boolean) =>
  z.object({
    endpoint: endpointField(allowLoopbackHttp),
    expirationTime: z
      .number({ error: 'The expirationTime field must be a number or null.' })
      .nullable()
      .optional(),
    keys: z.object(
      {
        p256dh: keyText('keys.p256dh').refine((key) => isP256PublicKey(base64urlBytes(key)), {
          error: 'The keys.p256dh field must be an uncompressed P-256 public key (65 bytes), base64url.',
        }),
        auth: keyText('keys.auth').refine((key) => base64urlBytes(key)?.length === 16, {
          error: 'The keys.auth field must be a 16-byte secret, base64url.',
        }),
      },
      { error: 'The keys field is required.' },
    ),
    language: z
      .enum(PUSH_LANGUAGES, { error: `The language must be one of ${PUSH_LANGUAGES.join(', ')}.` })
      .default('en'),
  })

export type SubscriptionInput = z.infer<ReturnType<typeof subscriptionSchema>>
