import { useT } from '@shwe/ui'
import { useId, useState } from 'react'
import { useRuntime, useScreen } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { BetCard } from './BetCard.tsx'
import { BetDialog } from './BetDialog.tsx'
import * as S from './DigitGame.styles.ts'
import { digitQueries } from './digit-game.queries.ts'
import { FairnessPanel, type Verification } from './FairnessPanel.tsx'
import { HistoryPanel } from './HistoryPanel.tsx'
import { Paytable } from './Paytable.tsx'
import { DIGIT_GAME_AREA, type DigitGameScreen } from './screens.ts'
import { DIGIT_GAME } from './texts.ts'
import { useDigitRound } from './use-digit-round.ts'

export interface DigitGameProps {
  /** The only screen, `game` (`/digitbet`). */
  screen?: DigitGameScreen
}

/**
 * The digit game (`/digitbet`, spec §2, §4, §5, §8, §9): the result face, digit pickers 0–9, Small and Big,
 * multipliers, the bet-amount dialog, the 90-second countdown that rolls by itself, the roll button, the
 * paytable, the fairness panel and the history. Only the pick and the stake are sent; the server rolls.
 */
export function DigitGame({ screen = 'game' }: DigitGameProps) {
  const current = useScreen(DIGIT_GAME_AREA.area, screen, DIGIT_GAME_AREA.names)
  if (current.isElsewhere) return null
  return <Game />
}

function Game() {
  const runtime = useRuntime()
  const { t } = useT(DIGIT_GAME)
  const { $history, $fairness } = runtime.stores(digitQueries)
  const history = useStore($history, { ssr: () => ({ loading: true }) })
  const fairness = useStore($fairness, { ssr: () => ({ loading: true }) })
  const user = useStore(runtime.session.$user, { ssr: () => undefined })
  const titleId = useId()
  const { round, isPending, choose, setMultiplier, setUnits, roll } = useDigitRound()
  const [isDialogOpen, setIsDialogOpen] = useState(false)
  const [verification, setVerification] = useState<Verification | null>(null)

  const rows = history.data ?? []
  return (
    <S.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{t('title')}</h1>
      <S.Board>
        <BetCard
          round={round}
          isPending={isPending}
          user={user}
          onChoose={choose}
          onMultiplier={setMultiplier}
          onOpenAmount={() => setIsDialogOpen(true)}
          onRoll={() => void roll()}
        />
        <Paytable paytable={fairness.data?.paytable} />
      </S.Board>

      <BetDialog
        open={isDialogOpen}
        units={round.units}
        multiplier={round.multiplier}
        onClose={() => setIsDialogOpen(false)}
        onApply={(next) => {
          setUnits(next)
          setIsDialogOpen(false)
        }}
      />

      <FairnessPanel
        fairness={fairness.data}
        history={rows}
        onRotated={() => {
          setVerification(null)
          $fairness.revalidate()
          $history.revalidate()
        }}
        onVerified={setVerification}
      />

      <HistoryPanel
        rows={rows}
        isLoading={history.loading && !history.data}
        hasFailed={Boolean(history.error) && !history.data}
        onRetry={() => $history.revalidate()}
        fairness={fairness.data}
        verification={verification}
      />
    </S.Screen>
  )
}
