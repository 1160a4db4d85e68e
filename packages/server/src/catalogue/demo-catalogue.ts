import type { GameEngine, LaunchMode } from './schema.ts'

/**
 * The demo catalogue: fourteen game types, the ten provider brands of the site footer, and their games.
 * Every name is made up for the demo. Golden Reels has 47 slots so that its list spans three pages.
 */

export interface DemoGameType {
  id: number
  code: string
  name: string
}

export const DEMO_GAME_TYPES: DemoGameType[] = [
  { id: 1, code: 'SLOT', name: 'Slot' },
  { id: 2, code: 'LIVE_CASINO', name: 'Live Casino' },
  { id: 3, code: 'SPORT_BOOK', name: 'Sport Book' },
  { id: 4, code: 'VIRTUAL_SPORT', name: 'Virtual Sport' },
  { id: 5, code: 'LOTTERY', name: 'Lottery' },
  { id: 6, code: 'TABLE', name: 'Table Games' },
  { id: 7, code: 'COCK_FIGHTING', name: 'Cock Fighting' },
  { id: 8, code: 'FISHING', name: 'Fishing' },
  { id: 9, code: 'ARCADE', name: 'Arcade' },
  { id: 10, code: 'BINGO', name: 'Bingo' },
  { id: 11, code: 'CARD_GAME', name: 'Card Games' },
  { id: 12, code: 'POKER', name: 'Poker' },
  { id: 13, code: 'OTHERS', name: 'Others' },
  { id: 14, code: 'ESPORT', name: 'E-Sports' },
]

export interface DemoProvider {
  code: string
  name: string
  shortName: string
  launchMode: LaunchMode
}

/**
 * Mandalay Live launches with an HTML page instead of a URL, as some real providers do, so clients exercise both
 * branches of the launch reply: the page is kept behind a one-time sandboxed address (`content_url`,
 * games/launch-page.ts), never sent to the browser as HTML to write.
 */
export const CONTENT_LAUNCH_PROVIDER = 'mandalay-live'

export const DEMO_PROVIDERS: DemoProvider[] = [
  { code: 'golden-reels', name: 'Golden Reels', shortName: 'GR', launchMode: 'url' },
  { code: 'lotus-gaming', name: 'Lotus Gaming', shortName: 'LG', launchMode: 'url' },
  { code: 'irrawaddy-play', name: 'Irrawaddy Play', shortName: 'IP', launchMode: 'url' },
  { code: CONTENT_LAUNCH_PROVIDER, name: 'Mandalay Live', shortName: 'ML', launchMode: 'content' },
  { code: 'bagan-slots', name: 'Bagan Slots', shortName: 'BS', launchMode: 'url' },
  { code: 'shan-star', name: 'Shan Star', shortName: 'SS', launchMode: 'url' },
  { code: 'ruby-fish', name: 'Ruby Fish', shortName: 'RF', launchMode: 'url' },
  { code: 'jade-dragon', name: 'Jade Dragon', shortName: 'JD', launchMode: 'url' },
  { code: 'monsoon-sports', name: 'Monsoon Sports', shortName: 'MS', launchMode: 'url' },
  { code: 'pagoda-poker', name: 'Pagoda Poker', shortName: 'PP', launchMode: 'url' },
]

/** The Shan Koe Mee product the Shan launcher asks for. */
export const SHAN_PRODUCT_CODE = 100200
export const SHAN_GAME_TYPE = 'Shan'

export interface DemoProduct {
  provider: string
  typeId: number
  productCode: number
  /** Defaults to the type's code. */
  gameType?: string
  engine?: GameEngine
  games: string[]
}

/** Names marked hot on the home page. */
export const HOT_GAMES = new Set([
  'Golden Pagoda Fortune',
  'Rubies of Mogok',
  'Dragon of Inle',
  'Ancient Bagan',
  'Lotus Blossom',
  'Jade Dragon Hoard',
  'Mandalay Baccarat',
  'Ruby Fish Hunter',
  'Shan Koe Mee',
])

