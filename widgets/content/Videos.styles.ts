import { styled, Card as UiCard, Screen as UiScreen } from '@shwe/ui'
import { caption, message } from './content.styles.ts'

/** The clips are portrait (9:16); the box is reserved before a clip loads. */
export const VIDEO_WIDTH = 360
export const VIDEO_HEIGHT = 640

export const Screen = styled(UiScreen)
  .attrs({ $maxWidth: 1200, $bare: true })
  .withConfig({ componentId: 'Videos_Screen' })`
  h1 {
    line-height: 1.5;
    color: ${({ theme }) => theme.color.gold};
  }
`

export const List = styled.ul.withConfig({ componentId: 'Videos_List' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`

export const Card = styled(UiCard)
  .attrs({ as: 'li', $spacing: 'none' })
  .withConfig({ componentId: 'Videos_Card' })`
  align-content: start;
  min-width: 0;
  overflow: hidden;
`

export const Caption = styled.div.withConfig({ componentId: 'Videos_Caption' })`
  ${caption}
  padding: ${({ theme }) => theme.space(4)};
  p {
    color: ${({ theme }) => theme.color.muted};
  }
`

/** A video and its play button, in a 9:16 box (cards) or the whole reel (the feed). */
export const Frame = styled.div.withConfig({ componentId: 'Videos_Frame' })<{ $fill?: boolean }>`
  position: relative;
  width: 100%;
  ${({ $fill }) => ($fill ? 'height: 100%;' : `aspect-ratio: ${VIDEO_WIDTH} / ${VIDEO_HEIGHT};`)}
  background: #000;
  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`

/** Stands in for a video whose address was missing or refused. */
export const VideoPlaceholder = styled.div.withConfig({ componentId: 'Videos_VideoPlaceholder' })`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.color.surfaceRaised};
`

export const Toggle = styled.button.withConfig({ componentId: 'Videos_Toggle' })`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  z-index: 1;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(0 0 0 / 55%);
  color: #fff;
  cursor: pointer;
  &:hover {
    background: rgb(0 0 0 / 75%);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

export const Status = styled.p.withConfig({ componentId: 'Videos_Status' })`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`

export const Message = styled.div.withConfig({ componentId: 'Videos_Message' })`
  ${message(240)}
`

// The feed: one reel per screen height, snapping into place. `--shwe-reels-offset` lets a page with a
// fixed bar above the feed take that bar's height off.
export const Feed = styled.ul.withConfig({ componentId: 'Videos_Feed' })`
  box-sizing: border-box;
  width: 100%;
  max-width: 480px;
  height: calc(100vh - var(--shwe-reels-offset, 0px));
  height: calc(100dvh - var(--shwe-reels-offset, 0px));
  margin: 0 auto;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  overscroll-behavior: contain;
  scroll-snap-type: y mandatory;
  scrollbar-width: none;
  background: #000;
  color: #fff;
  font-family: ${({ theme }) => theme.font.body};
  &::-webkit-scrollbar {
    display: none;
  }
`

export const Reel = styled.li.withConfig({ componentId: 'Videos_Reel' })`
  position: relative;
  height: 100%;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`

/** Title and caption over the top of the reel, clear of the play button and the player's controls below. */
export const ReelCaption = styled.div.withConfig({ componentId: 'Videos_ReelCaption' })`
  position: absolute;
  inset: 0 0 auto;
  z-index: 1;
  ${caption}
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(4)} ${theme.space(10)}`};
  background: linear-gradient(rgb(0 0 0 / 70%), transparent);
  pointer-events: none;
  p {
    opacity: 0.85;
  }
`

/** Loading, empty and error in the feed: one reel's height, centred. */
export const ReelMessage = styled.li.withConfig({ componentId: 'Videos_ReelMessage' })`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`
