import { styled } from 'styled-components'

export const Screen = styled.section.withConfig({ componentId: 'Shan_Screen' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 480px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Its own background: on a partner's light page the light text must still read. */
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
  h1 {
    margin: 0;
    font-size: 22px;
  }
`

export const Card = styled.div.withConfig({ componentId: 'Shan_Card' })`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  p {
    margin: 0;
  }
`

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
