import type { ThreeDHistoryPage, ThreeDSlip } from '@shwe/contract'
import { Button, DateTime, EmptyState, Money, useT } from '@shwe/ui'
import { useId, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { Fact, SlipDetailFrame, SlipLine } from '../shared/slips/SlipDetailFrame.tsx'
import { SlipsFailed, SlipsLoading, useFocusReturn } from '../shared/slips/SlipListParts.tsx'
import { SlipStatus } from '../shared/slips/SlipStatus.tsx'
import * as Slip from '../shared/slips/slips.styles.ts'
import * as B from './Board.styles.ts'
import * as S from './History.styles.ts'
import { historyQueries } from './history.queries.ts'
import { THREE_D } from './texts.ts'

type PageReading = { data?: ThreeDHistoryPage; error?: unknown }

/**
 * `/3d/history`: the player's 3D slips, newest first, a page at a time (slip number, player, total in kyat,
 * status, when placed in Yangon time); a slip opens in place of the list with its lines and a Back button.
 */
export function HistoryScreen() {
  const { session, router } = useRuntime()
  const { t } = useT(THREE_D)
  const titleId = useId()
  const isSignedIn = useSignedIn(session.$isSignedIn)
  return (
    <B.Screen aria-labelledby={titleId}>
      {/* A partner page has no menu: the way back to the entry screen. */}
      {router.mode === 'embedded' && <B.NavLink to="/3d">{t('nav.backTo3d')}</B.NavLink>}
      <h1 id={titleId}>{t('history.title')}</h1>
      {isSignedIn ? <SlipList /> : <SignedOut />}
    </B.Screen>
  )
}

function SignedOut() {
  const { t } = useT(THREE_D)
  return <SignInPrompt message={t('history.signedOut')} card={B.Card} />
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT(THREE_D)
  return (
    <SlipsFailed
      error={error}
      texts={{ network: t('history.network'), failed: t('history.failed') }}
      onRetry={onRetry}
    />
  )
}

function Loading({ rows }: { rows: number }) {
  const { t } = useT(THREE_D)
  return <SlipsLoading label={t('history.loading')} rows={rows} rowHeight={S.ROW_HEIGHT} />
}

function SlipList() {
  const queries = useRuntime().stores(historyQueries)
  const { t } = useT(THREE_D)
  const first = queries.page(1)
  const { data, error }: PageReading = useStore(first, { ssr: () => ({ loading: true }) })
  const [pages, setPages] = useState(1)
  const [open, setOpen] = useState<ThreeDSlip | null>(null)
  const { rowRef, returnTo } = useFocusReturn(open?.id ?? null)

  if (!data && error) return <LoadFailed error={error} onRetry={() => first.revalidate()} />
  if (!data) return <Loading rows={4} />
  if (open) {
    return (
      <SlipDetail
        slip={open}
        onBack={() => {
          returnTo(open.id)
          setOpen(null)
        }}
      />
    )
  }
  if (data.slips.length === 0) return <EmptyState message={t('history.empty')} />
  return (
    <>
      <Slip.Rows aria-label={t('history.list')}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <PageRows key={page} page={page} onOpen={setOpen} rowRef={rowRef} />
        ))}
      </Slip.Rows>
      <More key={pages} page={pages} onMore={() => setPages(pages + 1)} />
    </>
  )
}

/** One page's slips as rows of the list; a later page shows its own loading and failure. */
function PageRows({
  page,
  onOpen,
  rowRef,
}: {
  page: number
  onOpen: (slip: ThreeDSlip) => void
  rowRef: (id: number) => (node: HTMLButtonElement | null) => void
}) {
  const { t } = useT(THREE_D)
  const store = useRuntime().stores(historyQueries).page(page)
  const { data, error }: PageReading = useStore(store, { ssr: () => ({ loading: true }) })
  if (!data) {
    return (
      <li>
        {error ? <LoadFailed error={error} onRetry={() => store.revalidate()} /> : <Loading rows={2} />}
      </li>
    )
  }
  return data.slips.map((slip) => (
    <li key={slip.id}>
      <S.Row type="button" ref={rowRef(slip.id)} onClick={() => onOpen(slip)}>
        <Slip.SlipNo>{t('history.slipNo', { number: slip.slip_no })}</Slip.SlipNo>
        <Slip.Total>
          <Money amount={slip.total_bet_amount} label="kyats" alwaysPya />
        </Slip.Total>
        <S.Player>{slip.player_name}</S.Player>
        <Slip.RowState>
          <Status status={slip.status} />
        </Slip.RowState>
        <Slip.When>
          <DateTime value={slip.created_at} />
        </Slip.When>
      </S.Row>
    </li>
  ))
}

/** "Load more" while the last page shown says there are more. */
function More({ page, onMore }: { page: number; onMore: () => void }) {
  const { t } = useT(THREE_D)
  const { data }: PageReading = useStore(useRuntime().stores(historyQueries).page(page), {
    ssr: () => ({ loading: true }),
  })
  const pagination = data?.pagination
  if (!pagination || pagination.current_page >= pagination.total_pages) return null
  return (
    <Button $variant="ghost" onClick={onMore}>
      {t('history.more')}
    </Button>
  )
}

function Status({ status }: { status: string }) {
  const { t } = useT(THREE_D)
  return <SlipStatus status={status} labelOf={(known) => t(`history.statuses.${known}`)} />
}

function SlipDetail({ slip, onBack }: { slip: ThreeDSlip; onBack: () => void }) {
  const { t } = useT(THREE_D)
  const outcomeLabel = { won: t('history.won'), lost: t('history.lost'), awaiting: t('history.waiting') }
  return (
    <B.Card>
      <SlipDetailFrame
        backLabel={t('history.back')}
        onBack={onBack}
        title={t('history.slipNo', { number: slip.slip_no })}
        facts={
          <S.Facts>
            <Fact label={t('history.player')}>{slip.player_name}</Fact>
            <Fact label={t('history.total')}>
              <Money amount={slip.total_bet_amount} label="kyats" alwaysPya />
            </Fact>
            <Fact label={t('history.status')}>
              <Status status={slip.status} />
            </Fact>
            <Fact label={t('history.drawDate')}>
              <DateTime value={slip.draw_session} variant="date" />
            </Fact>
            <Fact label={t('history.created')}>
              <DateTime value={slip.created_at} />
            </Fact>
            <Fact label={t('history.before')}>
              <Money amount={slip.before_balance} label="kyats" alwaysPya />
            </Fact>
            <Fact label={t('history.after')}>
              <Money amount={slip.after_balance} label="kyats" alwaysPya />
            </Fact>
          </S.Facts>
        }
        linesTitle={t('history.lines')}
        columns={[
          t('history.number'),
          t('history.amount'),
          t('history.kind'),
          t('history.payout'),
          t('history.result'),
        ]}
        noLines={t('history.noLines')}
        isWide
        lines={slip.three_d_bets.map((line) => (
          <SlipLine key={line.id} line={line} label="kyats" resultOf={(outcome) => outcomeLabel[outcome]}>
            <td>{line.is_permutation ? t('history.permutation') : t('history.straight')}</td>
          </SlipLine>
        ))}
      />
    </B.Card>
  )
}
