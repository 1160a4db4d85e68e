import { createRequire } from 'node:module'

/**
 * Many Burmese phones still type in Zawgyi, a legacy font encoding that reuses Unicode's Myanmar code points with
 * other meanings. Text stored as Zawgyi shows garbled on every Unicode device, so names are stored in Unicode:
 * text the detector of Google's `myanmar-tools` judges Zawgyi is converted on the way in.
 */

/** The Myanmar block; text without any of it is left alone without loading the detector. */
const BURMESE = /[\u1000-\u109F]/

/** Above this probability the text is taken for Zawgyi; below it, ambiguous text is kept as typed. */
export const ZAWGYI_THRESHOLD = 0.95

interface MyanmarTools {
  ZawgyiDetector: new () => { getZawgyiProbability(input: string): number }
  ZawgyiConverter: new () => { zawgyiToUnicode(input: string): string }
}

let tools:
  | {
      detector: InstanceType<MyanmarTools['ZawgyiDetector']>
      converter: InstanceType<MyanmarTools['ZawgyiConverter']>
    }
  | undefined

/** Loads the library (a CommonJS package with a ~90 kB model) on first use only. */
function loadTools() {
  if (!tools) {
    const library = createRequire(import.meta.url)('myanmar-tools') as MyanmarTools
    tools = { detector: new library.ZawgyiDetector(), converter: new library.ZawgyiConverter() }
  }
  return tools
}

/** The probability, from 0 to 1, that `text` is Zawgyi; 0 for text without Burmese letters. */
export function zawgyiProbability(text: string): number {
  if (!BURMESE.test(text)) return 0
  return Math.max(0, loadTools().detector.getZawgyiProbability(text))
}

/** `text` in Unicode: converted when it is most likely Zawgyi, otherwise unchanged. */
export function toUnicodeBurmese(text: string): string {
  if (zawgyiProbability(text) <= ZAWGYI_THRESHOLD) return text
  return loadTools().converter.zawgyiToUnicode(text)
}
