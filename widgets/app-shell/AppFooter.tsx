import { styled, useT } from '@shwe/ui'

/** The game providers whose logos the footer shows (files in the site's /providers/ folder). */
export const FOOTER_PROVIDERS = [
  { file: 'golden-reels', name: 'Golden Reels' },
  { file: 'lotus-gaming', name: 'Lotus Gaming' },
  { file: 'irrawaddy-play', name: 'Irrawaddy Play' },
  { file: 'mandalay-live', name: 'Mandalay Live' },
  { file: 'bagan-slots', name: 'Bagan Slots' },
  { file: 'shan-star', name: 'Shan Star' },
  { file: 'ruby-fish', name: 'Ruby Fish' },
  { file: 'jade-dragon', name: 'Jade Dragon' },
  { file: 'monsoon-sports', name: 'Monsoon Sports' },
  { file: 'pagoda-poker', name: 'Pagoda Poker' },
] as const

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
  img {
    display: block;
    width: 112px;
    height: 40px;
  }
`

/** Copyright line, browser recommendation and the ten provider logos. */
export function AppFooter({ assetBase = '' }: { assetBase?: string }) {
  const { t } = useT('common')
  return (
    <Footer>
      <Logos aria-label={t('footer.providers')}>
        {FOOTER_PROVIDERS.map(({ file, name }) => (
          <li key={file}>
            <img src={`${assetBase}/providers/${file}.svg`} alt={name} width={112} height={40} />
          </li>
        ))}
      </Logos>
      <p>{t('footer.copyright')}</p>
      <p>{t('footer.browser')}</p>
    </Footer>
  )
}
