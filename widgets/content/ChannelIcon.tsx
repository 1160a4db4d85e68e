import type { ContactChannel } from '@shwe/contract'
import { type ReactElement, useState } from 'react'
import * as S from './Contact.styles.ts'
import { channelIcon, type ChannelIcon as IconName } from './content.logic.ts'

const BRAND: Record<IconName, string> = {
  viber: '#7360f2',
  telegram: '#229ed9',
  facebook: '#1877f2',
  line: '#06c755',
}

// 24×24 glyphs in white on the brand's colour.
const GLYPHS: Record<IconName, ReactElement> = {
  viber: (
    <>
      <path
        d="M12 3c5 0 8.5 2.4 8.5 7.6S17 18.3 12 18.3c-.9 0-1.7-.1-2.5-.3L6 20.5v-3.2C4.3 16 3.5 13.8 3.5 10.6 3.5 5.4 7 3 12 3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
      <path
        d="M9.4 7.3c.4-.3.9-.3 1.2.1l.8 1.1c.3.4.2.9-.1 1.2l-.5.4c.5 1 1.2 1.8 2.2 2.2l.4-.5c.3-.3.8-.4 1.2-.1l1.1.8c.4.3.4.9.1 1.2l-.6.6c-.6.6-1.5.7-2.2.3-1.9-.9-3.4-2.4-4.3-4.3-.4-.7-.3-1.6.3-2.2z"
        fill="currentColor"
      />
    </>
  ),
  telegram: (
    <path
      d="M20.3 4.6 3.4 11.1c-.8.3-.8 1.4 0 1.7l4.1 1.4 1.6 5c.2.6 1 .8 1.5.3l2.3-2.2 4.3 3.2c.6.4 1.4.1 1.5-.6l2.8-13.9c.1-.9-.6-1.6-1.2-1.4zM9.6 14l7.2-6.3-5.8 7.1-.3 2.8z"
      fill="currentColor"
    />
  ),
  facebook: (
    <path
      d="M13.4 21v-7.4h2.5l.4-2.9h-2.9V8.8c0-.8.2-1.4 1.4-1.4h1.6V4.8c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.2H8v2.9h2.5V21z"
      fill="currentColor"
    />
  ),
  line: (
    <>
      <path
        d="M12 3.6c-4.9 0-8.8 3.1-8.8 7 0 3.5 3.1 6.4 7.3 6.9.3.1.7.2.8.4.1.2 0 .6 0 .8l-.1.8c0 .2-.2.9.8.5 1-.4 5.3-3.1 7.2-5.3 1.3-1.5 1.7-2.9 1.7-4.2 0-3.8-4-6.9-8.9-6.9z"
        fill="currentColor"
      />
      <text
        x="12"
        y="12.4"
        fill={BRAND.line}
        fontFamily="Arial, sans-serif"
        fontSize="4.4"
        fontWeight="700"
        textAnchor="middle"
      >
        LINE
      </text>
    </>
  ),
}

/**
 * A channel's icon: drawn for Viber, Telegram, Facebook and LINE; for any other channel the picture the server
 * sent, or a neutral block when it has none, it is refused or it fails to load. Decorative: the channel's name
 * is beside it.
 */
export function ChannelIcon({ channel, image }: { channel: ContactChannel; image: string | null }) {
  const icon = channelIcon(channel)
  const [failed, setFailed] = useState<string | null>(null)
  if (icon) {
    return (
      <S.IconBadge $color={BRAND[icon]} data-icon={icon}>
        <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {GLYPHS[icon]}
        </svg>
      </S.IconBadge>
    )
  }
  const isShown = image !== null && failed !== image
  return (
    <S.IconBadge $color="transparent">
      {isShown ? (
        <img
          src={image}
          alt=""
          width={S.ICON_SIZE}
          height={S.ICON_SIZE}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(image)}
        />
      ) : (
        <S.ImagePlaceholder aria-hidden="true" data-image-placeholder="" />
      )}
    </S.IconBadge>
  )
}
