import { parseThreeDSlip, type SlipProblem, type ThreeDSlipProblemReason } from '@shwe/domain'
import { Button, useT } from '@shwe/ui'
import { useId, useState } from 'react'
import * as S from './Board.styles.ts'
import { type PasteBoxSlotProps, useReportText } from './EntryScreen.tsx'
import type { EntryLine } from './entry.logic.ts'
import * as P from './PasteBox.styles.ts'
import { THREE_D } from './texts.ts'

/**
 * A 3D slip pasted from a chat ("123 500", "123R 100", "123 456 200", Burmese digits too): Add reads it with
 * the domain's `parseThreeDSlip` and adds every line it could read, each at its own amount. What was added,
 * already selected or closed is said; every line it could not read is listed with the reason and stays in
 * the box to be fixed. Loaded on its own (the parser is not needed for the screen's first paint).
 */
export function PasteBox({ minimumAmount, addLines }: PasteBoxSlotProps) {
  const { t } = useT(THREE_D)
  const describe = useReportText()
  const [text, setText] = useState('')
  const [problems, setProblems] = useState<SlipProblem<ThreeDSlipProblemReason | 'belowMinimum'>[]>([])
  const [outcome, setOutcome] = useState('')
  const [isEmpty, setIsEmpty] = useState(false)
  const boxId = useId()
  const titleId = useId()
  const hintId = useId()

  function add() {
    const reading = parseThreeDSlip(text, { minimumStake: minimumAmount })
    setIsEmpty(reading.lines.length === 0 && reading.problems.length === 0)
    const lines = reading.lines.map(
      ({ number, amount, isPermutation }): EntryLine => ({ num: number, amount, isPermutation }),
    )
    // The entry screen announces the counts (politely); here they are shown by the box that caused them.
    setOutcome(lines.length > 0 ? describe(addLines(lines)) : '')
    setProblems(reading.problems)
    // Keep only what still needs fixing.
    setText(reading.problems.map((problem) => problem.text).join('\n'))
  }

  return (
    <S.Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('paste.title')}</h2>
      <label htmlFor={boxId}>{t('paste.label')}</label>
      <P.TextArea
        id={boxId}
        value={text}
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => setText(event.target.value)}
      />
      <S.Note id={hintId}>{t('paste.hint', { min: minimumAmount })}</S.Note>
      <S.Row>
        <Button $variant="ghost" onClick={add}>
          {t('paste.add')}
        </Button>
        {outcome && <S.Note as="span">{outcome}</S.Note>}
      </S.Row>
      {isEmpty && <S.Alert role="alert">{t('paste.empty')}</S.Alert>}
      {problems.length > 0 && (
        <div role="alert">
          <S.Note>{t('paste.problemsTitle', { count: problems.length })}</S.Note>
          <P.Problems>
            {problems.map((problem) => (
              <li key={problem.line}>
                {t('paste.problem', {
                  line: problem.line,
                  text: problem.text.trim(),
                  reason: t(`paste.reasons.${problem.reason}`, { min: minimumAmount }),
                })}
              </li>
            ))}
          </P.Problems>
        </div>
      )}
    </S.Card>
  )
}
