import { Button, useT } from '@shwe/ui'
import { memo, useId, useState } from 'react'
import * as S from './Board.styles.ts'
import { BREAK_SUMS, type GroupSource, THREE_D_TOOLS, type ThreeDTool } from './entry.logic.ts'
import { THREE_D } from './texts.ts'

const FIXED = THREE_D_TOOLS.filter((tool) => !tool.choices)
const BY_CHOICE = THREE_D_TOOLS.filter((tool) => tool.choices)

export interface ToolsProps {
  /** Adds a tool's set as one group. */
  onAdd: (numbers: readonly string[], source: GroupSource) => void
  /** Adds every arrangement of each selected number. */
  onPermute: () => void
  /** Permutation was asked for with nothing selected. */
  needsPicks: boolean
}

/**
 * The quick tools of the domain (spec §9): the fixed sets as one button each, the front and back groups as a
 * button per digit, the break groups by a chosen digit sum, and the permutation tool.
 */
export const Tools = memo(function Tools({ onAdd, onPermute, needsPicks }: ToolsProps) {
  const { t } = useT(THREE_D)
  const titleId = useId()
  const hintId = useId()
  const errorId = useId()
  const add = (tool: ThreeDTool, choice?: number) =>
    onAdd(
      tool.select(choice),
      choice === undefined ? { kind: 'tool', tool: tool.key } : { kind: 'tool', tool: tool.key, choice },
    )

  return (
    <S.Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('tools.title')}</h2>
      <S.Row>
        {FIXED.map((tool) => (
          <Button key={tool.key} $variant="ghost" onClick={() => add(tool)}>
            {t(`tools.names.${tool.key}`)}
          </Button>
        ))}
      </S.Row>
      <S.Tools>
        {BY_CHOICE.map((tool) => {
          const name = t(`tools.names.${tool.key}`)
          if (tool.key === 'break') return <BreakTool key={tool.key} tool={tool} name={name} onAdd={add} />
          return (
            <S.Tool key={tool.key}>
              <legend>{name}</legend>
              {tool.choices?.map((choice) => (
                <Button
                  key={choice}
                  $variant="ghost"
                  aria-label={t('tools.choice', { name, choice })}
                  onClick={() => add(tool, choice)}
                >
                  {choice}
                </Button>
              ))}
            </S.Tool>
          )
        })}
      </S.Tools>
      <S.Row>
        <Button
          $variant="ghost"
          onClick={onPermute}
          aria-describedby={needsPicks ? `${errorId} ${hintId}` : hintId}
        >
          {t('tools.permutation')}
        </Button>
      </S.Row>
      <S.Note id={hintId}>{t('tools.permutationHint')}</S.Note>
      {needsPicks && (
        <S.Alert id={errorId} role="alert">
          {t('entry.errors.noPicks')}
        </S.Alert>
      )}
    </S.Card>
  )
})

/** The 28 break groups by digit sum: one choice and Add, rather than 28 buttons. */
function BreakTool({
  tool,
  name,
  onAdd,
}: {
  tool: ThreeDTool
  name: string
  onAdd: (tool: ThreeDTool, choice: number) => void
}) {
  const { t } = useT(THREE_D)
  const [sum, setSum] = useState(0)
  const selectId = useId()
  return (
    <S.Tool>
      <legend>{name}</legend>
      <label htmlFor={selectId}>{t('tools.breakLabel')}</label>
      <select id={selectId} value={sum} onChange={(event) => setSum(Number(event.target.value))}>
        {BREAK_SUMS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </select>
      <Button $variant="ghost" aria-label={t('tools.addBreak')} onClick={() => onAdd(tool, sum)}>
        {t('tools.add')}
      </Button>
    </S.Tool>
  )
}
