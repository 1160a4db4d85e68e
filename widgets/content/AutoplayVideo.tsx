import { type RefObject, useRef } from 'react'
import { useCanAutoplay, useVisiblePlayback } from './use-autoplay.ts'
import * as S from './Videos.styles.ts'

export interface AutoplayVideoProps {
  /** A checked address (see `mediaUrl`), or null when the server's was missing or refused. */
  src: string | null
  /** Names the video and its play button ("Promotion Video 2"). */
  title: string
  playLabel: string
  pauseLabel: string
  /** The scrolling box the video must be visible in; the viewport when not given. */
  rootRef?: RefObject<Element | null>
  /** Fill the parent's height (a reel) instead of a 9:16 box (a card). */
  isFill?: boolean
}

/**
 * A muted, looping video that plays while at least half of it is on screen, with a button to pause it. For a
 * reader who asked for reduced motion, or a browser that cannot tell what is on screen, it does not start on
 * its own and shows the player's controls instead.
 */
export function AutoplayVideo({
  src,
  title,
  playLabel,
  pauseLabel,
  rootRef,
  isFill = false,
}: AutoplayVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null)
  const canAutoplay = useCanAutoplay()
  const { isPlaying, toggle } = useVisiblePlayback(videoRef, {
    isEnabled: canAutoplay && src !== null,
    rootRef,
  })
  if (src === null) {
    return (
      <S.Frame $fill={isFill}>
        <S.VideoPlaceholder aria-hidden="true" data-video-placeholder="" />
      </S.Frame>
    )
  }
  return (
    <S.Frame $fill={isFill}>
      <video
        ref={videoRef}
        src={src}
        aria-label={title}
        muted
        loop
        playsInline
        preload="metadata"
        controls={!canAutoplay}
      />
      {canAutoplay && (
        <S.Toggle type="button" onClick={toggle} aria-label={isPlaying ? pauseLabel : playLabel}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d={isPlaying ? 'M6 4h3v12H6zM11 4h3v12h-3z' : 'M6 4l10 6-10 6z'} fill="currentColor" />
          </svg>
        </S.Toggle>
      )}
    </S.Frame>
  )
}
