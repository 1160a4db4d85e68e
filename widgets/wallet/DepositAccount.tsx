import type { PaymentAccount } from '@shwe/contract'
import {
  Button,
  CopyButton,
  Dialog,
  FormParts as F,
  Skeleton,
  useT,
  useToast,
  VisuallyHidden,
} from '@shwe/ui'
import { useId, useState } from 'react'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import * as S from './Deposit.styles.ts'
import { WALLET } from './texts.ts'

// The deposit form's payment account: the one to pay to, its place while the accounts load, and the choice of
// another.

/** The account to pay to, each detail with its copy button, and "change" when there are others. */
export function AccountCard({
  account,
  canChange,
  onChange,
}: {
  account: PaymentAccount
  canChange: boolean
  onChange: () => void
}) {
  const { t } = useT(WALLET)
  const toast = useToast()
  const titleId = useId()
  const copy = (what: string) => ({
    label: (
      <>
        {t('deposit.copy')}
        <VisuallyHidden> {what}</VisuallyHidden>
      </>
    ),
    copiedLabel: (
      <>
        {t('deposit.copied')}
        <VisuallyHidden> {what}</VisuallyHidden>
      </>
    ),
    onCopied: () => toast.show(t('deposit.copiedToast'), { tone: 'success' }),
    onError: () => toast.show(t('deposit.copyFailed'), { tone: 'error' }),
    $variant: 'ghost' as const,
  })
  return (
    <S.Account aria-labelledby={titleId}>
      <S.AccountTitle id={titleId}>{t('deposit.payTo')}</S.AccountTitle>
      <S.AccountHeader>
        <PaymentLogo name={account.payment_type.name} image={account.payment_type.image_url} />
        <strong>{account.payment_type.name}</strong>
        {canChange && (
          <Button $variant="ghost" onClick={onChange} aria-haspopup="dialog">
            {t('deposit.change')}
          </Button>
        )}
      </S.AccountHeader>
      <S.Rows>
        <S.Row>
          <dt>{t('deposit.accountNo')}</dt>
          <dd>
            <span>{account.account_no}</span>
            <CopyButton text={account.account_no} {...copy(t('deposit.accountNo'))} />
          </dd>
        </S.Row>
        <S.Row>
          <dt>{t('deposit.accountName')}</dt>
          <dd>
            <span>{account.account_name}</span>
            <CopyButton text={account.account_name} {...copy(t('deposit.accountName'))} />
          </dd>
        </S.Row>
      </S.Rows>
    </S.Account>
  )
}

/**
 * The account card's place while the accounts load: its title, then blocks of the header's and rows' heights
 * with the same gaps, so nothing below moves when the account arrives.
 */
export function AccountSkeleton({ label }: { label: string }) {
  const { t } = useT(WALLET)
  return (
    <S.Account aria-busy="true" aria-label={label}>
      <S.AccountTitle>{t('deposit.payTo')}</S.AccountTitle>
      <Skeleton height={48} />
      <S.Skeletons>
        <Skeleton height={44} />
        <Skeleton height={44} />
      </S.Skeletons>
    </S.Account>
  )
}

/** The other accounts, one radio each (arrow keys move between them); "use this account" applies the choice. */
export function AccountChooser({
  accounts,
  chosenId,
  onChoose,
  onClose,
}: {
  accounts: PaymentAccount[]
  chosenId: number
  onChoose: (id: number) => void
  onClose: () => void
}) {
  const { t } = useT(WALLET)
  const { t: tc } = useT('common')
  const [picked, setPicked] = useState(chosenId)
  const name = useId()
  return (
    <Dialog
      open
      title={t('deposit.chooseTitle')}
      closeLabel={tc('actions.close')}
      onClose={onClose}
      initialFocus="input:checked"
    >
      <S.Choices>
        <legend>{t('deposit.accounts')}</legend>
        {accounts.map((account) => (
          <label key={account.id}>
            <input
              type="radio"
              name={name}
              value={account.id}
              checked={account.id === picked}
              onChange={() => setPicked(account.id)}
            />
            <PaymentLogo name={account.payment_type.name} image={account.payment_type.image_url} size={32} />
            <span>
              <strong>{account.payment_type.name}</strong>
              <small>
                {account.account_no} · {account.account_name}
              </small>
            </span>
          </label>
        ))}
      </S.Choices>
      <F.Actions>
        <Button onClick={() => onChoose(picked)}>{t('deposit.choose')}</Button>
      </F.Actions>
    </Dialog>
  )
}

/** A service's logo when its address is safe to load, else its initial; the name is always written beside it. */
function PaymentLogo({ name, image, size }: { name: string; image: string; size?: number }) {
  const resolve = useMediaUrl()
  const src = resolve(image)
  return (
    <S.Logo $size={size} aria-hidden="true">
      {src ? <img src={src} alt="" /> : name.slice(0, 1)}
    </S.Logo>
  )
}
