import { styled } from 'styled-components'
import { Row as SlipRow } from '../shared/slips/slips.styles.ts'

/** The height of one slip row, loaded or not, so nothing moves when the rows arrive. */
export const ROW_HEIGHT = 84

export const Screen = styled.section.withConfig({ componentId: 'Slips_Screen' })`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  h1 {
    margin: 0;
    font-size: 22px;
  }
  h2 {
    margin: 0;
    font-size: 18px;
    overflow-wrap: anywhere;
  }
`

export const Card = styled.div.withConfig({ componentId: 'Slips_Card' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
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
