// myanmar-tools 1.1.3 ships CommonJS without type declarations; this is the part the product uses.
declare module 'myanmar-tools' {
  export class ZawgyiDetector {
    /** Probability in [0, 1] that the text is Zawgyi; -Infinity when it holds no Burmese. */
    getZawgyiProbability(text: string, verbose?: boolean): number
  }
  export class ZawgyiConverter {
    zawgyiToUnicode(text: string): string
    unicodeToZawgyi(text: string): string
  }
}
