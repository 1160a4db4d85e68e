import type { IconName } from './navigation.ts'

// 24×24 outline paths; decorative, so hidden from screen readers (the text beside them names the link).
const PATHS: Record<IconName, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6h-6v6H4a1 1 0 0 1-1-1z',
  video: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  wallet: 'M3 7h16a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H3zM3 7l12-4v4M16 13h2',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h1M3 12h1M3 18h1',
  gift: 'M3 11h18v4H3zM5 15h14v6H5zM12 11v10M12 11c-2-4-6-5-6-2 0 2 6 2 6 2zm0 0c2-4 6-5 6-2 0 2-6 2-6 2',
  chat: 'M4 5h16v11H9l-5 4z',
  twoD: 'M4 4h16v16H4zM8 9h3v3H8v3h3M13 9h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2z',
  threeD: 'M4 4h16v16H4zM8 9h3v3H9h2v3H8M13 9h2a2 2 0 0 1 2 2v2a2 2 0 0 1-2 2h-2z',
  history: 'M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  viber: 'M12 3c5 0 8 2.5 8 8s-3 8-8 8c-1 0-2 0-3-.3L5 21v-3.5C3.5 16 3 14 3 11c0-5.5 4-8 9-8z',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
}

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
