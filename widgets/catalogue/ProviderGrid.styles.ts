import { styled } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import { focusRing, lg, md } from './Catalogue.styles.ts'

export const ProviderGrid = styled.ul.withConfig({ componentId: 'Catalogue_ProviderGrid' })`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${md}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: ${lg}) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
`

export const ProviderCard = styled.li.withConfig({ componentId: 'Catalogue_ProviderCard' })`
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  min-width: 0;
`

export const ProviderName = styled.div.withConfig({ componentId: 'Catalogue_ProviderName' })`
  display: grid;
  gap: 2px;
  min-width: 0;
  strong {
    font-size: 14px;
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
`

export const ProviderLink = styled(RouteLink).withConfig({ componentId: 'Catalogue_ProviderLink' })`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: linear-gradient(180deg, ${({ theme }) => theme.color.gold}, ${({ theme }) => theme.color.goldDeep});
  color: ${({ theme }) => theme.color.onGold};
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  ${focusRing}
`
