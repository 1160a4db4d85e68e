import type { SlipProblem } from '@shwe/domain'
import { Button, useT } from '@shwe/ui'
import { memo, useId, useState } from 'react'
import * as S from './Bet.styles.ts'
import { TWO_D } from './texts.ts'

export interface PasteBoxProps {
  /** The smallest stake a line may carry. */
  minimumStake: number
  /** Adds the lines read to the draft. */
  onAdd: (lines: readonly { number: string; amount: number }[]) => void
}

/**
 * A slip pasted from a chat: Add reads it with the domain's `parseTwoDSlip` and adds every line it could
 * read; every line it could not is listed with the reason and stays in the box to be fixed.
 */
export const PasteBox = memo(function PasteBox({ minimumStake, onAdd }: PasteBoxProps) {
  const { t } = useT(TWO_D)
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<SlipProblem[]>([])
  const [added, setAdded] = useState<number | null>(null)
  const [isEmpty, setIsEmpty] = useState(false)
  const boxId = useId()
  const hintId = useId()

  async function add() {
    const { parseTwoDSlip } = await import('./slip-parser.ts')
    const reading = parseTwoDSlip(text, { minimumStake })
    setIsEmpty(reading.lines.length === 0 && reading.problems.length === 0)
    if (reading.lines.length > 0) onAdd(reading.lines)
    setAdded(reading.lines.length)
    setProblems(reading.problems)
    // Keep only what still needs fixing.
    setText(reading.problems.map((problem) => problem.text).join('\n'))
  }

  return (
    <S.Card as="section" aria-labelledby={`${boxId}-title`}>
      <strong id={`${boxId}-title`}>{t('paste.title')}</strong>
      <label htmlFor={boxId}>{t('paste.label')}</label>
      <S.TextArea
        id={boxId}
        value={text}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <S.Note id={hintId}>{t('paste.hint', { min: minimumStake })}</S.Note>
      <S.Row>
        <Button $variant="ghost" onClick={() => void add()}>
          {t('paste.add')}
        </Button>
        <span role="status">{added !== null && added > 0 ? t('paste.added', { count: added }) : ''}</span>
      </S.Row>
      {isEmpty && <S.Alert role="alert">{t('paste.empty')}</S.Alert>}
      {problems.length > 0 && (
        <div role="alert">
          <S.Note>{t('paste.problemsTitle', { count: problems.length })}</S.Note>
          <S.Problems>
            {problems.map((problem) => (
              <li key={problem.line}>
                {t('paste.problem', {
                  line: problem.line,
                  text: problem.text.trim(),
                  reason: t(`paste.reasons.${problem.reason}`, { min: minimumStake }),
                })}
              </li>
            ))}
          </S.Problems>
        </div>
      )}
    </S.Card>
  )
})
