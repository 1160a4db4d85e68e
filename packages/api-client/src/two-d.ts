import {
  type LiveSnapshot,
  type LotteryBetPayload,
  paths,
  type TwoDDrawInfo,
  type TwoDLatestWinners,
  type TwoDNumbers,
  type TwoDSession,
  type TwoDSlip,
  type TwoDWinnersQuery,
  type TwoDWinnersResult,
} from '@shwe/contract'
import { type Call, type MoneyOptions, moneyHeaders, withQuery } from './request.ts'
import type { ApiResult } from './result.ts'

/** The winners of settled 2D draws: one draw when a session is named, else the latest results. */
export interface TwoDWinnersCall {
  (query: TwoDWinnersQuery & { session: TwoDSession }): Promise<ApiResult<TwoDWinnersResult>>
  (query?: TwoDWinnersQuery & { session?: undefined }): Promise<ApiResult<TwoDLatestWinners>>
  (query?: TwoDWinnersQuery): Promise<ApiResult<TwoDWinnersResult | TwoDLatestWinners>>
}

/** The 2D lottery: the live board, draw times, bets, slips and winners. */
export function twoDCalls(call: Call) {
  // The overloads tell by the query which of the two shapes the reply has.
  const twoDWinners = ((query: TwoDWinnersQuery = {}) =>
    call<unknown>(
      'GET',
      withQuery(paths.twoDWinners, { date: query.date, session: query.session }),
    )) as TwoDWinnersCall

  return {
    /** Reads the live 2D board: the forming number, today's results and whether the market is open. */
    twoDLive: () => call<LiveSnapshot>('GET', paths.twoDLive),
    /** Reads the current, next and last 2D draws with their cut-off times. */
    twoDDrawInfo: () => call<TwoDDrawInfo>('GET', paths.twoDDrawInfo),
    /**
     * Reads how taken each number of the open 2D draw is (in 10 % steps) and what the operator closed;
     * while betting is closed, `is_betting_open` is false and `numbers` empty. Changes with every bet.
     */
    twoDNumbers: () => call<TwoDNumbers>('GET', paths.twoDNumbers),
    /** Places a 2D slip on the open draw; answers the slip. */
    twoDBet: (payload: LotteryBetPayload, options?: MoneyOptions) =>
      call<TwoDSlip>('POST', paths.twoDBet, payload, moneyHeaders(options)),
    /** Lists the player's morning 2D slips of a day (default today, Yangon), newest first. */
    twoDMorningSlips: (date?: string) => call<TwoDSlip[]>('GET', withQuery(paths.twoDMorningSlips, { date })),
    /** Lists the player's evening 2D slips of a day (default today, Yangon), newest first. */
    twoDEveningSlips: (date?: string) => call<TwoDSlip[]>('GET', withQuery(paths.twoDEveningSlips, { date })),
    /** Lists the winners of settled 2D draws. */
    twoDWinners,
  }
}
