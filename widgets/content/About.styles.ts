import { Screen as UiScreen } from '@shwe/ui'
import { styled } from 'styled-components'

export const Screen = styled(UiScreen)
  .attrs({ as: 'article', $maxWidth: 820, $bare: true })
  .withConfig({ componentId: 'About_Screen' })`
  gap: ${({ theme }) => theme.space(6)};
  font-size: 15px;
  line-height: 1.8;
  h1 {
    font-size: 24px;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.gold};
  }
  h2 {
    margin: 0;
    font-size: 18px;
    line-height: 1.5;
    color: ${({ theme }) => theme.color.gold};
  }
  h3 {
    margin: 0;
    font-size: 16px;
    line-height: 1.5;
  }
  p {
    margin: 0;
  }
`

export const Intro = styled.p.withConfig({ componentId: 'About_Intro' })`
  font-size: 16px;
  color: ${({ theme }) => theme.color.muted};
`

export const Part = styled.section.withConfig({ componentId: 'About_Part' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  a {
    justify-self: start;
    color: ${({ theme }) => theme.color.gold};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export const Values = styled.ul.withConfig({ componentId: 'About_Values' })`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  p {
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
`
