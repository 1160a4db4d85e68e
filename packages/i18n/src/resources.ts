import appShell from '../locales/en/app-shell.json' with { type: 'json' }
import common from '../locales/en/common.json' with { type: 'json' }
import leaderboard from '../locales/en/leaderboard.json' with { type: 'json' }
import type { Language } from './languages.ts'

/**
 * English is the source of truth and the fallback: its files define the keys every other language must
 * have, and it ships with every bundle. The other languages load when first chosen.
 */
export const english = { common, leaderboard, 'app-shell': appShell }
export type Area = keyof typeof english
export type Messages = typeof english
export type Bundle = Record<Area, unknown>

/** One namespace per area; areas match the widget folders, plus `common`. */
export const bundles: Record<Language, () => Promise<Bundle>> = {
  en: async () => english,
  mm: () => import('./bundles/mm.ts').then((m) => m.default),
  zh: () => import('./bundles/zh.ts').then((m) => m.default),
  th: () => import('./bundles/th.ts').then((m) => m.default),
}
