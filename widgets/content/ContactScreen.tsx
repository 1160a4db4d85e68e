import type { ContactChannel } from '@shwe/contract'
import { CopyButton, SafeLink, Skeleton, useT, useToast, VisuallyHidden } from '@shwe/ui'
import { useRuntime } from '../platform/root-context.ts'
import { useStore } from '../platform/use-store.ts'
import { useMediaUrl } from '../shared/media/use-media-url.ts'
import { ChannelIcon } from './ChannelIcon.tsx'
import * as S from './Contact.styles.ts'
import { CONTACT_HOSTS, contactLink, displayValue, hotlineOf } from './content.logic.ts'
import { contentQueries } from './content.queries.ts'
import { ListProblem } from './ListProblem.tsx'
import { CONTENT } from './texts.ts'

/** How many skeleton cards stand in for the channels while they load. */
const PLACEHOLDER_CHANNELS = 6

/**
 * The support page: a welcome, one card per channel (opening its link), the hotline with a copy button
 * when a channel is a phone, and why to get in touch. Needs no sign-in.
 */
export function ContactScreen() {
  const { $contacts } = useRuntime().stores(contentQueries)
  const { t } = useT(CONTENT)
  const { data, error } = useStore($contacts, { ssr: () => ({ loading: true }) })
  const status = data ? 'loaded' : error ? 'error' : 'loading'
  const hotline = data ? hotlineOf(data) : null

  return (
    <S.Screen aria-labelledby="content-contact-title">
      <S.Welcome>
        <h1 id="content-contact-title">{t('contact.title')}</h1>
        <p>
          <strong>{t('contact.welcomeTitle')}</strong>
        </p>
        <p>{t('contact.welcome')}</p>
      </S.Welcome>

      <S.Part aria-labelledby="content-contact-channels" aria-busy={status === 'loading'}>
        <h2 id="content-contact-channels">{t('contact.channels')}</h2>
        {status === 'loading' && (
          <>
            {/* Said, not shown: the placeholders below show it, and a line that goes would move the page. */}
            <VisuallyHidden role="status">{t('contact.loading')}</VisuallyHidden>
            <S.Channels aria-hidden="true">
              {Array.from({ length: PLACEHOLDER_CHANNELS }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <S.Channel key={i}>
                  <Skeleton width={S.ICON_SIZE} height={S.ICON_SIZE} radius={10} />
                  <Skeleton height={56} />
                </S.Channel>
              ))}
            </S.Channels>
          </>
        )}
        <ListProblem
          box={S.Message}
          isFailed={status === 'error'}
          isEmpty={data?.length === 0}
          failed={t('contact.error')}
          empty={t('contact.empty')}
          onRetry={() => $contacts.revalidate()}
        />
        {data && data.length > 0 && (
          <S.Channels aria-labelledby="content-contact-channels">
            {data.map((channel) => (
              <ChannelCard key={channel.id} channel={channel} connect={t('contact.connect')} />
            ))}
          </S.Channels>
        )}
      </S.Part>

      {hotline ? (
        <Hotline number={hotline.number} link={hotline.link} />
      ) : (
        status === 'loading' && <Hotline />
      )}

      <S.Part aria-labelledby="content-contact-why">
        <h2 id="content-contact-why">{t('contact.why')}</h2>
        <S.Blurbs>
          <li>
            <BlurbIcon d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
            <h3>{t('contact.support.title')}</h3>
            <p>{t('contact.support.body')}</p>
          </li>
          <li>
            <BlurbIcon d="M13 3 5 13h6l-1 8 8-10h-6z" />
            <h3>{t('contact.quick.title')}</h3>
            <p>{t('contact.quick.body')}</p>
          </li>
          <li>
            <BlurbIcon d="M4 5h11v8H8l-4 3zM9 16v1h7l4 3V9h-3" />
            <h3>{t('contact.multiple.title')}</h3>
            <p>{t('contact.multiple.body')}</p>
          </li>
        </S.Blurbs>
      </S.Part>
    </S.Screen>
  )
}

function ChannelCard({ channel, connect }: { channel: ContactChannel; connect: string }) {
  const mediaUrl = useMediaUrl()
  const link = contactLink(channel.value)
  // Web links open in a new tab; app links (viber:, tel:, mailto:) hand over to the app and leave the page.
  const isWeb = link !== null && /^https?:/.test(link)
  return (
    <S.Channel data-channel={channel.type}>
      <ChannelIcon channel={channel} image={mediaUrl(channel.image)} />
      <S.ChannelText>
        <h3>{channel.name}</h3>
        <S.ChannelLink
          href={channel.value}
          allowedHosts={CONTACT_HOSTS}
          target={isWeb ? '_blank' : undefined}
        >
          {displayValue(channel.value)}
        </S.ChannelLink>
        {link && <S.Connect>{connect}</S.Connect>}
      </S.ChannelText>
    </S.Channel>
  )
}

/** The hotline with its copy button; without a number, its place held while the channels load. */
function Hotline({ number, link }: { number?: string; link?: string }) {
  const { t } = useT(CONTENT)
  const toast = useToast()
  return (
    <S.Hotline aria-labelledby="content-contact-hotline">
      <h2 id="content-contact-hotline">{t('contact.hotline.title')}</h2>
      <p>{t('contact.hotline.body')}</p>
      {number && link ? (
        <S.HotlineRow>
          <SafeLink href={link}>{number}</SafeLink>
          <CopyButton
            text={number}
            label={t('contact.hotline.copy')}
            copiedLabel={t('contact.hotline.copied')}
            onCopied={() => toast.show(t('contact.hotline.done'), { tone: 'success' })}
            onError={() => toast.show(t('contact.hotline.failed'), { tone: 'error' })}
          />
        </S.HotlineRow>
      ) : (
        <S.HotlineRow aria-hidden="true" data-placeholder>
          <span>09 000 000 000</span>
          <CopyButton text="" label={t('contact.hotline.copy')} copiedLabel={t('contact.hotline.copied')} />
        </S.HotlineRow>
      )}
    </S.Hotline>
  )
}

function BlurbIcon({ d }: { d: string }) {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}
