import { useT } from '@shwe/ui'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, useState } from 'react'
import { expect, it } from 'vitest'
import { useAreaTexts } from '../../platform/use-area-texts.ts'
import { renderWidget } from '../../test/utils.tsx'
import { EXCHANGE } from './exchange.texts.ts'

/** A part that loads on first use with its own texts, as the shell's exchange dialog does. */
function Part() {
  useAreaTexts([EXCHANGE])
  const { t } = useT(EXCHANGE)
  return <p>{t('open')}</p>
}

/** A page whose own texts are only the common ones, with a button that shows the part. */
function Page() {
  const { t, language } = useT('common')
  const [isOpen, setIsOpen] = useState(false)
  return (
    <>
      <p>{language}</p>
      <button type="button" onClick={() => setIsOpen(true)}>
        {t('actions.close')}
      </button>
      {isOpen && (
        <Suspense fallback={<p>loading</p>}>
          <Part />
        </Suspense>
      )}
    </>
  )
}

it('shows a part in the page language once its texts are in, never in English first', async () => {
  const view = renderWidget(<Page />, {}, { areas: [] })
  act(() => view.runtime.session.setLanguage('mm'))
  await screen.findByText('mm')
  const seen: string[] = []
  const observer = new MutationObserver(() => seen.push(view.container.textContent ?? ''))
  observer.observe(view.container, { subtree: true, childList: true, characterData: true })
  await userEvent.click(screen.getByRole('button'))
  expect(await screen.findByText('လက်ကျန်ငွေ လွှဲပြောင်းရန်')).toBeTruthy()
  observer.disconnect()
  expect(seen.some((text) => text.includes('loading'))).toBe(true)
  expect(seen.some((text) => text.includes('Exchange balance'))).toBe(false)
})
