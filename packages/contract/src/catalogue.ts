import type { DecimalString } from './types.ts'

/** A product of one game type, as listed inside `GET /game_types`; `id` is the `{providerId}` of game lists. */
export interface GameTypeProvider {
  id: number
  /** The provider's slug, e.g. `golden-reels`. */
  code: string
  name: string
  short_name: string
  /** Absolute URL of the logo. */
  img: string
}

/** `GET /game_types`: active types in order, each with its active products in order. */
export interface GameType {
  id: number
  name: string
  /** e.g. `SLOT`; the `{typeCode}` of `/providers/{typeCode}`. */
  code: string
  img: string
  providers: GameTypeProvider[]
}

/** `GET /providers/{typeCode}`: one provider's product in that type. */
export interface GameProduct {
  id: number
  /** The provider's display name. */
  provider: string
  currency: string
  /** `ACTIVATED` for every listed product. */
  status: string
  provider_id: number
  /** Same as `id`. */
  product_id: number
  product_code: number
  product_name: string
  /** What a launch request sends as `game_type`, e.g. `SLOT` or `Shan`. */
  game_type: string
  product_title: string
  short_name: string
  order: number
  /** 1 when the product has a game list. */
  game_list_status: number
  img_url: string
}

/** One game in `GET /game_lists/{typeId}/{providerId}` (20 per page) and `GET /hot_game_lists`. */
export interface GameListItem {
  id: number
  game_code: string
  game_name: string
  game_type: string
  image_url: string
  /** The product id, as `product_id`. */
  provider_product_id: number
  game_type_id: number
  product_id: number
  product_code: number
  support_currency: string
  /** `ACTIVATED` for every listed game. */
  status: string
  /** 1 for every listed game. */
  is_active: number
  /** The provider's display name. */
  provider: string
  order: number
}

/** `POST /seamless/launch-game`. */
export interface LaunchGamePayload {
  game_code: string
  product_code: number
  game_type: string
}

/** `POST /shankomee/launch-game`. */
export interface ShanLaunchPayload {
  product_code: number
  game_type: string
}

/**
 * Both launch calls answer this shape (no envelope). `code` 200 is success, with either `url` (the game's
 * address: go there in this tab) or `content_url` (a game that launches by an HTML page: a one-time address
 * where the server serves that page in a sandbox, to open in a new tab with no opener); any other code
 * carries only a message. This server never sends the reference contract's raw `content`.
 */
export type LaunchGameReply =
  | { code: 200; message: string; url: string }
  | { code: 200; message: string; content_url: string }
  | { code: number; message: string }

/**
 * What a client reads from a successful launch (`code` 200): the reply without its message, which the
 * result carries separately. Go to `url`, or open `content_url` in a new tab. `content` is raw HTML from a
 * backend that follows the reference contract: clients refuse it, since written into a window of the site's
 * origin its scripts would own the player's session.
 */
export type LaunchedGame =
  | { code: 200; url: string }
  | { code: 200; content_url: string }
  | { code: 200; content: string }

/** A successful Shan launch always opens by URL. */
export interface LaunchedShan {
  code: 200
  url: string
}

export type { GameLogPeriod } from '@shwe/domain'

/**
 * `GET /player/game-logs?type=` (a `GameLogPeriod`, default today) or `?from=&to=` (a `DateRange`, which
 * then wins over `type`): the player's rounds of one game in the period (Asia/Yangon).
 */
export interface GameLogRow {
  game_name: string
  spin_count: number
  /** Sum of stakes. */
  turnover: DecimalString
  total_payout: DecimalString
  /** Payouts minus stakes; negative when the player lost. */
  win_loss: DecimalString
  /** Start of the period, `YYYY-MM-DD HH:mm:ss` Yangon time. */
  from: string
  /** Last second of the period, `YYYY-MM-DD HH:mm:ss` Yangon time. */
  to: string
}
