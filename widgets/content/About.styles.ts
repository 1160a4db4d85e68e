import { styled, Screen as UiScreen } from '@shwe/ui'
import { linkFocus, prose, tiles } from './content.styles.ts'

export const Screen = styled(UiScreen)
  .attrs({ as: 'article', $maxWidth: 820, $bare: true })
  .withConfig({ componentId: 'About_Screen' })`
  gap: ${({ theme }) => theme.space(6)};
  font-size: 15px;
  line-height: 1.8;
  ${prose}
  h2 {
    color: ${({ theme }) => theme.color.gold};
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
  ${linkFocus}
`

export const Values = styled.ul.withConfig({ componentId: 'About_Values' })`
  ${tiles(200)}
  li {
    gap: ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`
