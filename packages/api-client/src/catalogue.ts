import {
  type GameListItem,
  type GameProduct,
  type GameType,
  type LaunchedGame,
  type LaunchedShan,
  type LaunchGamePayload,
  paths,
  type ShanLaunchPayload,
} from '@shwe/contract'
import { type Call, fillPath, withQuery } from './request.ts'

/** The game catalogue and game launches. */
export function catalogueCalls(call: Call) {
  return {
    /** Lists the game types in order, each with its products. */
    gameTypes: () => call<GameType[]>('GET', paths.gameTypes),
    /** Lists the products of one game type, by its code (e.g. `SLOT`). */
    providers: (typeCode: string) => call<GameProduct[]>('GET', fillPath(paths.providers, { typeCode })),
    /** Lists one page (20 games) of a product's games in a game type, optionally searched by name. */
    gameList: (typeId: number, providerId: number, page = 1, options: { gameName?: string } = {}) =>
      call<GameListItem[]>(
        'GET',
        withQuery(fillPath(paths.gameList, { typeId, providerId }), { page, game_name: options.gameName }),
      ),
    /** Lists the hot games shown on the home page. */
    hotGames: () => call<GameListItem[]>('GET', paths.hotGames),
    /** Opens a game for the player: answers a URL to open, or a page to write into a new window. */
    launchGame: (payload: LaunchGamePayload) => call<LaunchedGame>('POST', paths.launchGame, payload),
    /** Opens the Shan card game for the player: answers the URL to open. */
    launchShan: (payload: ShanLaunchPayload) => call<LaunchedShan>('POST', paths.launchShan, payload),
  }
}