/** The Shan Koe Mee tables: the product the Shan launcher asks for, with the code clients know. */
const SHAN_GAMES = ['Shan Koe Mee', 'Shan Koe Mee High Stakes']

/** Each game type's products, by provider, with their games in the order lists show them. */
const GAMES_BY_TYPE: Record<string, Record<string, readonly string[]>> = {
  SLOT: {
    'golden-reels': [
      'Golden Pagoda Fortune',
      'Lucky Lotus Reels',
      'Dragon of Inle',
      'Ruby Mine Riches',
      'Jade Elephant Jackpot',
      'Mandalay Moonlight',
      'Tiger of Tenasserim',
      'Peacock Treasures',
      'Thingyan Splash',
      'Sapphire Nights',
      'Chinthe Guardians',
      'Festival of Lights',
      'Temple Bells',
      'Golden Hintha',
      'Monsoon Gold',
      'Teak Forest Wilds',
      'Lucky Longyi',
      'Royal Barge',
      'Rubies of Mogok',
      'Nat Spirit Wins',
      'Bagan Sunrise',
      'Irrawaddy Dolphins',
      'Shwe Coin Rush',
      'Lantern Nights',
      'Crystal Lotus',
      "Emperor's Jade",
      'Fire Phoenix',
      'Mango Madness',
      'Tea Leaf Treasure',
      'Silver River',
      'Kyat Cascade',
      'Lucky Tamarind',
      'Star of Sagaing',
      'Moon Festival Gold',
      'Mythic Naga',
      'Pearl of Mergui',
      'Golden Rock Riches',
      'Puppet Master',
      'Thanaka Glow',
      'Hidden Kingdom',
      'Sunset Sevens',
      'Orchid Palace',
      'Wild Buffalo Run',
      'Saffron Fortune',
      'Diamond Delta',
      'Stupa Spin',
      'Lucky Owl',
    ],
    'bagan-slots': [
      'Ancient Bagan',
      'Temple Trail Riches',
      'Balloon Over Bagan',
      'Sunset Stupas',
      'Lacquer Gold',
      'Plains of Plenty',
      'Ananda Treasures',
      'Bagan Gems',
      'Sacred White Elephant',
      'Pagoda Sevens',
      'Golden Spire',
      'Bells of Old Bagan',
    ],
    'lotus-gaming': [
      'Lotus Blossom',
      'Water Lily Wilds',
      'Pink Lotus Jackpot',
      'Koi Pond Fortune',
      'Lotus Temple',
      'Floating Garden',
      'Dragonfly Dream',
      'Lily Pad Riches',
    ],
    'jade-dragon': [
      'Jade Dragon Hoard',
      'Twin Dragons',
      'Dragon Pearl',
      'Jade Emperor',
      'Dragon Gate',
      'Emerald Scales',
    ],
  },
  LIVE_CASINO: {
    'mandalay-live': [
      'Mandalay Baccarat',
      'Royal Palace Roulette',
      'Speed Baccarat',
      'Dragon Tiger Live',
      'Sic Bo Deluxe',
      'Blackjack Lounge',
    ],
    'lotus-gaming': ['Lotus Baccarat', 'Lotus Roulette', 'Lucky Fan Tan', 'Lotus Blackjack'],
    'jade-dragon': ['Jade Baccarat', 'Dragon Tiger Showdown', 'Jade Roulette'],
  },
  SPORT_BOOK: {
    'monsoon-sports': ['Monsoon Sportsbook', 'Football Live Odds', 'Lethwei Fight Night'],
    'irrawaddy-play': ['Irrawaddy Sports', 'Chinlone Cup'],
  },
  VIRTUAL_SPORT: {
    'monsoon-sports': [
      'Virtual Football League',
      'Virtual Horse Derby',
      'Virtual Boat Race',
      'Virtual Greyhounds',
    ],
    'irrawaddy-play': ['River Regatta', 'Virtual Cricket Blast', 'Virtual Tennis Open'],
  },
  LOTTERY: {
    'irrawaddy-play': ['Irrawaddy Keno', 'Lucky Numbers 5D', 'Quick Pick Lotto', 'Delta Draw'],
    'shan-star': ['Shan Lucky Draw', 'Star Keno', 'Hill Country Lotto'],
  },
  TABLE: {
    'pagoda-poker': ['Pagoda Blackjack', 'Pagoda Roulette', 'Casino War', 'Three Card Showdown'],
    'mandalay-live': ['Mandalay Sic Bo', 'Golden Wheel', 'Fish Prawn Crab'],
  },
  COCK_FIGHTING: {
    'shan-star': ['Rooster Arena', 'Golden Spur Derby'],
    'irrawaddy-play': ['Delta Cockpit', 'Champion Rooster'],
  },
  FISHING: {
    'ruby-fish': [
      'Ruby Fish Hunter',
      'Ocean King Ruby',
      'Deep Sea Fortune',
      'Golden Carp Catch',
      'Mermaid Hunt',
      'Shark Frenzy',
      'Lobster Legends',
      'Coral Reef Blast',
    ],
    'jade-dragon': ['Dragon Fishing', 'Jade Sea Hunt', 'Thunder Fish', 'Pearl Diver'],
  },
  ARCADE: {
    'ruby-fish': ['Bubble Ruby', 'Crab Catcher', 'Ruby Plinko', 'Lucky Crane'],
    'golden-reels': ['Golden Mines', 'Coin Tower', 'Treasure Dice', 'Rocket Cashout'],
  },
  BINGO: {
    'lotus-gaming': ['Lotus Bingo 75', 'Lucky Ball 90', 'Speed Bingo'],
    'bagan-slots': ['Bagan Bingo', 'Pagoda Bingo Bash', 'Sunset Bingo'],
  },
  CARD_GAME: {
    'shan-star': SHAN_GAMES,
    'pagoda-poker': ['Thirteen Cards', 'Myanmar Rummy', 'Ace High Duel', 'Lucky Nine'],
  },
  POKER: {
    'pagoda-poker': [
      "Pagoda Hold'em",
      'Omaha Nights',
      'Caribbean Stud',
      'Pagoda Video Poker',
      'Jacks or Better',
    ],
    'lotus-gaming': ["Lotus Hold'em", 'Lotus Three Card Poker', 'Short Deck Lotus'],
  },
  OTHERS: {
    'golden-reels': ['Scratch & Win Gold', 'Lucky Wheel', 'Hi-Lo Gold'],
    'bagan-slots': ['Bagan Scratch Card', 'Mystery Box'],
  },
  ESPORT: {
    'monsoon-sports': ['Monsoon eSports', 'MOBA Masters', 'Tactical Shooter Cup'],
    'jade-dragon': ['Dragon eArena', 'Jade Racing League'],
  },
}

/** Every product: codes are four digits from 1001 up, in the order above; Shan Koe Mee keeps its own. */
export const DEMO_PRODUCTS: DemoProduct[] = ((): DemoProduct[] => {
  let nextCode = 1001
  return DEMO_GAME_TYPES.flatMap((type) =>
    Object.entries(GAMES_BY_TYPE[type.code] ?? {}).map(([provider, games]): DemoProduct => {
      if (games === SHAN_GAMES) {
        return {
          provider,
          typeId: type.id,
          productCode: SHAN_PRODUCT_CODE,
          gameType: SHAN_GAME_TYPE,
          engine: 'shan',
          games: [...games],
        }
      }
      return { provider, typeId: type.id, productCode: nextCode++, games: [...games] }
    }),
  )
})()

/** "Emperor's Jade" by Golden Reels → `gr-emperors-jade`: unique, URL-safe and readable. */
export function demoGameCode(providerShortName: string, gameName: string): string {
  const slug = gameName
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${providerShortName.toLowerCase()}-${slug}`
}
