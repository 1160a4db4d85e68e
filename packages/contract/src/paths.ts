/**
 * Endpoint paths, relative to the API base (`{host}/api`), by product area, spelled exactly as the server
 * mounts them. `:name` marks a path parameter; clients fill it in URI-encoded.
 */
export const pathsByArea = {
  accounts: {
    login: '/login',
    logout: '/logout',
    user: '/user',
    register: '/register',
    guestRegister: '/guest-register',
    changePassword: '/change-password',
  },
  catalogue: {
    gameTypes: '/game_types',
    providers: '/providers/:typeCode',
    gameList: '/game_lists/:typeId/:providerId',
    hotGames: '/hot_game_lists',
    launchGame: '/seamless/launch-game',
    launchShan: '/shankomee/launch-game',
  },
  content: {
    banners: '/banner',
    bannerText: '/banner_Text',
    popupAdsBanner: '/popup-ads-banner',
    promotions: '/promotion',
    contact: '/contact',
    videoAds: '/videoads',
    winnerText: '/winnerText',
    topTenWithdraw: '/toptenwithdraw',
  },
  wallet: {
    exchangeMainToGame: '/exchange-main-to-game',
    exchangeGameToMain: '/exchange-game-to-main',
    exchangeLog: '/exchange-transactions-log',
    paymentTypes: '/paymentTypefinicial',
    banks: '/banks',
    agentPaymentTypes: '/agent-payment-type',
    userPayment: '/user-payment',
    deposit: '/depositfinicial',
    withdraw: '/withdrawfinicial',
    depositLog: '/depositlogfinicial',
    withdrawLog: '/withdrawlogfinicial',
    depositRequestLog: '/transaction/deposit-requestlog',
    withdrawRequestLog: '/transaction/withdraw-requestlog',
    gameLogs: '/player/game-logs',
  },
  care: {
    /** Read with GET, changed with POST (the client's `limits` and `saveLimits`). */
    limits: '/limits',
    coolOff: '/cool-off',
    selfExclusion: '/self-exclusion',
    /** This sign-in's length, stakes, wins and net position, and the chosen reality-check interval. */
    realityCheck: '/reality-check',
  },
  push: {
    /** The VAPID public key a browser subscribes with. */
    pushPublicKey: '/push/public-key',
    /** POST stores this device's subscription, DELETE removes it (the client's `subscribe`, `unsubscribe`). */
    pushSubscriptions: '/push/subscriptions',
  },
  twoD: {
    twoDLive: '/2d/live',
    /** Server-sent events: one `live` event with the snapshot at once, then one per change. */
    twoDLiveStream: '/2d/live/stream',
    twoDDrawInfo: '/twod/draw-info',
    twoDNumbers: '/twod/numbers',
    twoDBet: '/twod-bet',
    twoDMorningSlips: '/twod-bet-slips',
    twoDEveningSlips: '/evening-twod-bet-slips',
    twoDWinners: '/two-d-daily-winners',
  },
  threeD: {
    threeDDrawInfo: '/threed/draw-info',
    threeDNumbers: '/threed/numbers',
    threeDBet: '/threed-bet',
    threeDHistory: '/threed-bet/history',
    threeDWinners: '/threed-daily-winners',
  },
  digit: {
    digitBet: '/digitbet',
    digitHistory: '/digitbet/history',
    digitFairness: '/digitbet/fairness',
    digitRotateSeed: '/digitbet/fairness/rotate',
  },
} as const

/** Every path of every area in one flat map; each key names one call. */
export const paths = {
  ...pathsByArea.accounts,
  ...pathsByArea.catalogue,
  ...pathsByArea.content,
  ...pathsByArea.wallet,
  ...pathsByArea.care,
  ...pathsByArea.push,
  ...pathsByArea.twoD,
  ...pathsByArea.threeD,
  ...pathsByArea.digit,
} as const

/** The names of the `:name` parameters of a path pattern, e.g. `'typeId' | 'providerId'`. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never
