import { Dialog, useT, useToast } from '@shwe/ui'
import { useAreaTexts } from '../../platform/use-area-texts.ts'
import { ExchangeForm } from './ExchangeForm.tsx'
import { EXCHANGE } from './exchange.texts.ts'
import { useExchange } from './use-exchange.ts'

export interface ExchangeDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The Exchange Balance dialog (spec platform.md): both balances, the direction (main to game first), the
 * amount, Cancel and Exchange. Opened from the profile and from the top bar's balance.
 */
export function ExchangeDialog({ open, onClose }: ExchangeDialogProps) {
  // The shell opens it without the exchange texts in its first load.
  useAreaTexts([EXCHANGE])
  const { t } = useT(EXCHANGE)
  const { t: tc } = useT('common')
  const toast = useToast()
  const exchange = useExchange(() => {
    toast.show(t('done'), { tone: 'success' })
    onClose()
  })

  const close = () => {
    exchange.reset()
    onClose()
  }

  return (
    <Dialog
      open={open}
      title={t('title')}
      closeLabel={tc('actions.close')}
      onClose={close}
      initialFocus="input[name=amount]"
    >
      <ExchangeForm exchange={exchange} texts={{ hint: t('amountHint') }} onCancel={close} waitsForAmount />
    </Dialog>
  )
}
