import { LANGUAGE_COOKIE, PLAYER_COOKIE, SITE_DEFAULT_LANGUAGE, SITE_LANGUAGES } from '@shwe/contract'
import { DEFAULT_LANGUAGE, LANGUAGES, pageTextsTag } from '@shwe/i18n'
import mmCommon from '@shwe/i18n/locales/mm/common.json' with { type: 'json' }
import { STORAGE_KEYS } from '@shwe/session'
import { useT } from '@shwe/ui'
import { render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { followPageLanguage, followPlayerPages } from './page-language.ts'
import { createRuntime } from './runtime.ts'
import { WidgetRoot } from './WidgetRoot.tsx'

const cookieOf = (name = LANGUAGE_COOKIE) =>
  document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.slice(name.length + 1)

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clears the cookie the code under test writes, as it writes it.
  document.cookie = `${LANGUAGE_COOKIE}=; Path=/; Max-Age=0`
  // biome-ignore lint/suspicious/noDocumentCookie: as above, for the signed-in cookie.
  document.cookie = `${PLAYER_COOKIE}=; Path=/; Max-Age=0`
  document.documentElement.lang = 'en'
  for (const block of document.querySelectorAll('script[data-shwe-texts]')) block.remove()
})

function Dismiss() {
  const { t } = useT('common')
  return <button type="button">{t('actions.dismiss')}</button>
}

describe('the page language on the site', () => {
  it('speaks of the same languages and keys as the server that picks the page', () => {
    expect(SITE_LANGUAGES).toEqual(LANGUAGES)
    expect(SITE_DEFAULT_LANGUAGE).toBe(DEFAULT_LANGUAGE)
    expect(LANGUAGE_COOKIE).toBe(STORAGE_KEYS.lang)
  })

  it('keeps the chosen language in the cookie the server reads, and in <html lang>', () => {
    const $lang = atom<'en' | 'mm' | 'zh' | 'th'>('mm')
    const stop = followPageLanguage($lang)
    onTestFinished(stop)
    expect(cookieOf()).toBe('mm')
    expect(document.documentElement.lang).toBe('my')
    $lang.set('th')
    expect(cookieOf()).toBe('th')
    expect(document.documentElement.lang).toBe('th')
  })

  it('keeps the signed-in cookie while a player is signed in, never the token, and drops it at sign-out', () => {
    const $isSignedIn = atom(true)
    const stop = followPlayerPages($isSignedIn)
    onTestFinished(stop)
    expect(cookieOf(PLAYER_COOKIE)).toBe('1')
    $isSignedIn.set(false)
    expect(cookieOf(PLAYER_COOKIE)).toBeUndefined()
    $isSignedIn.set(true)
    expect(cookieOf(PLAYER_COOKIE)).toBe('1')
  })

  it('renders a widget in the language the page was rendered in, from the texts the page carries', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      pageTextsTag({ language: 'mm', texts: { common: mmCommon } }),
    )
    const runtime = createRuntime({ apiBase: '/api', fetch: vi.fn<typeof fetch>() })
    onTestFinished(() => runtime.session.dispose())
    runtime.session.setLanguage('mm')
    const widget = (
      <WidgetRoot runtime={runtime} lang="mm">
        <Dismiss />
      </WidgetRoot>
    )
    // What the server wrote is what the first render in the browser shows: Burmese, with nothing to wait for.
    expect(renderToString(widget)).toContain(mmCommon.actions.dismiss)
    render(widget)
    expect(screen.getByRole('button').textContent).toBe(mmCommon.actions.dismiss)
  })
})
