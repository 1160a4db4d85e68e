import { useState } from 'react'
import * as S from './Promotions.styles.ts'

export interface PromotionImageProps {
  /**
   * A checked address (see `mediaUrl`), null when the server's was missing or refused, or undefined while the
   * promotions load (a skeleton stands in).
   */
  src: string | null | undefined
  /** Cards wait until they scroll near; the details dialog shows its picture at once. */
  loading?: 'lazy' | 'eager'
  /**
   * The first card's picture, the page's largest: loaded at once and first, and marked so the server can paint
   * it into the box before any script runs (`data-first-promotion`, see packages/server/src/page-hints.ts).
   */
  isFirst?: boolean
}

/**
 * A promotion's picture in a 16:9 box that is reserved before it loads. Without an address, or when the
 * picture fails to load, a neutral block of the same size stands in. Decorative: the title beside it says
 * what it is.
 */
export function PromotionImage({ src, loading = 'lazy', isFirst = false }: PromotionImageProps) {
  const [failed, setFailed] = useState<string | null>(null)
  const isShown = typeof src === 'string' && failed !== src
  return (
    <S.Media data-first-promotion={isFirst ? '' : undefined}>
      {src === undefined ? (
        <S.MediaSkeleton height="100%" radius={0} />
      ) : isShown ? (
        <img
          src={src}
          alt=""
          width={S.IMAGE_WIDTH}
          height={S.IMAGE_HEIGHT}
          loading={isFirst ? 'eager' : loading}
          fetchPriority={isFirst ? 'high' : undefined}
          decoding="async"
          onError={() => setFailed(src)}
        />
      ) : (
        <S.ImagePlaceholder aria-hidden="true" data-image-placeholder="">
          <svg width="48" height="48" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
            <path
              d="M4 5h16v14H4zM4 16l5-5 4 4 3-3 4 4M15.5 9.5a1 1 0 1 0 0-.01"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </S.ImagePlaceholder>
      )}
    </S.Media>
  )
}
