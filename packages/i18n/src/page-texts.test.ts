import { describe, expect, it } from 'vitest'
import { addPageTexts, type PageTexts, pageTextsTag, readPageTexts } from './page-texts.ts'
import { Texts } from './translator.ts'

/** A document whose texts block holds what `tag` holds between its start and end tags. */
function pageWith(tag: string): Pick<Document, 'querySelector'> {
  const textContent = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'))
  return { querySelector: () => ({ textContent }) as never }
}

describe('the texts a page carries', () => {
  const carried: PageTexts = {
    language: 'mm',
    texts: {
      common: { actions: { dismiss: 'ပိတ်ရန်' } },
      wallet: { title: 'ပိုက်ဆံအိတ် </script><script>alert(1)</script>' },
    },
  }

  it('are written so that no text can close the element, and read back whole', () => {
    const tag = pageTextsTag(carried)
    expect(tag.startsWith('<script type="application/json" data-shwe-texts>')).toBe(true)
    // One closing tag only: the text's own `</script>` is escaped.
    expect(tag.match(/<\/script/g)).toHaveLength(1)
    expect(readPageTexts(pageWith(tag))).toEqual(carried)
  })

  it('are nothing on a page without them, or with a block that is broken or names no language of ours', () => {
    expect(readPageTexts(undefined)).toBeUndefined()
    expect(readPageTexts({ querySelector: () => null })).toBeUndefined()
    for (const text of ['{not json', '{"language":"xx","texts":{}}', '{"language":"mm"}', 'null']) {
      expect(readPageTexts({ querySelector: () => ({ textContent: text }) as never })).toBeUndefined()
    }
  })

  it('give an instance their areas in their language, without replacing what it had', () => {
    const texts = new Texts()
    texts.addResourceBundle('mm', 'wallet', { title: 'kept' })
    addPageTexts(texts, carried)
    expect(texts.getFixedT<{ title: string }>('mm', 'wallet')('title')).toBe('kept')
    expect(texts.getFixedT<{ actions: { dismiss: string } }>('mm', 'common')('actions.dismiss')).toBe('ပိတ်ရန်')
    expect(texts.hasResourceBundle('en', 'common')).toBe(false)
  })
})
