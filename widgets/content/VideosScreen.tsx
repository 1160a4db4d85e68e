import { Skeleton, useT } from '@shwe/ui'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { AutoplayVideo } from './AutoplayVideo.tsx'
import { contentQueries } from './content.queries.ts'
import { ListProblem } from './ListProblem.tsx'
import { CONTENT } from './texts.ts'
import * as S from './Videos.styles.ts'

/** How many skeleton cards stand in for the videos while they load. */
const PLACEHOLDER_VIDEOS = 3

/** The ads videos as a list of muted, looping players, each playing while it is on screen. */
export function VideosScreen() {
  const { $videos } = useRuntime().stores(contentQueries)
  const { t } = useT(CONTENT)
  const { t: tc } = useT('common')
  const mediaUrl = useMediaUrl()
  const { data, error } = useStore($videos, { ssr: () => ({ loading: true }) })
  const status = data ? 'loaded' : error ? 'error' : 'loading'

  return (
    <S.Screen aria-labelledby="content-videos-title" aria-busy={status === 'loading'}>
      <h1 id="content-videos-title">{t('videos.title')}</h1>
      {status === 'loading' && (
        <>
          <S.Status role="status">{t('videos.loading')}</S.Status>
          <S.List aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_VIDEOS }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <S.Card key={i}>
                <S.Frame>
                  <Skeleton height="100%" radius={0} />
                </S.Frame>
                <S.Caption>
                  <Skeleton width="60%" height={26} />
                  <Skeleton height={22} />
                </S.Caption>
              </S.Card>
            ))}
          </S.List>
        </>
      )}
      <ListProblem
        box={S.Message}
        isFailed={status === 'error'}
        isEmpty={data?.length === 0}
        failed={tc('errors.somethingWrong')}
        empty={t('videos.empty')}
        onRetry={() => $videos.revalidate()}
      />
      {data && data.length > 0 && (
        <S.List aria-labelledby="content-videos-title">
          {data.map((video, index) => {
            const title = t('videos.item', { n: index + 1 })
            return (
              <S.Card key={video.id}>
                <AutoplayVideo
                  src={mediaUrl(video.video_url || video.video_ads)}
                  title={title}
                  playLabel={t('videos.play', { title })}
                  pauseLabel={t('videos.pause', { title })}
                />
                <S.Caption>
                  <h2>{title}</h2>
                  <p>{t('videos.caption')}</p>
                </S.Caption>
              </S.Card>
            )
          })}
        </S.List>
      )}
    </S.Screen>
  )
}
