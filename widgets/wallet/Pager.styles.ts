import { css, styled } from '@shwe/ui'

const phone = ({ theme }: { theme: { breakpoint: { md: string } } }) => `(max-width: ${theme.breakpoint.md})`

export const Pager = styled.nav.withConfig({ componentId: 'Log_Pager' })`
  ol {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
  }
`

const pagerControl = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 40px;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font: 600 14px/1 ${({ theme }) => theme.font.body};
  font-variant-numeric: tabular-nums;
  @media ${phone} {
    min-width: 36px;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space(2)};
  }
`

export const PageButton = styled.button
  .withConfig({ componentId: 'Log_PageButton' })
  .attrs({ type: 'button' })`
  ${pagerControl}
  border: 1px solid ${({ theme }) => theme.color.border};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-current='page'] {
    border-color: ${({ theme }) => theme.color.gold};
    background: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.onGold};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
`

/** Previous and Next in words beside their arrows; on phones only the arrows show, the words stay their names. */
export const PageWord = styled.span.withConfig({ componentId: 'Log_PageWord' })`
  @media ${phone} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`

export const PageGap = styled.span.withConfig({ componentId: 'Log_PageGap' })`
  ${pagerControl}
  min-width: 24px;
  padding: 0;
  color: ${({ theme }) => theme.color.muted};
  @media ${phone} {
    min-width: 20px;
    padding: 0;
  }
`
