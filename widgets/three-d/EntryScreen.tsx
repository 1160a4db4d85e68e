import { Button, Field, Money, SkeletonText, useT } from '@shwe/ui'
import { atom } from 'nanostores'
import { type ComponentType, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { PacedPart } from '../platform/paced-part.tsx'
import { useNavigate, useRuntime } from '../platform/root-context.ts'
import { WalletCard } from '../shared/wallet-card/WalletCard.tsx'
import * as S from './Board.styles.ts'
import { DrawCard, useDrawInfo } from './DrawCard.tsx'
import { draftOf, picksOf, threeDDraft } from './draft.ts'
import { SelectedNumbers, Status, Summary } from './EntrySelection.tsx'
import {
  type AddReport,
  amountProblem,
  type EntryLine,
  type GroupSource,
  MIN_AMOUNT,
  NO_NUMBERS,
  type NumberProblem,
  needsAmount,
  newArrangements,
  numberProblem,
  type PickGroup,
  type Prizes,
  potentialWin,
  selectedOf,
  typedAmount,
  typedNumber,
  withLines,
  withoutPick,
  withPicks,
} from './entry.logic.ts'
import { threeDSelection } from './selection.ts'
import { Tools } from './Tools.tsx'
import { THREE_D } from './texts.ts'

/** What a paste box plugged into the entry screen is given. */
export interface PasteBoxSlotProps {
  /** The least amount per number a line may carry, in kyat. */
  minimumAmount: number
  /**
   * Adds lines read from a slip, each at its own amount (permutation lines flagged), as groups of one amount;
   * numbers already selected or unavailable are left out, and the report says how many.
   */
  addLines: (lines: readonly EntryLine[]) => AddReport
}

export interface EntryScreenProps {
  /**
   * Numbers no bet can go to now (closed by the operator, or full): typing one is refused with a message,
   * and the tools and `addLines` leave them out and say so. Empty by default.
   */
  unavailable?: ReadonlySet<string>
  /** The least amount per number in kyat: the server's, 1 (spec §9) until it names one. */
  minimumAmount?: number
  /**
   * The server's prizes, shown by the amount with what the amount wins on one number; null while they load
   * (a placeholder keeps their place), none shown by default.
   */
  prizes?: Prizes | null
  /** False when the server's board says betting is closed: Submit stops, with the closed message. */
  isBettingOpen?: boolean
  /** A paste box for a slip from a chat, shown below the tools; none by default. */
  PasteBox?: ComponentType<PasteBoxSlotProps>
}

const NUMBER_TEXT = {
  empty: 'entry.errors.empty',
  invalid: 'entry.errors.invalid',
  duplicate: 'entry.errors.duplicate',
  unavailable: 'entry.errors.unavailable',
} as const satisfies Record<NumberProblem, string>

/** The words for what an addition did, as the entry screen announces them; a paste box shows them too. */
export function useReportText(): (report: AddReport) => string {
  const { t } = useT(THREE_D)
  return useCallback(
    ({ added, taken, closed }: AddReport) =>
      [
        added > 0 ? t('entry.report.added', { count: added }) : t('entry.report.nothing'),
        taken > 0 ? t('entry.report.taken', { count: taken }) : '',
        closed > 0 ? t('entry.report.closed', { count: closed }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    [t],
  )
}

/**
 * `/3d`: the open draw and its countdown, three digits typed and added, the quick tools and the permutation
 * tool, the selected numbers in groups (each removable), the amount per number and the total. Submit stores
 * the draft (`threed_bets`) and goes on to `/3d/confirm`; coming back, the stored draft is the selection again.
 */
export function EntryScreen({
  unavailable = NO_NUMBERS,
  minimumAmount = MIN_AMOUNT,
  prizes,
  isBettingOpen,
  PasteBox,
}: EntryScreenProps) {
  const runtime = useRuntime()
  const navigate = useNavigate()
  const { t } = useT(THREE_D)
  const draft = runtime.stores(threeDDraft)
  // The screen reads the selection through its store without subscribing to it: a change of the selection
  // re-renders only what shows it (the selected numbers, the count and total), not the fields and tools.
  const { $groups, $isDraftToLoad } = runtime.stores(threeDSelection)
  const { reading } = useDrawInfo()
  const titleId = useId()
  const amountId = useId()
  const selectedRef = useRef<HTMLHeadingElement>(null)
  const [numberText, setNumberText] = useState('')
  const [numberError, setNumberError] = useState<NumberProblem | null>(null)
  const [amountText, setAmountText] = useState('')
  const [isAmountChecked, setIsAmountChecked] = useState(false)
  const [needsPicks, setNeedsPicks] = useState(false)
  const [needsNumbers, setNeedsNumbers] = useState(false)
  // What the last addition did, for the status line: a store of its own, so announcing it does not re-render
  // the screen.
  const $report = useMemo(() => atom(''), [])

  // Back from the confirm screen (Cancel, Back, or a reload): the stored draft is the selection again.
  useEffect(() => {
    if (!$isDraftToLoad.get()) return
    $isDraftToLoad.set(false)
    const stored = draft.$draft.get()
    if (stored.length > 0) $groups.set(picksOf(stored))
  }, [draft, $groups, $isDraftToLoad])

  const amountError = amountProblem(amountText, minimumAmount)
  const fieldAmount = amountError ? null : typedAmount(amountText)
  const isClosed = reading?.info.is_betting_open === false || isBettingOpen === false
  const win = prizes && fieldAmount !== null ? potentialWin(fieldAmount, prizes.exact) : null

  const describe = useReportText()
  const apply = useCallback(
    (step: { groups: PickGroup[]; report: AddReport }) => {
      $groups.set(step.groups)
      $report.set(describe(step.report))
      if (step.report.added > 0) {
        setNeedsNumbers(false)
        setNeedsPicks(false)
      }
      return step.report
    },
    [$groups, $report, describe],
  )

  // Read through a ref, so the tools' handlers never change and a selection change does not re-render them.
  const unavailableRef = useRef(unavailable)
  unavailableRef.current = unavailable
  const addNumbers = useCallback(
    (numbers: readonly string[], source: GroupSource) =>
      apply(withPicks($groups.get(), numbers, source, {}, unavailableRef.current)),
    [apply, $groups],
  )

  const addLines = useCallback(
    (lines: readonly EntryLine[]) => apply(withLines($groups.get(), lines, unavailable)),
    [apply, $groups, unavailable],
  )

  function addTyped() {
    const problem = numberProblem(numberText, selectedOf($groups.get()), unavailable)
    setNumberError(problem)
    const number = typedNumber(numberText)
    if (problem || number === null) return
    addNumbers([number], { kind: 'typed' })
    setNumberText('')
  }

  const permute = useCallback(() => {
    const current = $groups.get()
    if (current.length === 0) {
      setNeedsPicks(true)
      return
    }
    setNeedsPicks(false)
    apply(
      withPicks(
        current,
        newArrangements([...selectedOf(current)]),
        { kind: 'permutation' },
        { isPermutation: true },
        unavailableRef.current,
      ),
    )
  }, [apply, $groups])

  const remove = useCallback(
    (num: string) => {
      $groups.set(withoutPick($groups.get(), num))
      selectedRef.current?.focus()
    },
    [$groups],
  )

  const clear = useCallback(() => {
    // Discarded here, so not brought back from storage either.
    $groups.set([])
    draft.clear()
  }, [$groups, draft])

  function submit() {
    const current = $groups.get()
    if (current.length === 0) {
      setNeedsNumbers(true)
      return
    }
    if (needsAmount(current) && fieldAmount === null) {
      setIsAmountChecked(true)
      // The field by its id in this screen's root: the document, or the element's shadow root.
      const root = selectedRef.current?.getRootNode() as Document | ShadowRoot | undefined
      root?.getElementById(amountId)?.focus()
      return
    }
    draft.replace(draftOf(current, fieldAmount))
    $groups.set([])
    $isDraftToLoad.set(true)
    navigate('/3d/confirm')
  }

  const showAmountError = amountError !== null && (isAmountChecked || amountText.trim() !== '')

  return (
    <S.Screen aria-labelledby={titleId}>
      <h1 id={titleId}>{t('entry.title')}</h1>
      <S.NavLink to="/3d/history">{t('nav.history')}</S.NavLink>
      <PacedPart>
        <DrawCard />
      </PacedPart>
      <PacedPart>
        <WalletCard hideGameWallet />
      </PacedPart>
      {isClosed && <S.Alert role="alert">{t('draw.closed')}</S.Alert>}

      <S.Card>
        <S.Entry>
          <Field
            label={t('entry.number')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            placeholder="000"
            value={numberText}
            onChange={(event) => {
              setNumberText(event.target.value)
              setNumberError(null)
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                addTyped()
              }
            }}
            error={numberError ? t(NUMBER_TEXT[numberError]) : undefined}
          />
          <Button onClick={addTyped}>{t('entry.add')}</Button>
        </S.Entry>
        <Field
          id={amountId}
          label={t('entry.amount')}
          hint={t('entry.amountHint', { min: minimumAmount })}
          type="number"
          inputMode="numeric"
          min={minimumAmount}
          step={1}
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={
            showAmountError
              ? amountError === 'belowMinimum'
                ? t('entry.belowMinimum', { min: minimumAmount })
                : t('entry.errors.noAmount')
              : undefined
          }
        />
        {prizes === null && (
          // The prizes' lines as they will be, the rates unseen until the draw info comes.
          <S.Prizes aria-busy="true">
            <S.Note>
              <SkeletonText>{t('entry.prizes', { exact: 500, permutation: 10 })}</SkeletonText>
            </S.Note>
            <span>
              {t('entry.win')} <strong>—</strong>
            </span>
          </S.Prizes>
        )}
        {prizes && (
          <S.Prizes>
            <S.Note>{t('entry.prizes', { exact: prizes.exact, permutation: prizes.permutation })}</S.Note>
            <span>
              {t('entry.win')} <strong>{win === null ? '—' : <Money amount={win} label="ks" />}</strong>
            </span>
          </S.Prizes>
        )}
      </S.Card>

      <PacedPart>
        <Tools onAdd={addNumbers} onPermute={permute} needsPicks={needsPicks} />
      </PacedPart>
      {PasteBox && (
        <PacedPart>
          <PasteBox minimumAmount={minimumAmount} addLines={addLines} />
        </PacedPart>
      )}
      <Status $report={$report} />
      <SelectedNumbers $groups={$groups} headingRef={selectedRef} onRemove={remove} onClear={clear} />
      <Summary
        $groups={$groups}
        fieldAmount={fieldAmount}
        needsNumbers={needsNumbers}
        isClosed={isClosed}
        onSubmit={submit}
      />
    </S.Screen>
  )
}
