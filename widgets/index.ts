export { Account, type AccountProps } from './account/index.ts'
export { AppShell, type AppShellProps, LanguagePicker, LoginScreen } from './app-shell/index.ts'
export { Catalogue, type CatalogueProps } from './catalogue/index.ts'
export { Content, type ContentProps } from './content/index.ts'
export { DigitGame, type DigitGameProps } from './digit-game/index.ts'
export { Leaderboard, rankRows } from './leaderboard/index.ts'
export { useNavigate, useRuntime, useScreen, useSignIn } from './platform/root-context.ts'
export {
  configureRuntime,
  createRuntime,
  getRuntime,
  type NavigateEventDetail,
  type Runtime,
  type RuntimeOptions,
} from './platform/runtime.ts'
export {
  WidgetRoot,
  type WidgetRootProps,
  withWidgetRoot,
} from './platform/WidgetRoot.tsx'
export { Promotions, type PromotionsProps } from './promotions/index.ts'
export { ThreeDBoard, type ThreeDBoardProps } from './three-d/index.ts'
export { TwoDBoard, type TwoDBoardProps } from './two-d/index.ts'
export { Wallet, type WalletProps } from './wallet/index.ts'
export { Winners, type WinnersProps } from './winners/index.ts'
