import enAppShell from '../locales/en/app-shell.json' with { type: 'json' }
import enCommon from '../locales/en/common.json' with { type: 'json' }
import enLeaderboard from '../locales/en/leaderboard.json' with { type: 'json' }
import mmAppShell from '../locales/mm/app-shell.json' with { type: 'json' }
import mmCommon from '../locales/mm/common.json' with { type: 'json' }
import mmLeaderboard from '../locales/mm/leaderboard.json' with { type: 'json' }
import thAppShell from '../locales/th/app-shell.json' with { type: 'json' }
import thCommon from '../locales/th/common.json' with { type: 'json' }
import thLeaderboard from '../locales/th/leaderboard.json' with { type: 'json' }
import zhAppShell from '../locales/zh/app-shell.json' with { type: 'json' }
import zhCommon from '../locales/zh/common.json' with { type: 'json' }
import zhLeaderboard from '../locales/zh/leaderboard.json' with { type: 'json' }
import type { Language } from './languages.ts'

/** English is the source of truth: its files define the keys every other language must have. */
export const english = { common: enCommon, leaderboard: enLeaderboard, 'app-shell': enAppShell }
export type Area = keyof typeof english
export type Messages = typeof english

/** One namespace per area; areas match the widget folders, plus `common`. */
export const resources: Record<Language, Record<Area, unknown>> = {
  en: english,
  mm: { common: mmCommon, leaderboard: mmLeaderboard, 'app-shell': mmAppShell },
  zh: { common: zhCommon, leaderboard: zhLeaderboard, 'app-shell': zhAppShell },
  th: { common: thCommon, leaderboard: thLeaderboard, 'app-shell': thAppShell },
}
