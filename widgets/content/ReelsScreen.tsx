import { useT, VisuallyHidden } from '@shwe/ui'
import { useRef } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { AutoplayVideo } from './AutoplayVideo.tsx'
import { contentQueries } from './content.queries.ts'
import { ListProblem } from './ListProblem.tsx'
import { CONTENT } from './texts.ts'
import * as S from './Videos.styles.ts'

/**
 * The video ads as a vertical feed, one per screen height, snapping into place; only the reel on screen
 * plays. Reaching the next reel by keyboard is Tab to its play button, which scrolls it into view.
 */
export function ReelsScreen() {
  const { $videos } = useRuntime().stores(contentQueries)
  const { t } = useT(CONTENT)
  const { t: tc } = useT('common')
  const mediaUrl = useMediaUrl()
  const feedRef = useRef<HTMLUListElement>(null)
  const { data, error } = useStore($videos, { ssr: () => ({ loading: true }) })
  const status = data ? 'loaded' : error ? 'error' : 'loading'

  return (
    <section aria-labelledby="content-reels-title">
      <VisuallyHidden as="h1" id="content-reels-title">
        {t('reels.title')}
      </VisuallyHidden>
      <S.Feed ref={feedRef} aria-labelledby="content-reels-title" aria-busy={status === 'loading'}>
        {status === 'loading' && (
          <S.ReelMessage>
            <span role="status">{t('videos.loading')}</span>
          </S.ReelMessage>
        )}
        <ListProblem
          box={S.ReelMessage}
          isFailed={status === 'error'}
          isEmpty={data?.length === 0}
          failed={tc('errors.somethingWrong')}
          empty={t('videos.empty')}
          onRetry={() => $videos.revalidate()}
        />
        {data?.map((video, index) => {
          const title = t('videos.item', { n: index + 1 })
          return (
            <S.Reel key={video.id}>
              <AutoplayVideo
                src={mediaUrl(video.video_url || video.video_ads)}
                title={title}
                playLabel={t('videos.play', { title })}
                pauseLabel={t('videos.pause', { title })}
                rootRef={feedRef}
                isFill
              />
              <S.ReelCaption>
                <h2>{title}</h2>
                <p>{t('videos.caption')}</p>
              </S.ReelCaption>
            </S.Reel>
          )
        })}
      </S.Feed>
    </section>
  )
}
