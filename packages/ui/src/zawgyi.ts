/** Burmese script block: text without it cannot be Zawgyi, so no detector is loaded for it. */
const BURMESE = /[\u1000-\u109F]/

/** Above this the detector's answer is taken as Zawgyi (Google's recommended cut-off). */
const ZAWGYI_THRESHOLD = 0.95

export interface ZawgyiCheck {
  isZawgyi: boolean
  /** The text converted to Unicode, when it is Zawgyi. */
  unicode?: string
}

interface Tools {
  detector: import('myanmar-tools').ZawgyiDetector
  converter: import('myanmar-tools').ZawgyiConverter
}

let tools: Promise<Tools> | undefined

// The detector's model is large; it loads on the first Burmese text and is kept for the page's lifetime.
function loadTools(): Promise<Tools> {
  tools ??= import('myanmar-tools').then(
    (module) => {
      // CommonJS: Node names only some exports, bundlers may name none; `default` is always module.exports.
      const lib = ('default' in module ? module.default : module) as typeof import('myanmar-tools')
      return { detector: createDetector(lib), converter: new lib.ZawgyiConverter() }
    },
    (error: unknown) => {
      tools = undefined
      throw error
    },
  )
  return tools
}

/**
 * myanmar-tools publishes only its Node build, whose detector decodes its model with
 * `new Buffer(data, 'base64')`. Where there is no Buffer (every browser) a stand-in decoding with atob()
 * is lent for that one call and taken back, so the page's globals stay as they were.
 */
function createDetector(lib: typeof import('myanmar-tools')): Tools['detector'] {
  const scope = globalThis as { Buffer?: unknown }
  if (scope.Buffer !== undefined) return new lib.ZawgyiDetector()
  scope.Buffer = base64Bytes
  try {
    return new lib.ZawgyiDetector()
  } finally {
    Reflect.deleteProperty(scope, 'Buffer')
  }
}

// Called with `new`: a function (not an arrow) returning an object gives that object.
function base64Bytes(data: string): Uint8Array {
  return Uint8Array.from(atob(data), (char) => char.charCodeAt(0))
}

/**
 * Whether `text` is written in the Zawgyi font encoding rather than Unicode, and if so its Unicode form.
 * Answers at once, loading nothing, for text without Burmese letters. Rejects when the detector cannot load.
 */
export async function checkZawgyi(text: string): Promise<ZawgyiCheck> {
  if (!BURMESE.test(text)) return { isZawgyi: false }
  const { detector, converter } = await loadTools()
  if (detector.getZawgyiProbability(text) <= ZAWGYI_THRESHOLD) return { isZawgyi: false }
  return { isZawgyi: true, unicode: converter.zawgyiToUnicode(text) }
}
