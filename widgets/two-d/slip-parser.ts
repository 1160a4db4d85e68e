/**
 * The pasted-slip reader alone, for the paste box to load when the player first adds a slip: the bet page
 * does not carry the parser on its first load.
 */
export { parseTwoDSlip } from '@shwe/domain'
