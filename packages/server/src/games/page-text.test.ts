import { describe, expect, it } from 'vitest'
import { HTML_LANG, negotiate, PAGE_LANGUAGES, PAGE_TEXT, pageLanguage } from './page-text.ts'

/** Every text of a language by key; the symbol names as `symbols.<name>`. */
function leaves(lang: keyof typeof PAGE_TEXT): Map<string, string> {
  const { symbols, ...texts } = PAGE_TEXT[lang]
  return new Map([
    ...Object.entries(texts),
    ...Object.entries(symbols).map(([name, text]): [string, string] => [`symbols.${name}`, text]),
  ])
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

/** Each language's own script, so an untranslated English text stands out. */
const SCRIPT: Record<string, RegExp> = { mm: /[\u1000-\u109f]/, zh: /[\u4e00-\u9fff]/, th: /[\u0e00-\u0e7f]/ }

describe('demo game page texts', () => {
  const english = leaves('en')

  for (const lang of PAGE_LANGUAGES) {
    it(`${lang} has every English key, no other, and no empty text`, () => {
      const texts = leaves(lang)
      expect([...texts.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, text] of texts) {
        expect(text.trim(), `${lang}:${key}`).not.toBe('')
        expect(placeholders(text), `${lang}:${key}`).toEqual(placeholders(english.get(key) ?? ''))
      }
    })
  }

  it('writes Burmese in Unicode Myanmar script, and Chinese and Thai in theirs', () => {
    for (const [lang, script] of Object.entries(SCRIPT)) {
      const texts = leaves(lang as keyof typeof PAGE_TEXT)
      // Names kept as they are played everywhere (Shan in Chinese) are the only exception.
      const untranslated = [...texts].filter(([, text]) => !script.test(text)).map(([key]) => key)
      expect(untranslated, lang).toEqual(lang === 'zh' ? ['shan'] : [])
    }
  })

  it('names the page language for the html element', () => {
    expect(HTML_LANG).toEqual({ en: 'en', mm: 'my', zh: 'zh-Hans', th: 'th' })
  })
})

describe('negotiate', () => {
  it.each([
    ['my', 'mm'],
    ['my-MM,en;q=0.8', 'mm'],
    ['en-GB,en;q=0.9', 'en'],
    ['fr-FR,th;q=0.7,zh;q=0.8', 'zh'],
    ['fr, th;q=0.5', 'th'],
    ['zh-Hant-TW', 'zh'],
    ['th;q=0, en;q=0.1', 'en'],
    ['fr', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, expected) => {
    expect(negotiate(header)).toBe(expected)
  })

  it('prefers a valid lang parameter, then the header, then English', () => {
    expect(pageLanguage('th', 'my')).toBe('th')
    expect(pageLanguage('xx', 'my')).toBe('mm')
    expect(pageLanguage(undefined, 'fr')).toBe('en')
  })
})
