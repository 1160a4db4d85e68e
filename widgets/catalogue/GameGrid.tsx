import type { GameListItem } from '@shwe/contract'
import { Spinner, useT } from '@shwe/ui'
import * as S from './GameGrid.styles.ts'
import { Picture } from './Picture.tsx'
import { CATALOGUE } from './texts.ts'
import { useLaunch } from './use-launch.ts'

export interface GameGridProps {
  games: readonly GameListItem[]
  /** Hot games: 6 columns from 768px. */
  isHot?: boolean
  /** Demo play shows pictures only; elsewhere a press launches the game. */
  isPlayable?: boolean
}

/** Games as picture cards, 3/4/6 columns; a press opens the game, and a failed launch shows above the grid. */
export function GameGrid({ games, isHot = false, isPlayable = true }: GameGridProps) {
  const { t } = useT(CATALOGUE)
  const { launchingId, error, launch } = useLaunch()
  return (
    <>
      {error && <S.LaunchError role="alert">{error}</S.LaunchError>}
      <S.GameGrid $hot={isHot}>
        {games.map((game) => {
          const picture = <Picture src={game.image_url} ratio="1 / 1" width={300} height={300} alt="" />
          const name = <S.GameName>{game.game_name}</S.GameName>
          if (!isPlayable) {
            return (
              <li key={game.id}>
                <S.GameTile>
                  {picture}
                  <figcaption>{name}</figcaption>
                </S.GameTile>
              </li>
            )
          }
          const isLaunching = launchingId === game.id
          return (
            <li key={game.id}>
              <S.GameButton
                type="button"
                onClick={() => launch(game)}
                disabled={isLaunching}
                aria-busy={isLaunching}
                aria-label={
                  isLaunching
                    ? t('launch.launching', { name: game.game_name })
                    : t('games.play', { name: game.game_name })
                }
              >
                {picture}
                {name}
                {isLaunching && (
                  <S.Launching>
                    <Spinner />
                  </S.Launching>
                )}
              </S.GameButton>
            </li>
          )
        })}
      </S.GameGrid>
    </>
  )
}
