import { styled } from '@shwe/ui'
import { Facts as SlipFacts, Row as SlipRow } from '../shared/slips/slips.styles.ts'

/** The height of one slip row, loaded or not, so nothing moves when the rows arrive. */
export const ROW_HEIGHT = 96

/** One slip: number and total on top, player and state below, then the time placed. */
export const Row = styled(SlipRow).withConfig({ componentId: 'threeD_HistoryRow' })`
  grid-template-areas: 'number total' 'player state' 'date date';
  min-height: ${ROW_HEIGHT}px;
`

export const Player = styled.span.withConfig({ componentId: 'threeD_HistoryPlayer' })`
  grid-area: player;
  overflow-wrap: anywhere;
`

/** A player's name may be one long word: it wraps rather than widen the card. */
export const Facts = styled(SlipFacts).withConfig({ componentId: 'threeD_HistoryFacts' })`
  dd {
    overflow-wrap: anywhere;
  }
`
