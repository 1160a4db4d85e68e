import { keyframes, styled } from '@shwe/ui'

const scroll = keyframes`
  from {
    transform: translateX(0);
  }
  to {
    transform: translateX(-100%);
  }
`

export const Announcement = styled.section.withConfig({ componentId: 'Catalogue_Announcement' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.gold};
  svg {
    flex: none;
  }
`

export const Ticker = styled.div.withConfig({ componentId: 'Catalogue_Ticker' })`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  white-space: nowrap;
  p {
    display: inline-block;
    margin: 0;
    padding-left: 100%;
    animation: ${scroll} var(--catalogue-ticker-duration, 20s) linear infinite;
  }
  &:hover p,
  &:focus-within p {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    p {
      padding-left: 0;
      animation: none;
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
      max-width: 100%;
      display: block;
    }
  }
`
