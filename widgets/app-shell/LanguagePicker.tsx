import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES } from '@shwe/i18n'
import { useT } from '@shwe/ui'
import { useEffect, useRef, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import * as S from './AppShell.styles.ts'
import { Flag } from './flags.tsx'
import { SHELL } from './texts.ts'

/** A flag button; its menu offers mm, en, zh and th, and closes on a choice or a click elsewhere. */
export function LanguagePicker() {
  const { session } = useRuntime()
  const { t } = useT(SHELL)
  const current = useStore(session.$lang, { ssr: () => DEFAULT_LANGUAGE })
  const [isOpen, setIsOpen] = useState(false)
  const wrap = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!isOpen) return
    // composedPath sees through shadow roots, where event.target is retargeted to the host.
    const onPointer = (event: PointerEvent) => {
      if (wrap.current && !event.composedPath().includes(wrap.current)) setIsOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [isOpen])

  return (
    <S.PickerWrap ref={wrap}>
      <S.FlagButton
        aria-label={`${t('language')}: ${t(`languageNames.${current}`)}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setIsOpen(!isOpen)}
      >
        <Flag language={current} />
      </S.FlagButton>
      {isOpen && (
        <S.Menu role="menu">
          {LANGUAGES.map((language) => (
            <li key={language} role="none">
              <S.MenuItem
                role="menuitemradio"
                aria-checked={language === current}
                $isCurrent={language === current}
                lang={HTML_LANG[language]}
                onClick={() => {
                  session.setLanguage(language)
                  setIsOpen(false)
                }}
              >
                <Flag language={language} />
                {t(`languageNames.${language}`)}
              </S.MenuItem>
            </li>
          ))}
        </S.Menu>
      )}
    </S.PickerWrap>
  )
}
