import { useCallback, useState } from 'react'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import * as S from './Picture.styles.ts'

export interface PictureProps {
  /** The address as the server sent it. */
  src: string | null | undefined
  /** `width / height`, e.g. "1 / 1": the box keeps this shape before, during and after loading. */
  ratio: string
  width: number
  height: number
  /** Empty when text beside the picture already names it. */
  alt: string
  isLazy?: boolean
  /** Part of the screen's first paint: loaded at once, before other pictures. */
  isUrgent?: boolean
}

/**
 * A picture from the server in a box of fixed shape, loaded lazily. A refused address or a picture that fails to
 * load shows a neutral tile of the same size instead.
 */
export function Picture({ src, ratio, width, height, alt, isLazy = true, isUrgent = false }: PictureProps) {
  const resolve = useMediaUrl()
  const url = resolve(src)
  const [failed, setFailed] = useState<string | null>(null)
  // A picture that failed before the page's script ran (an island hydrating late) fired its error event unheard.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(url)
    },
    [url],
  )
  const isBroken = url === null || failed === url
  return (
    <S.Picture $ratio={ratio}>
      {isBroken ? (
        <S.Broken role={alt ? 'img' : undefined} aria-label={alt || undefined} data-broken="true">
          <svg
            width="32"
            height="32"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            aria-hidden="true"
          >
            <path d="M4 5h16v14H4zM4 15l4-4 4 4 3-3 5 5" strokeWidth="1.6" strokeLinejoin="round" />
          </svg>
        </S.Broken>
      ) : (
        <img
          ref={checkLoaded}
          src={url}
          alt={alt}
          width={width}
          height={height}
          loading={isLazy && !isUrgent ? 'lazy' : undefined}
          fetchPriority={isUrgent ? 'high' : undefined}
          decoding={isUrgent ? undefined : 'async'}
          onError={() => setFailed(url)}
        />
      )}
    </S.Picture>
  )
}
