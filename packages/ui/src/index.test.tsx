// @vitest-environment node
import { createI18n } from '@shwe/i18n'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import {
  CopyButton,
  DateTime,
  Dialog,
  EmptyState,
  Field,
  I18nProvider,
  Modal,
  PasswordField,
  SafeLink,
  Skeleton,
  Spinner,
  Tabs,
  ToastProvider,
  theme,
  ZawgyiHint,
} from './index.ts'
import { ServerStyleSheet, ThemeProvider } from './styled.ts'

// The shared test setup clears storage after each test; the server has none.
vi.stubGlobal('localStorage', { clear: () => {} })

function renderOnServer() {
  const sheet = new ServerStyleSheet()
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ThemeProvider theme={theme}>
          <I18nProvider i18n={createI18n()} language="en">
            <ToastProvider closeLabel="Close">
              <Tabs label="Period" items={[{ id: 'today', label: 'Today' }]}>
                <Field label="Phone" error="Required" />
                <PasswordField label="Password" showLabel="Show" hideLabel="Hide" />
                <CopyButton text="demo" label="Copy" copiedLabel="Copied" />
                <DateTime value="2026-11-24T05:30:00Z" />
                <EmptyState message="No Data Found" />
                <SafeLink href="//evil.example/">Claim</SafeLink>
                <Skeleton height={20} />
                <Spinner label="Loading" />
                <ZawgyiHint text="" message="Zawgyi?" convertLabel="Convert" onConvert={() => {}} />
              </Tabs>
              <Dialog open title="Login" closeLabel="Close" onClose={() => {}}>
                <p>Dialog body</p>
              </Dialog>
              <Modal title="Exchange" closeLabel="Close" onClose={() => {}}>
                <p>Modal body</p>
              </Modal>
            </ToastProvider>
          </I18nProvider>
        </ThemeProvider>,
      ),
    )
    return { html, css: sheet.getStyleTags() }
  } finally {
    sheet.seal()
  }
}

describe('server rendering', () => {
  it('renders every primitive without a DOM, with class names the browser will generate too', () => {
    const { html, css } = renderOnServer()
    expect(html).toContain('Dialog body')
    // Fixed component ids: the browser's render produces the same names, so islands keep their styles.
    for (const id of [
      'ui-Dialog',
      'ui-Field',
      'ui-TabButton',
      'ui-Skeleton',
      'ui-ToastRegion',
      'ui-Button',
    ]) {
      const name = new RegExp(`class="${id} ([a-zA-Z]+)"`).exec(html)?.[1]
      expect(name, id).toBeDefined()
      // The rules of that class ride in the page's head.
      expect(css).toContain(`.${name}{`)
    }
    expect(css).toMatch(/^<style data-styled="ssr" data-styled-names="[a-zA-Z ]+">/)
  })

  it('sends dialogs closed: they open in the top layer once the page is interactive', () => {
    const { html } = renderOnServer()
    expect(html).toMatch(/<dialog(?![^>]*\bopen\b)[^>]*aria-labelledby/)
    expect(html).not.toMatch(/<dialog[^>]*\bopen\b/)
  })
})
