/** Where catalogue pictures live on this server (served by media.ts). */
export const CATALOGUE_MEDIA_BASE = '/media/catalogue'

export const typeImageUrl = (origin: string, code: string) =>
  `${origin}${CATALOGUE_MEDIA_BASE}/types/${code.toLowerCase()}.svg`
export const providerImageUrl = (origin: string, code: string) =>
  `${origin}${CATALOGUE_MEDIA_BASE}/providers/${code}.svg`
export const gameImageUrl = (origin: string, gameCode: string) =>
  `${origin}${CATALOGUE_MEDIA_BASE}/games/${gameCode}.svg`
