/**
 * The names of the 2D quick-select tools: the culture's name in English and Burmese, the spec's name
 * (number-games.md §9) where it differs, and the function in two-d.ts that both names select with.
 */
import {
  bigSet,
  blockSet,
  breakSet,
  brothersSet,
  doubles,
  evenEven,
  evenOdd,
  headSet,
  includeSet,
  khway,
  khwayPuu,
  nakhatSet,
  oddEven,
  oddOdd,
  powerSet,
  sizeGroup,
  smallSet,
  tailSet,
  withReverse,
} from './two-d.ts'

export interface TwoDTool {
  /** Stable key for translations and analytics. */
  key: string
  english: string
  burmese: string
  /** The export named after the culture's tool. */
  name: string
  /** The export named after the spec's tool, when number-games.md §9 lists it under another name. */
  specName: string | null
  /** The spec's own words, or null when the spec does not list the tool. */
  spec: string | null
  /** What the argument means, when there is one. */
  argument: string | null
  /** The function both names refer to. */
  select: (...args: never[]) => string[]
}

/** The one map between the culture's tools, their Burmese names, the spec's tools and the functions. */
export const TWO_D_TOOLS: readonly TwoDTool[] = Object.freeze([
  {
    key: 'break',
    english: 'Break',
    burmese: 'ဘရိတ်',
    name: 'breakSet',
    specName: 'twoDBreakGroup',
    spec: 'break groups 1-10',
    argument:
      'break digit 0–9 (digit sum mod 10); the spec numbers the ten groups 1–10, group g = break g − 1',
    select: breakSet,
  },
  {
    key: 'size-group',
    english: 'Single and double size group',
    burmese: 'မ / စုံ / ကြီး / ငယ်',
    name: 'sizeGroup',
    specName: 'sizeGroup',
    spec: 'single and double size groups 1-10',
    argument:
      'group 1–10: brothers, big, small, odd-odd, even-even, even-odd, odd-even, doubles, even doubles, odd doubles',
    select: sizeGroup,
  },
  {
    key: 'head',
    english: 'Head',
    burmese: 'ထိပ်',
    name: 'headSet',
    specName: 'frontDigitGroup',
    spec: 'front digit groups',
    argument: 'tens digit 0–9',
    select: headSet,
  },
  {
    key: 'tail',
    english: 'Tail',
    burmese: 'နောက်',
    name: 'tailSet',
    specName: 'backDigitGroup',
    spec: 'back digit groups',
    argument: 'units digit 0–9',
    select: tailSet,
  },
  {
    key: 'block',
    english: 'Twenty-number block',
    burmese: 'အလုံး ၂၀',
    name: 'blockSet',
    specName: 'twentyNumberBlock',
    spec: '20-number blocks (00-19 to 80-99)',
    argument: 'block 0–4: 00–19, 20–39, 40–59, 60–79, 80–99',
    select: blockSet,
  },
  {
    key: 'reverse',
    english: 'Reverse (R)',
    burmese: 'အပြန်',
    name: 'withReverse',
    specName: 'addReversedPairs',
    spec: 'permutation tool that adds reversed pairs',
    argument: 'the numbers picked so far',
    select: withReverse,
  },
  {
    key: 'power',
    english: 'Power',
    burmese: 'ပါဝါ',
    name: 'powerSet',
    specName: null,
    spec: null,
    argument: '{ reverse }',
    select: powerSet,
  },
  {
    key: 'nakhat',
    english: 'Nakhat',
    burmese: 'နက္ခတ်',
    name: 'nakhatSet',
    specName: null,
    spec: null,
    argument: '{ reverse }',
    select: nakhatSet,
  },
  {
    key: 'brothers',
    english: 'Brothers',
    burmese: 'ညီကို',
    name: 'brothersSet',
    specName: null,
    spec: 'single and double size group 1 (up)',
    argument: "'up' ညီကို, 'down' ကိုညီ, 'both'",
    select: brothersSet,
  },
  {
    key: 'even-even',
    english: 'Even-even',
    burmese: 'စုံစုံ',
    name: 'evenEven',
    specName: null,
    spec: 'single and double size group 5',
    argument: null,
    select: evenEven,
  },
  {
    key: 'odd-odd',
    english: 'Odd-odd',
    burmese: 'မမ',
    name: 'oddOdd',
    specName: null,
    spec: 'single and double size group 4',
    argument: null,
    select: oddOdd,
  },
  {
    key: 'even-odd',
    english: 'Even-odd',
    burmese: 'စုံမ',
    name: 'evenOdd',
    specName: null,
    spec: 'single and double size group 6',
    argument: null,
    select: evenOdd,
  },
  {
    key: 'odd-even',
    english: 'Odd-even',
    burmese: 'မစုံ',
    name: 'oddEven',
    specName: null,
    spec: 'single and double size group 7',
    argument: null,
    select: oddEven,
  },
  {
    key: 'doubles',
    english: 'Doubles',
    burmese: 'အပူး / စုံပူး / မပူး',
    name: 'doubles',
    specName: null,
    spec: 'single and double size groups 8 (all), 9 (even), 10 (odd)',
    argument: "'all', 'even', 'odd'",
    select: doubles,
  },
  {
    key: 'big',
    english: 'Big',
    burmese: 'ကြီး',
    name: 'bigSet',
    specName: null,
    spec: 'single and double size group 2',
    argument: null,
    select: bigSet,
  },
  {
    key: 'small',
    english: 'Small',
    burmese: 'ငယ်',
    name: 'smallSet',
    specName: null,
    spec: 'single and double size group 3',
    argument: null,
    select: smallSet,
  },
  {
    key: 'include',
    english: 'Include',
    burmese: 'ပါ',
    name: 'includeSet',
    specName: null,
    spec: null,
    argument: 'digit 0–9',
    select: includeSet,
  },
  {
    key: 'khway',
    english: 'Khway',
    burmese: 'ခွေ',
    name: 'khway',
    specName: null,
    spec: null,
    argument: 'distinct digits, as "123" or [1, 2, 3]',
    select: khway,
  },
  {
    key: 'khway-puu',
    english: 'Khway with doubles',
    burmese: 'ခွေပူး',
    name: 'khwayPuu',
    specName: null,
    spec: null,
    argument: 'distinct digits, as "123" or [1, 2, 3]',
    select: khwayPuu,
  },
] satisfies TwoDTool[])
