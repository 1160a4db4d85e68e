import { ErrorState, useT } from '@shwe/ui'
import { useState } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import * as S from './BannerCarousel.styles.ts'
import { wrapIndex } from './catalogue.logic.ts'
import { BANNERS, catalogueQueries } from './catalogue.queries.ts'
import { CATALOGUE } from './texts.ts'

const chevron = (d: string) => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
)

/**
 * The home's banners, one at a time, with previous and next buttons and one dot per banner; it wraps at both
 * ends and never moves by itself. The frame keeps the banners' 3:1 shape in every state.
 */
export function BannerCarousel() {
  const { $banners } = useRuntime().stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { t: tc } = useT('common')
  const resolve = useMediaUrl()
  const { data, error } = useFirstStore($banners, BANNERS)
  const [index, setIndex] = useState(0)
  const banners = (data ?? []).flatMap((banner) => {
    const url = resolve(banner.img_url || banner.image)
    return url ? [{ id: banner.id, url }] : []
  })
  const total = banners.length
  const current = wrapIndex(index, total)
  const banner = banners[current]
  const slideLabel = t('banners.slide', { number: current + 1, total })
  // What the server may have painted behind the slide is the first banner: let it show only while loading and
  // under that same banner.
  const showsFirst = banner ? current === 0 : !data && !error

  return (
    <S.Carousel aria-roledescription="carousel" aria-label={t('banners.label')}>
      {/* The marker tells the server where the first banner goes (packages/server/src/page-hints.ts). */}
      <S.Frame data-first-banner="">
        <S.Slide aria-live="polite" $isOpaque={!showsFirst}>
          {banner ? (
            <img
              key={banner.id}
              src={banner.url}
              alt={slideLabel}
              width={1200}
              height={400}
              fetchPriority="high"
            />
          ) : data ? (
            <p>{t('banners.empty')}</p>
          ) : error ? (
            <ErrorState
              message={tc('errors.somethingWrong')}
              retryLabel={tc('actions.retry')}
              onRetry={() => $banners.revalidate()}
            />
          ) : (
            <S.BannerSkeleton width="100%" height="100%" radius={0} />
          )}
        </S.Slide>
        {total > 1 && (
          <>
            <S.Arrow
              type="button"
              $side="left"
              aria-label={t('banners.previous')}
              onClick={() => setIndex(wrapIndex(current - 1, total))}
            >
              {chevron('M15 5l-7 7 7 7')}
            </S.Arrow>
            <S.Arrow
              type="button"
              $side="right"
              aria-label={t('banners.next')}
              onClick={() => setIndex(wrapIndex(current + 1, total))}
            >
              {chevron('M9 5l7 7-7 7')}
            </S.Arrow>
          </>
        )}
      </S.Frame>
      {/* The row is there, empty, even without dots, so the page below never moves when the banners arrive. */}
      <S.Dots>
        {total > 1 &&
          banners.map((item, i) => (
            <S.Dot
              key={item.id}
              type="button"
              $current={i === current}
              aria-label={t('banners.goTo', { number: i + 1 })}
              aria-current={i === current ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
      </S.Dots>
    </S.Carousel>
  )
}
