import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'
import { Row as SlipRow } from '../shared/slips/slips.styles.ts'

/** The height of one slip row, loaded or not, so nothing moves when the rows arrive. */
export const ROW_HEIGHT = 84

/** The slips: as wide as the 2D home (760 px of content at most). */
export const Screen = styled(UiScreen).attrs({ $maxWidth: 792 }).withConfig({ componentId: 'Slips_Screen' })`
  h2 {
    margin: 0;
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`

export const Card = styled(UiCard).withConfig({ componentId: 'Slips_Card' })`
  h3 {
    margin: 0;
    font-size: 16px;
  }
  > button {
    justify-self: start;
  }
`

/** One slip: number and total on top, time and state below. */
export const Row = styled(SlipRow).withConfig({ componentId: 'Slips_Row' })`
  grid-template-areas: 'number total' 'date state';
  min-height: ${ROW_HEIGHT}px;
`
