import type { Language } from '@shwe/i18n'
import enAccount from '@shwe/i18n/locales/en/account.json' with { type: 'json' }
import en from '@shwe/i18n/locales/en/embed.json' with { type: 'json' }
import mmAccount from '@shwe/i18n/locales/mm/account.json' with { type: 'json' }
import mm from '@shwe/i18n/locales/mm/embed.json' with { type: 'json' }
import thAccount from '@shwe/i18n/locales/th/account.json' with { type: 'json' }
import th from '@shwe/i18n/locales/th/embed.json' with { type: 'json' }
import zhAccount from '@shwe/i18n/locales/zh/account.json' with { type: 'json' }
import zh from '@shwe/i18n/locales/zh/embed.json' with { type: 'json' }

/**
 * A page's `<title>` in the page's language: the name its screen has everywhere else (the frame of an element
 * names it the same, `embed.json`), then the product's name. Build-time only.
 */
type Screens = typeof en.frame.screens
const SCREENS: Record<Language, Screens> = {
  en: en.frame.screens,
  mm: mm.frame.screens,
  zh: zh.frame.screens,
  th: th.frame.screens,
}
/** `/information` shows one of four tabs, picked in the browser: its title names the page as a whole. */
const ACCOUNT_INFORMATION: Record<Language, string> = {
  en: enAccount.tabs.label,
  mm: mmAccount.tabs.label,
  zh: zhAccount.tabs.label,
  th: thAccount.tabs.label,
}

const titled = (name: string) => `${name} · Shwe`

/** The title of the page that shows `screen` of `element`, in `lang` (English by default). */
export function pageTitle<E extends keyof Screens>(
  lang: Language | undefined,
  element: E,
  screen: keyof Screens[E] & string,
): string {
  const screens = SCREENS[lang ?? 'en'][element] as Record<string, string>
  return titled(screens[screen] ?? (SCREENS.en[element] as Record<string, string>)[screen] ?? 'Shwe')
}

/** The title of `/information`. */
export const informationTitle = (lang: Language | undefined) => titled(ACCOUNT_INFORMATION[lang ?? 'en'])
