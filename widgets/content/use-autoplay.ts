import { type RefObject, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'

/** A video plays once at least half of it is on screen, and pauses when less is. */
export const VISIBLE_SHARE = 0.5

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function reducedMotion(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(REDUCED_MOTION)
    : undefined
}

function canAutoplayNow(): boolean {
  return typeof IntersectionObserver === 'function' && reducedMotion()?.matches !== true
}

function onMotionChange(notify: () => void): () => void {
  const query = reducedMotion()
  query?.addEventListener?.('change', notify)
  return () => query?.removeEventListener?.('change', notify)
}

/**
 * Whether videos may start on their own: only where the browser can tell what is on screen, and not for a
 * reader who asked for reduced motion (they get the player's controls instead). False while rendering on
 * the server, so nothing starts before the page is in a browser.
 */
export function useCanAutoplay(): boolean {
  return useSyncExternalStore(onMotionChange, canAutoplayNow, () => false)
}

export interface VisiblePlayback {
  isPlaying: boolean
  /** The viewer's own pause or play; a video they paused stays paused when it scrolls back into view. */
  toggle: () => void
}

/**
 * Plays the video while at least half of it is visible in `root` (the viewport when not given) and pauses it
 * otherwise, as long as `isEnabled`. Browsers may refuse to start a video; it then just stays paused.
 */
export function useVisiblePlayback(
  videoRef: RefObject<HTMLVideoElement | null>,
  { isEnabled, rootRef }: { isEnabled: boolean; rootRef?: RefObject<Element | null> },
): VisiblePlayback {
  const [isPlaying, setIsPlaying] = useState(false)
  const isHeld = useRef(false)

  useEffect(() => {
    const video = videoRef.current
    if (!isEnabled || !video) return
    // Browsers start a video on their own only when it is muted; the attribute alone is not always enough.
    video.muted = true
    const onPlay = () => setIsPlaying(true)
    const onPause = () => setIsPlaying(false)
    video.addEventListener('play', onPlay)
    video.addEventListener('pause', onPause)
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1)
        if (!entry) return
        const isVisible = entry.isIntersecting && entry.intersectionRatio >= VISIBLE_SHARE
        if (isVisible && !isHeld.current) start(video)
        else if (!isVisible) video.pause()
      },
      { root: rootRef?.current ?? null, threshold: VISIBLE_SHARE },
    )
    observer.observe(video)
    return () => {
      observer.disconnect()
      video.removeEventListener('play', onPlay)
      video.removeEventListener('pause', onPause)
      video.pause()
    }
  }, [isEnabled, videoRef, rootRef])

  const toggle = useCallback(() => {
    const video = videoRef.current
    if (!video) return
    if (isPlaying) {
      isHeld.current = true
      video.pause()
    } else {
      isHeld.current = false
      start(video)
    }
  }, [videoRef, isPlaying])

  return { isPlaying, toggle }
}

function start(video: HTMLVideoElement): void {
  // A refused start (autoplay policy, a video that cannot load) rejects, or throws in old browsers; the
  // video then stays paused and its button offers to play it.
  try {
    void Promise.resolve(video.play()).catch(() => undefined)
  } catch {
    return
  }
}
