import { LANGUAGES } from '@shwe/i18n'
import * as z from 'zod/mini'

/**
 * The messages between an element in frame mode (on the partner's page) and its frame (a page of the Shwe site).
 * Every message names this channel and version; anything else, or anything from another window or origin, is
 * dropped by both sides. No message ever carries the player's token or profile.
 */
export const CHANNEL = 'shwe-frame'
export const VERSION = 1

const envelope = { channel: z.literal(CHANNEL), v: z.literal(VERSION) }
const language = z.enum(LANGUAGES)
/** A length in CSS pixels, as a frame may report it. */
const pixels = z.number().check(z.gte(0), z.lte(100_000))

/** From the frame to the element. */
export const frameMessage = z.discriminatedUnion('type', [
  /** What the frame shows, in the player's language: the element names the frame with it for assistive technology. */
  z.object({
    ...envelope,
    type: z.literal('title'),
    title: z.string().check(z.minLength(1), z.maxLength(200)),
  }),
  /** The widget's height: the element sizes the frame to it, so the frame never scrolls inside the page. */
  z.object({ ...envelope, type: z.literal('height'), height: pixels }),
  /** A dialog opened at this place in the frame: the page scrolls it into view. */
  z.object({ ...envelope, type: z.literal('reveal'), top: pixels, height: pixels }),
  /** A route of another area: the element's `navigate` event, then the site's page. */
  z.object({
    ...envelope,
    type: z.literal('navigate'),
    route: z.string().check(
      z.startsWith('/'),
      z.maxLength(512),
      z.refine((route) => !route.startsWith('//')),
    ),
  }),
  /** The player chose a language in the frame. */
  z.object({ ...envelope, type: z.literal('language'), lang: language }),
  /** The player signed in or out in the frame. */
  z.object({ ...envelope, type: z.literal('auth'), signedIn: z.boolean() }),
])

/** From the element to the frame. */
export const pageMessage = z.discriminatedUnion('type', [
  /** The page's language changed (another element, or the partner): the frame follows. */
  z.object({ ...envelope, type: z.literal('language'), lang: language }),
])

export type FrameMessage = z.infer<typeof frameMessage>
export type PageMessage = z.infer<typeof pageMessage>

/** Distributes `Omit` over a union, so each message keeps its own fields. */
type Body<M> = M extends unknown ? Omit<M, 'channel' | 'v'> : never

/** A message as sent: the body with the channel and version. */
export const stamp = <M extends FrameMessage | PageMessage>(body: Body<M>): M =>
  ({ channel: CHANNEL, v: VERSION, ...body }) as unknown as M
