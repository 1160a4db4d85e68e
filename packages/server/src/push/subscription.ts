import { PUSH_LANGUAGES } from '@shwe/contract'
import { z } from 'zod'
import { matchesHostPattern } from '../outbound.ts'
import { base64urlBytes, isP256PublicKey } from './vapid.ts'

/**
 * What a browser sends to turn notifications on: `PushSubscription.toJSON()` and a language. The server will
 * POST to the endpoint, so only the https address (port 443, no credentials) of a known push service is
 * taken: a host of `pushHosts` (`PUSH_HOSTS`, by default the browser vendors' services). Tests that run a
 * push service on this machine may allow plain http on the loopback interface (`pushAllowLoopbackHttp`);
 * production never does. Where the name leads is checked again when a push is sent (see outbound.ts).
 */

export const MAX_ENDPOINT_LENGTH = 1000

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])

export interface PushEndpointRules {
  /** Host names and `*.domain` patterns of the push services endpoints may name. */
  pushHosts: readonly string[]
  /** Also take plain http to this machine, any port (tests only). */
  allowLoopbackHttp: boolean
}

/** Why the server will not send pushes to `endpoint`, as the endpoint field's error; undefined if it will. */
export function pushEndpointProblem(endpoint: string, rules: PushEndpointRules): string | undefined {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) {
    return `The endpoint must be at most ${MAX_ENDPOINT_LENGTH} characters.`
  }
  const notPushService = 'The endpoint must be the https address of a push service.'
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return notPushService
  }
  if (url.username || url.password) return notPushService
  if (url.protocol === 'http:' && rules.allowLoopbackHttp && LOOPBACK_HOSTS.has(url.hostname))
    return undefined
  if (url.protocol !== 'https:') return notPushService
  // The URL parser writes the default port as none.
  if (url.port !== '') return 'The endpoint must use the https port, 443.'
  if (!matchesHostPattern(url.hostname, rules.pushHosts)) {
    return 'The endpoint must be the address of a known push service.'
  }
  return undefined
}

/** The push service's origin: an endpoint is a secret of its device, so logs name its origin only. */
export function endpointOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin
  } catch {
    return 'an invalid endpoint'
  }
}

/** Whether the server may send pushes to `endpoint`. */
export const isPushEndpoint = (endpoint: string, rules: PushEndpointRules): boolean =>
  pushEndpointProblem(endpoint, rules) === undefined

const isMissing = (input: unknown) => input === undefined || input === null || input === ''

const endpointText = () =>
  z.string({
    error: (issue) =>
      isMissing(issue.input) ? 'The endpoint field is required.' : 'The endpoint field must be a string.',
  })

/**
 * The `endpoint` field of `DELETE /push/subscriptions`: any URL that could have been stored, so a device
 * saved under a push service that `PUSH_HOSTS` no longer lists can still be turned off.
 */
export const storedEndpointField = () =>
  endpointText().refine((endpoint) => endpoint.length <= MAX_ENDPOINT_LENGTH && URL.canParse(endpoint), {
    error: `The endpoint must be a URL of at most ${MAX_ENDPOINT_LENGTH} characters.`,
  })

/** The `endpoint` field of `POST /push/subscriptions`. */
export const endpointField = (rules: PushEndpointRules) =>
  endpointText().superRefine((endpoint, ctx) => {
    const problem = pushEndpointProblem(endpoint, rules)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const keyText = (field: string) =>
  z.string({
    error: (issue) =>
      isMissing(issue.input) ? `The ${field} field is required.` : `The ${field} field must be a string.`,
  })

/** The body of `POST /push/subscriptions`; `expirationTime` is accepted and not kept. */
export const subscriptionSchema = (rules: PushEndpointRules) =>
  z.object({
    endpoint: endpointField(rules),
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
