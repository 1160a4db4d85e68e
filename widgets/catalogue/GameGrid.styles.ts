import { css, styled } from '@shwe/ui'
import { focusRing, lg, md } from './Catalogue.styles.ts'

/** 3 columns below 768px, 4 below 1200px, 6 from there; hot games have 6 from 768px. */
export const GameGrid = styled.ul.withConfig({ componentId: 'Catalogue_GameGrid' })<{ $hot?: boolean }>`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: ${md}) {
    grid-template-columns: repeat(${({ $hot }) => ($hot ? 6 : 4)}, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(3)};
  }
  @media (min-width: ${lg}) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`

const card = css`
  position: relative;
  box-sizing: border-box;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: 600 12px/1.3 ${({ theme }) => theme.font.body};
  text-align: center;
`

export const GameButton = styled.button.withConfig({ componentId: 'Catalogue_GameButton' })`
  ${card}
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.gold};
  }
  &:disabled {
    cursor: progress;
  }
  ${focusRing}
`

export const GameTile = styled.figure.withConfig({ componentId: 'Catalogue_GameTile' })`
  ${card}
  margin: 0;
`

export const GameName = styled.span.withConfig({ componentId: 'Catalogue_GameName' })`
  display: -webkit-box;
  min-height: 2.6em;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`

/** Covers a game's picture while it launches. */
export const Launching = styled.span.withConfig({ componentId: 'Catalogue_Launching' })`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  border-radius: inherit;
  background: rgb(0 0 0 / 55%);
  color: ${({ theme }) => theme.color.gold};
  font-size: 28px;
`

export const LaunchError = styled.div.withConfig({ componentId: 'Catalogue_LaunchError' })`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.danger};
  background: rgb(248 113 113 / 12%);
  color: ${({ theme }) => theme.color.danger};
  font-size: 14px;
  overflow-wrap: anywhere;
`
