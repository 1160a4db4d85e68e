import { Button, Money, useT, VisuallyHidden } from '@shwe/ui'
import type { ReadableAtom } from 'nanostores'
import { memo, type RefObject, useId, useMemo } from 'react'
import { useStore } from '../platform/use-store.ts'
import * as S from './Board.styles.ts'
import { type PickGroup, selectedOf, selectionTotal } from './entry.logic.ts'
import { NumberChips } from './NumberChips.tsx'
import { THREE_D } from './texts.ts'

/*
 * The entry screen's parts that follow the selection: each re-renders alone when the selection or the last
 * addition changes, so a change of hundreds of numbers does not render the whole screen again.
 */

/** The status line that says what the last addition did. */
export function Status({ $report }: { $report: ReadableAtom<string> }) {
  return <VisuallyHidden role="status">{useStore($report)}</VisuallyHidden>
}

/** The selection's groups, each number removable, and Clear all; the heading takes the focus after a removal. */
export const SelectedNumbers = memo(function SelectedNumbers({
  $groups,
  headingRef,
  onRemove,
  onClear,
}: {
  $groups: ReadableAtom<readonly PickGroup[]>
  headingRef: RefObject<HTMLHeadingElement | null>
  onRemove: (num: string) => void
  onClear: () => void
}) {
  const { t } = useT(THREE_D)
  const groups = useStore($groups)
  const count = useMemo(() => selectedOf(groups).size, [groups])
  const headingId = useId()
  return (
    <S.Card as="section" aria-labelledby={headingId}>
      <S.Row>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('entry.selected')}
        </h2>
        <span>{t('entry.count', { count })}</span>
      </S.Row>
      {groups.length === 0 ? (
        <S.Note>{t('entry.empty')}</S.Note>
      ) : (
        <S.Groups>
          {groups.map((group, index) => (
            <SelectedGroup key={group.id} group={group} index={index} onRemove={onRemove} />
          ))}
        </S.Groups>
      )}
      {groups.length > 0 && (
        <Button $variant="ghost" onClick={onClear}>
          {t('entry.clear')}
        </Button>
      )}
    </S.Card>
  )
})

/** The count and total of the selection at the amount typed, and Submit. */
export function Summary({
  $groups,
  fieldAmount,
  needsNumbers,
  isClosed,
  onSubmit,
}: {
  $groups: ReadableAtom<readonly PickGroup[]>
  fieldAmount: number | null
  needsNumbers: boolean
  isClosed: boolean
  onSubmit: () => void
}) {
  const { t } = useT(THREE_D)
  const groups = useStore($groups)
  const count = useMemo(() => selectedOf(groups).size, [groups])
  const total = selectionTotal(groups, fieldAmount)
  return (
    <S.Card>
      <S.Row>
        <span>{t('entry.count', { count })}</span>
        <S.Total>
          {t('entry.total')} {total === null ? '—' : <Money amount={total} label="ks" />}
        </S.Total>
      </S.Row>
      {needsNumbers && <S.Alert role="alert">{t('entry.errors.noNumbers')}</S.Alert>}
      <S.Actions>
        <Button onClick={onSubmit} disabled={isClosed}>
          {t('entry.submit')}
        </Button>
      </S.Actions>
    </S.Card>
  )
}

/** One group of the selection: its name, its amount when it has its own, and its numbers. */
const SelectedGroup = memo(function SelectedGroup({
  group,
  index,
  onRemove,
}: {
  group: PickGroup
  index: number
  onRemove: (num: string) => void
}) {
  const { t } = useT(THREE_D)
  const { source } = group
  let name: string
  if (source.kind === 'tool') {
    const tool = t(`tools.names.${source.tool}`)
    name = source.choice === undefined ? tool : t('tools.choice', { name: tool, choice: source.choice })
  } else if (source.kind === 'saved') {
    name = t('entry.groups.saved', { n: index + 1 })
  } else {
    name = t(`entry.groups.${source.kind}`)
  }
  return (
    <S.Group>
      <S.Row>
        <h3>{name}</h3>
        <S.Note as="span">
          {t('entry.count', { count: group.numbers.length })} ·{' '}
          {group.amount === null ? t('entry.atAmount') : t('entry.each', { amount: group.amount })}
        </S.Note>
      </S.Row>
      <NumberChips numbers={group.numbers} label={name} onRemove={onRemove} />
    </S.Group>
  )
})
