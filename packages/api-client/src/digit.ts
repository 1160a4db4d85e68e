import {
  type DigitBetPayload,
  type DigitBetReply,
  type DigitFairnessReply,
  type DigitHistoryRow,
  type DigitRotatePayload,
  type DigitRotateReply,
  paths,
} from '@shwe/contract'
import { type Call, type MoneyOptions, moneyHeaders } from './request.ts'

/** The digit game: fair rolls made by the server, bets and the player's history. */
export function digitCalls(call: Call) {
  return {
    /** Reads the player's seed pair (server seed hidden behind its commitment) and the last revealed one. */
    digitFairness: () => call<DigitFairnessReply['data']>('GET', paths.digitFairness),
    /** Reveals the current server seed and starts a new pair, with the player's client seed if given. */
    digitRotateSeed: (payload: DigitRotatePayload = {}) =>
      call<DigitRotateReply['data']>('POST', paths.digitRotateSeed, payload),
    /** Places a digit bet, rolled and settled at once; answers the new game balance and the last 10 bets. */
    digitBet: (payload: DigitBetPayload, options?: MoneyOptions) =>
      call<DigitBetReply['data']>('POST', paths.digitBet, payload, moneyHeaders(options)),
    /** Lists the player's last 50 digit bets, newest first. */
    digitHistory: () => call<DigitHistoryRow[]>('GET', paths.digitHistory),
  }
}
