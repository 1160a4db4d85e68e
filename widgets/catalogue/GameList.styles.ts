import { styled } from '@shwe/ui'
import { md } from './Catalogue.styles.ts'

export const Toolbar = styled.div.withConfig({ componentId: 'Catalogue_Toolbar' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
`

export const Search = styled.input.withConfig({ componentId: 'Catalogue_Search' })`
  box-sizing: border-box;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: 15px ${({ theme }) => theme.font.body};
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
  @media (min-width: ${md}) {
    max-width: 320px;
  }
`

export const More = styled.div.withConfig({ componentId: 'Catalogue_More' })`
  display: flex;
  justify-content: center;
  min-height: 40px;
`
