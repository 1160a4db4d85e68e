import { Dialog, useT } from '@shwe/ui'
import { useEffect, useState } from 'react'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { catalogueQueries } from './catalogue.queries.ts'
import * as S from './PopupAd.styles.ts'
import { CATALOGUE } from './texts.ts'

/**
 * The popup ad: opens once per browser session (the session remembers it), and only when the server has an ad
 * with a picture this widget may load. Decided after mounting, so the server-rendered page never includes it.
 */
export function PopupAd() {
  const { session, stores } = useRuntime()
  const { $popupAd } = stores(catalogueQueries)
  const { t } = useT(CATALOGUE)
  const { t: tc } = useT('common')
  const resolve = useMediaUrl()
  const { data } = useStore($popupAd, { ssr: () => ({ loading: true }) })
  const url = data ? resolve(data.img_url || data.image) : null
  const [shown, setShown] = useState<string | null>(null)

  useEffect(() => {
    if (!url || session.adsPopup.wasShown()) return
    session.adsPopup.markShown()
    setShown(url)
  }, [url, session])

  if (!shown) return null
  return (
    <Dialog open title={t('popup.title')} closeLabel={tc('actions.close')} onClose={() => setShown(null)}>
      <S.PopupImage src={shown} alt={t('popup.title')} width={600} height={800} />
    </Dialog>
  )
}
