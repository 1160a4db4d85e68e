import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createI18n, hasTexts, loadTexts, registerTexts } from './create-i18n.ts'
import { LANGUAGES } from './languages.ts'
import { type Area, loaderOf } from './resources.ts'

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

const areas = readdirSync(join(root, 'en')).map((f) => f.replace(/\.json$/, '')) as Area[]
const read = (lang: string, area: string): unknown =>
  JSON.parse(readFileSync(join(root, lang, `${area}.json`), 'utf8'))

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('locale files', () => {
  it('has one folder per language and the same area files in each', () => {
    expect(readdirSync(root).sort()).toEqual([...LANGUAGES].sort())
    const areas = readdirSync(join(root, 'en')).sort()
    for (const lang of LANGUAGES) expect(readdirSync(join(root, lang)).sort()).toEqual(areas)
  })

  it('can load every area in every language but English, which travels with the widgets', async () => {
    for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
      for (const area of areas) expect(await loaderOf(lang, area)?.()).toEqual(read(lang, area))
    }
    expect(loaderOf('en', 'common')).toBeUndefined()
  })

  for (const lang of LANGUAGES) {
    for (const area of areas) {
      it(`${lang}/${area}.json has every English key, no extra key, no empty text`, () => {
        const en = leaves(read('en', area))
        const other = leaves(read(lang, area))
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
    for (const area of areas) {
      const text = readFileSync(join(root, 'mm', `${area}.json`), 'utf8')
      expect(text, area).not.toMatch(/(^|[\s"])\u1031/)
      expect(text, area).toMatch(/[\u1000-\u109F]/)
    }
  })
})

describe('createI18n', () => {
  it('translates common texts in English first, and in another language once it is loaded', async () => {
    const i18n = createI18n()
    expect(i18n.getFixedT('en', 'common')('actions.close')).toBe('Close')
    expect(hasTexts(i18n, 'mm', [])).toBe(false)
    await loadTexts(i18n, 'mm', [])
    expect(i18n.getFixedT('mm', 'common')('actions.close')).toBe('ပိတ်ရန်')
  })

  it("loads an area's texts only when asked, in the language asked", async () => {
    registerTexts('leaderboard', read('en', 'leaderboard') as never)
    const i18n = createI18n()
    expect(hasTexts(i18n, 'en', ['leaderboard'])).toBe(true)
    expect(i18n.getFixedT('zh', 'leaderboard')('today')).toBe('Today')
    await loadTexts(i18n, 'zh', ['leaderboard'])
    expect(i18n.getFixedT('zh', 'leaderboard')('today')).toBe('今天')
    expect(i18n.hasResourceBundle('zh', 'app-shell')).toBe(false)
    expect(i18n.hasResourceBundle('th', 'leaderboard')).toBe(false)
  })

  it('keeps instances apart', async () => {
    registerTexts('leaderboard', read('en', 'leaderboard') as never)
    const a = createI18n()
    const b = createI18n()
    await loadTexts(a, 'zh', ['leaderboard'])
    expect(a.getFixedT('zh', 'leaderboard')('today')).toBe('今天')
    hasTexts(b, 'en', ['leaderboard'])
    expect(b.getFixedT('zh', 'leaderboard')('today')).toBe('Today')
  })
})
