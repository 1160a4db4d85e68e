import { useT } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'
import * as S from './About.styles.ts'
import { CONTENT } from './texts.ts'

/** Contact is a screen of this area: on the site the link moves there without a page load. */
const CONTACT_ROUTE = '/contact'

/** Who Shwe is: mission, values, fair play and customer service, from the locale files (Burmese first). */
export function AboutScreen() {
  const { t } = useT(CONTENT)
  return (
    <S.Screen aria-labelledby="content-about-title">
      <h1 id="content-about-title">{t('about.title')}</h1>
      <S.Intro>{t('about.intro')}</S.Intro>
      <S.Part aria-labelledby="content-about-mission">
        <h2 id="content-about-mission">{t('about.mission.title')}</h2>
        <p>{t('about.mission.body')}</p>
      </S.Part>
      <S.Part aria-labelledby="content-about-values">
        <h2 id="content-about-values">{t('about.values.title')}</h2>
        <S.Values>
          {(['honesty', 'security', 'responsible'] as const).map((value) => (
            <li key={value}>
              <h3>{t(`about.values.${value}.title`)}</h3>
              <p>{t(`about.values.${value}.body`)}</p>
            </li>
          ))}
        </S.Values>
      </S.Part>
      <S.Part aria-labelledby="content-about-fair-play">
        <h2 id="content-about-fair-play">{t('about.fairPlay.title')}</h2>
        <p>{t('about.fairPlay.body')}</p>
      </S.Part>
      <S.Part aria-labelledby="content-about-service">
        <h2 id="content-about-service">{t('about.service.title')}</h2>
        <p>{t('about.service.body')}</p>
        <RouteLink to={CONTACT_ROUTE}>{t('about.service.link')}</RouteLink>
      </S.Part>
    </S.Screen>
  )
}
