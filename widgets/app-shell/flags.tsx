import type { Language } from '@shwe/i18n'

/** Small flags drawn inline, so they look the same on every system (Windows shows no emoji flags). */
export function Flag({ language }: { language: Language }) {
  return (
    <svg width={24} height={16} viewBox="0 0 24 16" aria-hidden="true">
      <FlagShapes language={language} />
    </svg>
  )
}

function FlagShapes({ language }: { language: Language }) {
  switch (language) {
    case 'mm':
      return (
        <>
          <rect width="24" height="5.34" fill="#fecb00" />
          <rect y="5.33" width="24" height="5.34" fill="#34b233" />
          <rect y="10.66" width="24" height="5.34" fill="#ea2839" />
          <polygon
            points="12,2.6 13.6,7.4 18.6,7.4 14.6,10.3 16.1,15 12,12.1 7.9,15 9.4,10.3 5.4,7.4 10.4,7.4"
            fill="#fff"
          />
        </>
      )
    case 'zh':
      return (
        <>
          <rect width="24" height="16" fill="#ee1c25" />
          <polygon
            points="5,2 5.9,4.8 8.8,4.8 6.5,6.5 7.4,9.3 5,7.6 2.6,9.3 3.5,6.5 1.2,4.8 4.1,4.8"
            fill="#ffff00"
          />
        </>
      )
    case 'th':
      return (
        <>
          <rect width="24" height="16" fill="#a51931" />
          <rect y="2.67" width="24" height="10.66" fill="#f4f5f8" />
          <rect y="5.33" width="24" height="5.34" fill="#2d2a4a" />
        </>
      )
    default:
      return (
        <>
          <rect width="24" height="16" fill="#012169" />
          <path d="M0,0 24,16 M24,0 0,16" stroke="#fff" strokeWidth="3" />
          <path d="M0,0 24,16 M24,0 0,16" stroke="#c8102e" strokeWidth="1.2" />
          <path d="M12,0 V16 M0,8 H24" stroke="#fff" strokeWidth="5" />
          <path d="M12,0 V16 M0,8 H24" stroke="#c8102e" strokeWidth="3" />
        </>
      )
  }
}
