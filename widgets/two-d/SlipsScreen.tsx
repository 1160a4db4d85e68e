import type { TwoDSession, TwoDSlip } from '@shwe/contract'
import { DateTime, EmptyState, Money, useT } from '@shwe/ui'
import { useId, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useSignedIn } from '../platform/signed-in.ts'
import { useStore } from '../platform/use-store.ts'
import { SignInPrompt } from '../shared/sign-in-prompt/SignInPrompt.tsx'
import { Fact, SlipDetailFrame, SlipLine } from '../shared/slips/SlipDetailFrame.tsx'
import { SlipsFailed, SlipsLoading, useFocusReturn } from '../shared/slips/SlipListParts.tsx'
import { SlipStatus } from '../shared/slips/SlipStatus.tsx'
import * as Slip from '../shared/slips/slips.styles.ts'
import { BackToLive } from './BackToLive.tsx'
import * as S from './Slips.styles.ts'
import { slipsQueries } from './slips.queries.ts'
import { TWO_D } from './texts.ts'

export interface SlipsScreenProps {
  session: TwoDSession
}

/**
 * The player's 2D slips of one session (`/morning-bet-slip`, `/evening-bet-slip`): a list, and a slip's lines
 * in place of the list with a Back button. The chosen slip lives in this component only.
 */
export function SlipsScreen({ session }: SlipsScreenProps) {
  const { session: playerSession } = useRuntime()
  const { t } = useT(TWO_D)
  const titleId = useId()
  const isSignedIn = useSignedIn(playerSession.$isSignedIn)

  return (
    <S.Screen aria-labelledby={titleId}>
      <BackToLive />
      <h1 id={titleId}>{t(`slips.title.${session}`)}</h1>
      {isSignedIn ? <SlipList key={session} session={session} /> : <SignedOut />}
    </S.Screen>
  )
}

function SignedOut() {
  const { t } = useT(TWO_D)
  return <SignInPrompt message={t('slips.signedOut')} card={S.Card} />
}

function SlipList({ session }: { session: TwoDSession }) {
  const store = useRuntime().stores(slipsQueries).slips(session)
  const { t } = useT(TWO_D)
  const { data, error }: { data?: TwoDSlip[]; error?: unknown } = useStore(store, {
    ssr: () => ({ loading: true }),
  })
  const [openId, setOpenId] = useState<number | null>(null)
  const { rowRef, returnTo } = useFocusReturn(openId)

  if (!data && error) {
    return (
      <SlipsFailed
        error={error}
        texts={{ network: t('slips.network'), failed: t('slips.failed') }}
        onRetry={() => store.revalidate()}
      />
    )
  }
  if (!data)
    return <SlipsLoading label={t('slips.loading')} isLabelHidden rows={4} rowHeight={S.ROW_HEIGHT} />
  const open = openId === null ? undefined : data.find((slip) => slip.id === openId)
  if (open) {
    return (
      <SlipDetail
        slip={open}
        onBack={() => {
          returnTo(open.id)
          setOpenId(null)
        }}
      />
    )
  }
  if (data.length === 0) return <EmptyState message={t('slips.empty')} />
  return (
    <Slip.Rows aria-label={t('slips.list')}>
      {data.map((slip) => (
        <li key={slip.id}>
          <S.Row type="button" ref={rowRef(slip.id)} onClick={() => setOpenId(slip.id)}>
            <Slip.SlipNo>{t('slips.slipNo', { number: slip.slip_no })}</Slip.SlipNo>
            <Slip.Total>
              <Money amount={slip.total_bet_amount} label="ks" alwaysPya />
            </Slip.Total>
            <Slip.When>
              <GameTime slip={slip} />
            </Slip.When>
            <Slip.RowState>
              <Status status={slip.status} />
            </Slip.RowState>
          </S.Row>
        </li>
      ))}
    </Slip.Rows>
  )
}

/** The game date and time (Yangon wall clock) of a slip. */
function GameTime({ slip }: { slip: TwoDSlip }) {
  return <DateTime value={`${slip.game_date} ${slip.game_time}`} />
}

function Status({ status }: { status: string }) {
  const { t } = useT(TWO_D)
  return <SlipStatus status={status} labelOf={(known) => t(`slips.statuses.${known}`)} />
}

function SlipDetail({ slip, onBack }: { slip: TwoDSlip; onBack: () => void }) {
  const { t } = useT(TWO_D)
  return (
    <S.Card>
      <SlipDetailFrame
        backLabel={t('slips.back')}
        onBack={onBack}
        title={t('slips.slipNo', { number: slip.slip_no })}
        facts={
          <Slip.Facts>
            <Fact label={t('slips.total')}>
              <Money amount={slip.total_bet_amount} label="ks" alwaysPya />
            </Fact>
            <Fact label={t('slips.status')}>
              <Status status={slip.status} />
            </Fact>
            <Fact label={t('slips.gameDate')}>
              <GameTime slip={slip} />
            </Fact>
            <Fact label={t('slips.before')}>
              <Money amount={slip.before_balance} label="ks" alwaysPya />
            </Fact>
            <Fact label={t('slips.after')}>
              <Money amount={slip.after_balance} label="ks" alwaysPya />
            </Fact>
          </Slip.Facts>
        }
        linesTitle={t('slips.lines')}
        columns={[t('slips.number'), t('slips.amount'), t('slips.payout'), t('slips.result')]}
        noLines={t('slips.noLines')}
        lines={slip.two_bets.map((line) => (
          <SlipLine key={line.id} line={line} label="ks" resultOf={(outcome) => t(`slips.${outcome}`)} />
        ))}
      />
    </S.Card>
  )
}
