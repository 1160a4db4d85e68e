import { styled } from '@shwe/ui'

export const Lead = styled.p.withConfig({ componentId: 'AppShell_Lead' })`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
`

export const Credentials = styled.section.withConfig({ componentId: 'AppShell_Credentials' })`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceRaised};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 15px;
  }
  dl {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
  }
  code {
    color: ${({ theme }) => theme.color.gold};
    font: 700 17px/1.4 ${({ theme }) => theme.font.numeric};
    word-break: break-all;
  }
`

export const Warning = styled.p.withConfig({ componentId: 'AppShell_Warning' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.color.warning};
  color: ${({ theme }) => theme.color.text};
  font-size: 13px;
  strong {
    color: ${({ theme }) => theme.color.warning};
  }
`
