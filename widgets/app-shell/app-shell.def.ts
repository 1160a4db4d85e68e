import type { ElementDef } from '../platform/element-def.ts'

/** `<shwe-app-shell>`, as the element registry (`widgets/elements.ts`) lists it. */
export const APP_SHELL_ELEMENT = {
  tag: 'shwe-app-shell',
  signsIn: true,
  attributes: {
    'home-href': { prop: 'homeHref', type: 'url', reach: 'shwe' },
    'download-app-url': { prop: 'downloadAppUrl', type: 'url', reach: 'download' },
    ref: { prop: 'referral', type: 'string', embeddable: true },
  },
} as const satisfies ElementDef
