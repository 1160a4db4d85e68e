import { styled, useT } from '@shwe/ui'

/**
 * The game providers whose logos the footer shows: each a badge of the provider's initials on its colour, beside
 * its name. They are drawn in HTML rather than loaded as pictures: a browser builds a document for every SVG
 * picture on the page's main thread and paints it there, and the ten logos held up every page's first taps.
 */
export const FOOTER_PROVIDERS = [
  { id: 'golden-reels', name: 'Golden Reels', color: '#f5c542' },
  { id: 'lotus-gaming', name: 'Lotus Gaming', color: '#f472b6' },
  { id: 'irrawaddy-play', name: 'Irrawaddy Play', color: '#38bdf8' },
  { id: 'mandalay-live', name: 'Mandalay Live', color: '#f97316' },
  { id: 'bagan-slots', name: 'Bagan Slots', color: '#eab308' },
  { id: 'shan-star', name: 'Shan Star', color: '#a78bfa' },
  { id: 'ruby-fish', name: 'Ruby Fish', color: '#ef4444' },
  { id: 'jade-dragon', name: 'Jade Dragon', color: '#22c55e' },
  { id: 'monsoon-sports', name: 'Monsoon Sports', color: '#60a5fa' },
  { id: 'pagoda-poker', name: 'Pagoda Poker', color: '#facc15' },
] as const

/** A provider's initials: the first letter of each word of its name. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join('')

const Footer = styled.footer.withConfig({ componentId: 'AppFooter_Footer' })`
  padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.muted};
  font: 13px/1.6 ${({ theme }) => theme.font.body};
  text-align: center;
  p {
    margin: ${({ theme }) => theme.space(1)} 0;
  }
`

const Logos = styled.ul.withConfig({ componentId: 'AppFooter_Logos' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;
  /* Each logo's colour, by its place in the list: one rule for all ten logos, not one per colour. */
  ${FOOTER_PROVIDERS.map(({ color }, index) => `li:nth-child(${index + 1}) { --tone: ${color}; }`).join('\n')}
`

/** One provider's logo: 112 × 40, its initials in a disc of its colour, its name beside. */
const Logo = styled.li.withConfig({ componentId: 'AppFooter_Logo' })`
  display: flex;
  align-items: center;
  gap: 5px;
  box-sizing: border-box;
  width: 112px;
  height: 40px;
  padding: 0 4px 0 7px;
  border: 1px solid var(--tone);
  border-radius: 8px;
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  font: 600 10.5px/1.15 ${({ theme }) => theme.font.body};
  text-align: start;
  overflow: hidden;
  span {
    flex: none;
    display: grid;
    place-items: center;
    width: 24px;
    height: 24px;
    border-radius: 50%;
    background: var(--tone);
    color: #1a1405;
    font-size: 11px;
    font-weight: 700;
  }
`

/** Copyright line, browser recommendation and the ten provider logos. */
export function AppFooter() {
  const { t } = useT('common')
  return (
    <Footer>
      <Logos aria-label={t('footer.providers')}>
        {FOOTER_PROVIDERS.map(({ id, name }) => (
          <Logo key={id}>
            <span aria-hidden="true">{initialsOf(name)}</span>
            {name}
          </Logo>
        ))}
      </Logos>
      <p>{t('footer.copyright')}</p>
      <p>{t('footer.browser')}</p>
    </Footer>
  )
}
