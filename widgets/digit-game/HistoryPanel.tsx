import type { DigitFairnessReply, DigitHistoryRow } from '@shwe/contract'
import { Button, Money, Spinner, useT } from '@shwe/ui'
import { useId } from 'react'
import * as S from './DigitGame.styles.ts'
import type { Verification } from './fairness.logic.ts'
import { DIGIT_GAME } from './texts.ts'

type Fairness = DigitFairnessReply['data'] | undefined

interface HistoryPanelProps {
  rows: readonly DigitHistoryRow[]
  isLoading: boolean
  hasFailed: boolean
  onRetry: () => void
  fairness: Fairness
  verification: Verification | null
}

const COLUMNS = [
  'time',
  'betType',
  'digit',
  'amount',
  'multiplier',
  'rolled',
  'outcome',
  'winAmount',
  'profit',
  'check',
] as const

/** The player's last bets, newest first, each with what it bet, what came up and whether it checks out. */
export function HistoryPanel({
  rows,
  isLoading,
  hasFailed,
  onRetry,
  fairness,
  verification,
}: HistoryPanelProps) {
  const { t } = useT(DIGIT_GAME)
  const id = useId()
  return (
    <S.Card as="section" aria-labelledby={id}>
      <h2 id={id}>{t('history.title')}</h2>
      {hasFailed ? (
        <S.Row>
          <S.Alert role="alert">{t('history.failed')}</S.Alert>
          <Button $variant="ghost" onClick={onRetry}>
            {t('history.retry')}
          </Button>
        </S.Row>
      ) : isLoading ? (
        <Spinner />
      ) : rows.length === 0 ? (
        <S.Muted>{t('history.empty')}</S.Muted>
      ) : (
        <S.TableWrap>
          <table aria-labelledby={id}>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col">
                    {t(`history.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <HistoryRow
                  key={`${row.commitment}:${row.nonce}`}
                  row={row}
                  fairness={fairness}
                  verification={verification}
                />
              ))}
            </tbody>
          </table>
        </S.TableWrap>
      )}
    </S.Card>
  )
}

interface RowProps {
  row: DigitHistoryRow
  fairness: Fairness
  verification: Verification | null
}

function HistoryRow({ row, fairness, verification }: RowProps) {
  const { t } = useT(DIGIT_GAME)
  return (
    <tr>
      <td>{row.timestamp}</td>
      <td>{t(`types.${row.betType}`)}</td>
      <td>{row.digit ?? '—'}</td>
      <td>
        <Money amount={row.bet_amount} label="kyats" />
      </td>
      <td>{t('pick.multiplierValue', { n: Number(row.multiplier) })}</td>
      <td>{row.rolledNumber}</td>
      <td>{t(`history.${row.outcome}`)}</td>
      <td>
        <Money amount={row.win_amount} label="kyats" />
      </td>
      <td>
        <Money amount={row.profit} label="kyats" />
      </td>
      <td>
        <RowCheck row={row} fairness={fairness} verification={verification} />
      </td>
    </tr>
  )
}

/** Whether a past roll checks out: pending until its seed is revealed, then what Verify found. */
function RowCheck({ row, fairness, verification }: RowProps) {
  const { t } = useT(DIGIT_GAME)
  if (row.commitment === fairness?.commitment) return <S.Check $tone="none">{t('fairness.pending')}</S.Check>
  const check = verification?.rows.get(`${row.commitment}:${row.nonce}`)
  if (check === 'verified') return <S.Check $tone="ok">{t('fairness.verified')}</S.Check>
  if (check === 'failed') return <S.Check $tone="bad">{t('fairness.notVerified')}</S.Check>
  if (row.commitment === fairness?.previous?.commitment) return <S.Check $tone="none">—</S.Check>
  return <S.Check $tone="none">{t('fairness.unknown')}</S.Check>
}
