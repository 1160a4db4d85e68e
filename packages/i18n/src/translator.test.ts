import { describe, expect, it } from 'vitest'
import { Texts } from './translator.ts'

const english = {
  title: 'Winner of the Month',
  nested: { deep: { text: 'Hello, {{ name }}!' } },
  only: 'English only',
  slips_one: '{{count}} slip',
  slips_other: '{{count}} slips',
}

function make() {
  const texts = new Texts()
  texts.addResourceBundle('en', 'area', english)
  texts.addResourceBundle('mm', 'area', {
    title: 'လ၏ ဆုရှင်များ',
    nested: { deep: { text: 'မင်္ဂလာပါ {{name}}' } },
  })
  return texts
}

describe('Texts', () => {
  it('finds a text by dotted key and fills its slots', () => {
    const t = make().getFixedT<typeof english>('en', 'area')
    expect(t('title')).toBe('Winner of the Month')
    expect(t('nested.deep.text', { name: 'Aung' })).toBe('Hello, Aung!')
  })

  it('falls back to English for a text the language lacks, and to the key for one nobody has', () => {
    const t = make().getFixedT<typeof english>('mm', 'area')
    expect(t('title')).toBe('လ၏ ဆုရှင်များ')
    expect(t('only')).toBe('English only')
    expect(t('nested.deep.text', { name: 'Aung' })).toBe('မင်္ဂလာပါ Aung')
    expect(make().getFixedT<{ missing: string }>('th', 'area')('missing')).toBe('missing')
  })

  it('picks the plural form from count', () => {
    const t = make().getFixedT<{ slips: string }>('en', 'area')
    expect(t('slips', { count: 1 })).toBe('1 slip')
    expect(t('slips', { count: 3 })).toBe('3 slips')
  })

  it('keeps markup in a value as text, and leaves a slot without a value as written', () => {
    const t = make().getFixedT<typeof english>('en', 'area')
    expect(t('nested.deep.text', { name: '<img src=x onerror=alert(1)>' })).toBe(
      'Hello, <img src=x onerror=alert(1)>!',
    )
    expect(t('nested.deep.text')).toBe('Hello, {{ name }}!')
  })

  it('tells which bundles it holds', () => {
    const texts = make()
    expect(texts.hasResourceBundle('mm', 'area')).toBe(true)
    expect(texts.hasResourceBundle('zh', 'area')).toBe(false)
  })
})
