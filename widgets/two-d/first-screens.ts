import { LiveScreen } from './LiveScreen.tsx'
import { SlipsScreen } from './SlipsScreen.tsx'

/** The element's first load: the live result and the slips (the site's pages each load their own screen). */
export const views = {
  live: LiveScreen,
  'slips-morning': SlipsScreen,
  'slips-evening': SlipsScreen,
}
