/**
 * Hides the middle of a player id for public lists: "P12345678" → "P12****78".
 * Keeps the first three and last two characters; shorter ids keep only their first character.
 */
export function maskPlayerId(id: string): string {
  if (id.length >= 6) return `${id.slice(0, 3)}****${id.slice(-2)}`
  if (id.length <= 1) return '****'
  return `${id[0]}****`
}
