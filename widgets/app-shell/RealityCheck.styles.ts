import { styled } from '@shwe/ui'
import { RouteLink } from '../platform/RouteLink.tsx'

export { MeterSpace } from './AppShell.styles.ts'

/** This sign-in's length and net position, on two short lines; a press opens Play safe. */
export const Meter = styled(RouteLink).withConfig({ componentId: 'AppShell_Meter' })`
  display: inline-flex;
  flex: none;
  flex-direction: column;
  align-items: flex-end;
  justify-content: center;
  min-width: 56px;
  min-height: 36px;
  padding: 2px 4px;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.muted};
  font: 600 12px/1.3 ${({ theme }) => theme.font.body};
  font-variant-numeric: tabular-nums;
  text-decoration: none;
  white-space: nowrap;
  & > span {
    display: inline-flex;
    align-items: center;
    gap: 3px;
  }
  & > span[data-tone='up'] {
    color: ${({ theme }) => theme.color.text};
  }
  &:hover {
    color: ${({ theme }) => theme.color.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** The reality check's figures: staked, won and net, one per row. */
export const RealityFigures = styled.dl.withConfig({ componentId: 'AppShell_RealityFigures' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(4)} 0;
  & > div {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceRaised};
  }
  & dt {
    color: ${({ theme }) => theme.color.muted};
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`

export const RealityActions = styled.div.withConfig({ componentId: 'AppShell_RealityActions' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`

// The dialogs' lead paragraph, as the guest credentials have it: a copy of its own loads with the check alone.
export const Lead = styled.p.withConfig({ componentId: 'AppShell_RealityLead' })`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.color.muted};
`
