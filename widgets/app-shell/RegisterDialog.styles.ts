import { styled } from '@shwe/ui'

export const Or = styled.p.withConfig({ componentId: 'AppShell_Or' })`
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.color.muted};
  text-align: center;
  font-size: 13px;
`
