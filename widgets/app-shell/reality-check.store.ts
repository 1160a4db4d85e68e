import { keptAtom, STORAGE_KEYS } from '@shwe/session'
import { type AnsweredChecks, answeredValue, parseAnswered } from './reality-check.logic.ts'

/**
 * The reality checks the player answered in this sign-in, kept in the browser so that a new page or tab does
 * not ask again for a check already answered, and following what other tabs answer. Made once per runtime:
 * `runtime.stores(answeredChecks)`. Where storage is refused (a private window, a full quota), a check is
 * answered for this page only.
 */
export const answeredChecks = () =>
  keptAtom<AnsweredChecks | null>(STORAGE_KEYS.realityCheck, parseAnswered, {
    encode: (checks) => (checks ? answeredValue(checks.session, checks.answered) : ''),
    followOtherTabs: true,
  })
