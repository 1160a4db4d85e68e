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

// Product codes are four digits from 1001 up, in the order below; Shan Koe Mee keeps the code clients know.
export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    provider: 'golden-reels',
    typeId: 1,
    productCode: 1001,
    games: [
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
  },
  {
    provider: 'bagan-slots',
    typeId: 1,
    productCode: 1002,
    games: [
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
  },
  {
    provider: 'lotus-gaming',
    typeId: 1,
    productCode: 1003,
    games: [
      'Lotus Blossom',
      'Water Lily Wilds',
      'Pink Lotus Jackpot',
      'Koi Pond Fortune',
      'Lotus Temple',
      'Floating Garden',
      'Dragonfly Dream',
      'Lily Pad Riches',
    ],
  },
  {
    provider: 'jade-dragon',
    typeId: 1,
    productCode: 1004,
    games: [
      'Jade Dragon Hoard',
      'Twin Dragons',
      'Dragon Pearl',
      'Jade Emperor',
      'Dragon Gate',
      'Emerald Scales',
    ],
  },
  {
    provider: 'mandalay-live',
    typeId: 2,
    productCode: 1005,
    games: [
      'Mandalay Baccarat',
      'Royal Palace Roulette',
      'Speed Baccarat',
      'Dragon Tiger Live',
      'Sic Bo Deluxe',
      'Blackjack Lounge',
    ],
  },
  {
    provider: 'lotus-gaming',
    typeId: 2,
    productCode: 1006,
    games: ['Lotus Baccarat', 'Lotus Roulette', 'Lucky Fan Tan', 'Lotus Blackjack'],
  },
  {
    provider: 'jade-dragon',
    typeId: 2,
    productCode: 1007,
    games: ['Jade Baccarat', 'Dragon Tiger Showdown', 'Jade Roulette'],
  },
  {
    provider: 'monsoon-sports',
    typeId: 3,
    productCode: 1008,
    games: ['Monsoon Sportsbook', 'Football Live Odds', 'Lethwei Fight Night'],
  },
  {
    provider: 'irrawaddy-play',
    typeId: 3,
    productCode: 1009,
    games: ['Irrawaddy Sports', 'Chinlone Cup'],
  },
  {
    provider: 'monsoon-sports',
    typeId: 4,
    productCode: 1010,
    games: ['Virtual Football League', 'Virtual Horse Derby', 'Virtual Boat Race', 'Virtual Greyhounds'],
  },
  {
    provider: 'irrawaddy-play',
    typeId: 4,
    productCode: 1011,
    games: ['River Regatta', 'Virtual Cricket Blast', 'Virtual Tennis Open'],
  },
  {
    provider: 'irrawaddy-play',
    typeId: 5,
    productCode: 1012,
    games: ['Irrawaddy Keno', 'Lucky Numbers 5D', 'Quick Pick Lotto', 'Delta Draw'],
  },
  {
    provider: 'shan-star',
    typeId: 5,
    productCode: 1013,
    games: ['Shan Lucky Draw', 'Star Keno', 'Hill Country Lotto'],
  },
  {
    provider: 'pagoda-poker',
    typeId: 6,
    productCode: 1014,
    games: ['Pagoda Blackjack', 'Pagoda Roulette', 'Casino War', 'Three Card Showdown'],
  },
  {
    provider: 'mandalay-live',
    typeId: 6,
    productCode: 1015,
    games: ['Mandalay Sic Bo', 'Golden Wheel', 'Fish Prawn Crab'],
  },
  {
    provider: 'shan-star',
    typeId: 7,
    productCode: 1016,
    games: ['Rooster Arena', 'Golden Spur Derby'],
  },
  {
    provider: 'irrawaddy-play',
    typeId: 7,
    productCode: 1017,
    games: ['Delta Cockpit', 'Champion Rooster'],
  },
  {
    provider: 'ruby-fish',
    typeId: 8,
    productCode: 1018,
    games: [
      'Ruby Fish Hunter',
      'Ocean King Ruby',
      'Deep Sea Fortune',
      'Golden Carp Catch',
      'Mermaid Hunt',
      'Shark Frenzy',
      'Lobster Legends',
      'Coral Reef Blast',
    ],
  },
  {
    provider: 'jade-dragon',
    typeId: 8,
    productCode: 1019,
    games: ['Dragon Fishing', 'Jade Sea Hunt', 'Thunder Fish', 'Pearl Diver'],
  },
  {
    provider: 'ruby-fish',
    typeId: 9,
    productCode: 1020,
    games: ['Bubble Ruby', 'Crab Catcher', 'Ruby Plinko', 'Lucky Crane'],
  },
  {
    provider: 'golden-reels',
    typeId: 9,
    productCode: 1021,
    games: ['Golden Mines', 'Coin Tower', 'Treasure Dice', 'Rocket Cashout'],
  },
  {
    provider: 'lotus-gaming',
    typeId: 10,
    productCode: 1022,
    games: ['Lotus Bingo 75', 'Lucky Ball 90', 'Speed Bingo'],
  },
  {
    provider: 'bagan-slots',
    typeId: 10,
    productCode: 1023,
    games: ['Bagan Bingo', 'Pagoda Bingo Bash', 'Sunset Bingo'],
  },
  {
    provider: 'shan-star',
    typeId: 11,
    productCode: SHAN_PRODUCT_CODE,
    gameType: SHAN_GAME_TYPE,
    engine: 'shan',
    games: ['Shan Koe Mee', 'Shan Koe Mee High Stakes'],
  },
  {
    provider: 'pagoda-poker',
    typeId: 11,
    productCode: 1024,
    games: ['Thirteen Cards', 'Myanmar Rummy', 'Ace High Duel', 'Lucky Nine'],
  },
  {
    provider: 'pagoda-poker',
    typeId: 12,
    productCode: 1025,
    games: ["Pagoda Hold'em", 'Omaha Nights', 'Caribbean Stud', 'Pagoda Video Poker', 'Jacks or Better'],
  },
  {
    provider: 'lotus-gaming',
    typeId: 12,
    productCode: 1026,
    games: ["Lotus Hold'em", 'Lotus Three Card Poker', 'Short Deck Lotus'],
  },
  {
    provider: 'golden-reels',
    typeId: 13,
    productCode: 1027,
    games: ['Scratch & Win Gold', 'Lucky Wheel', 'Hi-Lo Gold'],
  },
  {
    provider: 'bagan-slots',
    typeId: 13,
    productCode: 1028,
    games: ['Bagan Scratch Card', 'Mystery Box'],
  },
  {
    provider: 'monsoon-sports',
    typeId: 14,
    productCode: 1029,
    games: ['Monsoon eSports', 'MOBA Masters', 'Tactical Shooter Cup'],
  },
  {
    provider: 'jade-dragon',
    typeId: 14,
    productCode: 1030,
    games: ['Dragon eArena', 'Jade Racing League'],
  },
]

/** "Emperor's Jade" by Golden Reels → `gr-emperors-jade`: unique, URL-safe and readable. */
export function demoGameCode(providerShortName: string, gameName: string): string {
  const slug = gameName
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `${providerShortName.toLowerCase()}-${slug}`
}
