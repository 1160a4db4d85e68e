import type { DigitFairnessReply } from '@shwe/contract'
import { DIGIT_BET_TYPES } from '@shwe/domain'
import { useT } from '@shwe/ui'
import { useId } from 'react'
import * as S from './DigitGame.styles.ts'
import { rtpPercent } from './digit-game.logic.ts'
import { DIGIT_GAME } from './texts.ts'

/** What each bet type pays and its return to player, from the server's odds. */
export function Paytable({ paytable }: { paytable: DigitFairnessReply['data']['paytable'] | undefined }) {
  const { t } = useT(DIGIT_GAME)
  const id = useId()
  return (
    <S.Card as="section" aria-labelledby={id}>
      <h2 id={id}>{t('paytable.title')}</h2>
      <S.TableWrap>
        <table>
          <thead>
            <tr>
              <th scope="col">{t('paytable.betType')}</th>
              <th scope="col">{t('paytable.pays')}</th>
              <th scope="col">{t('paytable.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {DIGIT_BET_TYPES.map((type) => (
              <tr key={type}>
                <th scope="row">{t(`types.${type}`)}</th>
                <td>{paytable ? t('paytable.odds', { odds: paytable[type] }) : '—'}</td>
                <td>{paytable ? rtpPercent(type, paytable[type]) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </S.TableWrap>
      <S.Muted>{t('paytable.note')}</S.Muted>
    </S.Card>
  )
}
