import type { Promotion } from '@shwe/contract'
import { Button, Dialog, EmptyState, ErrorState, Skeleton, useT } from '@shwe/ui'
import { useCallback, useId, useState } from 'react'
import { useFirstStore } from '../platform/first-content.ts'
import { useRuntime } from '../platform/root-context.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { PromotionImage } from './PromotionImage.tsx'
import * as S from './Promotions.styles.ts'
import { PROMOTION_LIST, promotionsQueries } from './promotions.queries.ts'
import { PROMOTIONS } from './texts.ts'

/** How many skeleton cards stand in for the list while it loads. */
const PLACEHOLDER_CARDS = 4

/**
 * The promotions as a grid of cards (picture, title, the start of the description, 'Learn More'), each
 * opening a dialog with the whole description. Needs no sign-in.
 */
export function PromotionList() {
  const runtime = useRuntime()
  const { $promotions } = runtime.stores(promotionsQueries)
  const { t } = useT(PROMOTIONS)
  const { t: tc } = useT('common')
  const { data, error } = useFirstStore($promotions, PROMOTION_LIST)
  const status = data ? 'loaded' : error ? 'error' : 'loading'
  const resolve = useMediaUrl()
  const imageOf = (promotion: Promotion) => resolve(promotion.img_url || promotion.image)
  const isLoading = status === 'loading'
  // Skeleton cards while loading, then the promotions, in the same card elements place by place: the first
  // card's picture box is the one the server may already have painted the picture into, and it must stay.
  const cards: readonly (Promotion | null)[] = isLoading
    ? Array.from({ length: PLACEHOLDER_CARDS }, () => null)
    : (data ?? [])

  // The shown promotion stays while the dialog fades out; only `isOpen` goes back to false.
  const [shown, setShown] = useState<Promotion | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const open = useCallback((promotion: Promotion) => {
    setShown(promotion)
    setIsOpen(true)
  }, [])
  const close = useCallback(() => setIsOpen(false), [])

  return (
    <S.Screen aria-labelledby="promotions-title">
      <h1 id="promotions-title">{t('title')}</h1>
      {status === 'error' && (
        <S.Message>
          <ErrorState
            message={tc('errors.somethingWrong')}
            retryLabel={tc('actions.retry')}
            onRetry={() => $promotions.revalidate()}
          />
        </S.Message>
      )}
      {status === 'loaded' && data?.length === 0 && (
        <S.Message>
          <EmptyState message={t('empty')} />
        </S.Message>
      )}
      {cards.length > 0 && (
        <S.Results aria-busy={isLoading || undefined}>
          {isLoading && <S.Loading role="status">{t('loading')}</S.Loading>}
          <S.Grid
            aria-hidden={isLoading || undefined}
            aria-labelledby={isLoading ? undefined : 'promotions-title'}
          >
            {cards.map((promotion, i) => (
              <PromotionCard
                // biome-ignore lint/suspicious/noArrayIndexKey: by place, so the loaded cards fill the boxes the skeletons drew (see above).
                key={i}
                promotion={promotion}
                image={promotion ? imageOf(promotion) : undefined}
                isFirst={i === 0}
                learnMore={t('learnMore')}
                onOpen={open}
              />
            ))}
          </S.Grid>
        </S.Results>
      )}
      <Dialog
        open={isOpen && shown !== null}
        title={shown?.title ?? ''}
        closeLabel={tc('actions.close')}
        onClose={close}
        initialFocus="[data-dialog-start]"
      >
        {shown && (
          // The start of the text takes focus, so a long description is read from its top.
          <S.Details tabIndex={-1} data-dialog-start="">
            <PromotionImage src={imageOf(shown)} loading="eager" />
            <p>{shown.description}</p>
            <Button $variant="ghost" onClick={close}>
              {tc('actions.close')}
            </Button>
          </S.Details>
        )}
      </Dialog>
    </S.Screen>
  )
}

interface PromotionCardProps {
  /** Null for a skeleton card while the list loads. */
  promotion: Promotion | null
  image: string | null | undefined
  isFirst: boolean
  learnMore: string
  onOpen: (promotion: Promotion) => void
}

function PromotionCard({ promotion, image, isFirst, learnMore, onOpen }: PromotionCardProps) {
  const titleId = useId()
  return (
    <S.Card>
      <PromotionImage src={image} isFirst={isFirst} />
      <S.Body>
        {promotion ? (
          <>
            <h2 id={titleId}>{promotion.title}</h2>
            <p>{promotion.description}</p>
            <Button aria-describedby={titleId} onClick={() => onOpen(promotion)}>
              {learnMore}
            </Button>
          </>
        ) : (
          <>
            <Skeleton width="70%" height={S.TITLE_LINE * S.TITLE_LINES} />
            <Skeleton height={S.TEXT_LINE * S.TEXT_LINES} />
            <S.ButtonSkeleton width={120} height={S.BUTTON_HEIGHT} radius={999} />
          </>
        )}
      </S.Body>
    </S.Card>
  )
}
