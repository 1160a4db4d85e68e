import {
  type LotteryBetPayload,
  paths,
  type ThreeDDrawInfo,
  type ThreeDHistoryPage,
  type ThreeDHistoryQuery,
  type ThreeDLatestWinners,
  type ThreeDNumbers,
  type ThreeDSlip,
  type ThreeDWinnersQuery,
  type ThreeDWinnersResult,
} from '@shwe/contract'
import { type Call, type MoneyOptions, moneyHeaders, withQuery } from './request.ts'
import type { ApiResult } from './result.ts'

/** The winners of settled 3D draws: one draw when `draw_session` is named, else the latest draws. */
export interface ThreeDWinnersCall {
  (query: ThreeDWinnersQuery & { draw_session: string }): Promise<ApiResult<ThreeDWinnersResult>>
  (query?: ThreeDWinnersQuery & { draw_session?: undefined }): Promise<ApiResult<ThreeDLatestWinners>>
  (query?: ThreeDWinnersQuery): Promise<ApiResult<ThreeDWinnersResult | ThreeDLatestWinners>>
}

/** The address `threeDHistory` asks for one page of the player's 3D slips at. */
export const threeDHistoryPath = (query: ThreeDHistoryQuery = {}): string =>
  withQuery(paths.threeDHistory, { page: query.page, limit: query.limit, status: query.status })

/** The 3D lottery: draw times, the numbers board, bets, slip history and winners. */
export function threeDCalls(call: Call) {
  // The overloads tell by the query which of the two shapes the reply has.
  const threeDWinners = ((query: ThreeDWinnersQuery = {}) =>
    call<unknown>(
      'GET',
      withQuery(paths.threeDWinners, { draw_session: query.draw_session, date: query.date }),
    )) as ThreeDWinnersCall

  return {
    /** Reads the current, next and last 3D draws with their cut-off times. */
    threeDDrawInfo: () => call<ThreeDDrawInfo>('GET', paths.threeDDrawInfo),
    /**
     * Reads what a 3D board checks before sending: the open draw, the closed numbers, the smallest stake,
     * both prizes, and how taken each staked number is (in 10 % steps; numbers left out are untaken).
     * While betting is closed, `is_betting_open` is false and `numbers` empty. Changes with every bet.
     */
    threeDNumbers: () => call<ThreeDNumbers>('GET', paths.threeDNumbers),
    /** Places a 3D slip on the open draw; answers the slip. */
    threeDBet: (payload: LotteryBetPayload, options?: MoneyOptions) =>
      call<ThreeDSlip>('POST', paths.threeDBet, payload, moneyHeaders(options)),
    /** Lists one page of the player's 3D slips, newest first, optionally only pending or completed ones. */
    threeDHistory: (query: ThreeDHistoryQuery = {}) =>
      call<ThreeDHistoryPage>('GET', threeDHistoryPath(query)),
    /** Lists the winners of settled 3D draws. */
    threeDWinners,
  }
}
