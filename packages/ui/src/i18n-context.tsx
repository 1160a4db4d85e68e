import type { Area, I18n, Language } from '@shwe/i18n'
import { createContext, type ReactNode, useContext, useMemo } from 'react'

interface I18nValue {
  i18n: I18n
  language: Language
}

const I18nContext = createContext<I18nValue | null>(null)

/** Gives every widget below the page's i18next instance and the language to render in. */
export function I18nProvider({ i18n, language, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ i18n, language }), [i18n, language])
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>
}

/** The language the widget renders in: for formatting numbers and dates through `Intl`. */
export function useLanguage(): Language {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useLanguage needs an I18nProvider above it')
  return value.language
}

/**
 * The texts of one area in the current language. The language comes from context rather than the
 * instance, so an island hydrates in the language the server rendered and switches afterwards.
 */
export function useT<A extends Area>(area: A) {
  const value = useContext(I18nContext)
  if (!value) throw new Error('useT needs an I18nProvider above it')
  const { i18n, language } = value
  const t = useMemo(() => i18n.getFixedT(language, area), [i18n, language, area])
  return { t, language }
}
