import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'

/** The Shan launcher: 480 px of content at most, between the 16 px paddings. */
export const Screen = styled(UiScreen).attrs({ $maxWidth: 512 }).withConfig({ componentId: 'Shan_Screen' })``

export const Card = UiCard

export const Facts = styled.dl.withConfig({ componentId: 'Shan_Facts' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

/** Holds its line even when empty, so the card does not grow when a result appears. */
export const Outcome = styled.p.withConfig({ componentId: 'Shan_Outcome' })<{ $tone: 'success' | 'error' }>`
  min-height: 1.5em;
  margin: 0;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.color.danger : theme.color.success)};
`
