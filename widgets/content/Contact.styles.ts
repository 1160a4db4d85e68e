import { SafeLink, styled, Screen as UiScreen } from '@shwe/ui'
import { linkFocus, message, prose, tiles } from './content.styles.ts'

/** A channel card's height: skeleton and loaded cards match, so the blurbs below never move. */
export const CHANNEL_HEIGHT = 104
export const ICON_SIZE = 44

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 1100, $bare: true })
  .withConfig({ componentId: 'Contact_Screen' })`
  gap: ${({ theme }) => theme.space(6)};
  line-height: 1.6;
  ${prose}
`

export const Welcome = styled.div.withConfig({ componentId: 'Contact_Welcome' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: linear-gradient(135deg, rgb(245 197 66 / 14%), transparent 60%),
    ${({ theme }) => theme.color.surface};
  strong {
    font-size: 17px;
    color: ${({ theme }) => theme.color.gold};
  }
  p:last-child {
    color: ${({ theme }) => theme.color.muted};
  }
`

export const Channels = styled.ul.withConfig({ componentId: 'Contact_Channels' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`

// The link covers the whole card (its ::after), so the card is one target and its name is the link's.
export const Channel = styled.li.withConfig({ componentId: 'Contact_Channel' })`
  position: relative;
  box-sizing: border-box;
  display: grid;
  grid-template-columns: ${ICON_SIZE}px minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  height: ${CHANNEL_HEIGHT}px;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  transition: border-color 150ms ease-out;
  &:hover {
    border-color: ${({ theme }) => theme.color.gold};
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`

export const ChannelText = styled.div.withConfig({ componentId: 'Contact_ChannelText' })`
  display: grid;
  min-width: 0;
  h3,
  a,
  span {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`

export const ChannelLink = styled(SafeLink).withConfig({ componentId: 'Contact_ChannelLink' })`
  color: ${({ theme }) => theme.color.text};
  font-size: 14px;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export const Connect = styled.span.withConfig({ componentId: 'Contact_Connect' })`
  color: ${({ theme }) => theme.color.gold};
  font-size: 13px;
`

export const IconBadge = styled.span.withConfig({ componentId: 'Contact_IconBadge' })<{ $color: string }>`
  display: inline-grid;
  place-items: center;
  width: ${ICON_SIZE}px;
  height: ${ICON_SIZE}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ $color }) => $color};
  color: #fff;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

/** A titled part of the screen: its heading, then its content. */
export const Part = styled.section.withConfig({ componentId: 'Contact_Part' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`

export const Message = styled.div.withConfig({ componentId: 'Contact_Message' })`
  ${message(CHANNEL_HEIGHT * 2)}
`

export const Hotline = styled.section.withConfig({ componentId: 'Contact_Hotline' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.surface};
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`

export const HotlineRow = styled.div.withConfig({ componentId: 'Contact_HotlineRow' })`
  /* While the channels load: the row's own size, its content unseen and out of reach of the keyboard. */
  &[data-placeholder] {
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  &[data-placeholder] > * {
    visibility: hidden;
  }
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a,
  span {
    font-family: ${({ theme }) => theme.font.numeric};
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.gold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  ${linkFocus}
`

export const Blurbs = styled.ul.withConfig({ componentId: 'Contact_Blurbs' })`
  ${tiles(220)}
  li {
    gap: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.lg};
  }
  svg {
    color: ${({ theme }) => theme.color.gold};
  }
`

/** Stands in for a missing, refused or broken channel picture, in the same box. */
export const ImagePlaceholder = styled.span.withConfig({ componentId: 'Contact_ImagePlaceholder' })`
  display: block;
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.surfaceRaised};
`
