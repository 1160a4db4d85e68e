import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createI18n, loadLanguage } from './create-i18n.ts'
import { LANGUAGES } from './languages.ts'
import { bundles, english } from './resources.ts'

const root = join(import.meta.dirname, '..', 'locales')

/** "a.b.c" for every string leaf. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v)
    }
  }
  return out
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  it('has one folder per language and the same area files in each', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort())
    const areas = readdirSync(join(root, 'en')).sort()
    for (const lang of LANGUAGES) expect(readdirSync(join(root, lang)).sort()).toEqual(areas)
  })

  it('registers every area file in each language bundle', async () => {
    const files = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, ''))
    for (const lang of LANGUAGES) expect(Object.keys(await bundles[lang]()).sort()).toEqual(files.sort())
  })

  for (const lang of LANGUAGES) {
    for (const area of Object.keys(english) as (keyof typeof english)[]) {
      it(`${lang}/${area}.json has every English key, no extra key, no empty text`, async () => {
        const en = leaves(english[area])
        const other = leaves((await bundles[lang]())[area])
        const missing = [...en.keys()].filter((k) => !other.has(k))
        const extra = [...other.keys()].filter((k) => !en.has(k))
        expect({ missing, extra }).toEqual({ missing: [], extra: [] })
        for (const [key, text] of other) {
          expect(text.trim(), `${lang}/${area}:${key}`).not.toBe('')
          expect(variables(text), `${lang}/${area}:${key}`).toEqual(variables(en.get(key) ?? ''))
        }
      })
    }
  }

  it('writes Burmese in Unicode, not Zawgyi', () => {
    // Zawgyi puts the vowel sign E (U+1031) before the consonant; Unicode text never starts a word with it.
    for (const area of Object.keys(english)) {
      const text = readFileSync(join(root, 'mm', `${area}.json`), 'utf8')
      expect(text, area).not.toMatch(/(^|[\s"])\u1031/)
      expect(text, area).toMatch(/[\u1000-\u109F]/)
    }
  })
})

describe('createI18n', () => {
  it('translates in English first, and in another language once it is loaded', async () => {
    const i18n = createI18n()
    expect(i18n.t('title', { ns: 'leaderboard' })).toBe('Winner of the Month')
    await loadLanguage(i18n, 'mm')
    await i18n.changeLanguage('mm')
    expect(i18n.t('title', { ns: 'leaderboard' })).toBe('လ၏ ဆုရှင်များ')
  })

  it('keeps instances apart', async () => {
    const a = createI18n()
    const b = createI18n()
    await loadLanguage(a, 'zh')
    expect(a.getFixedT('zh', 'leaderboard')('today')).toBe('今天')
    expect(b.getFixedT('zh', 'leaderboard')('today')).toBe('Today')
  })
})
