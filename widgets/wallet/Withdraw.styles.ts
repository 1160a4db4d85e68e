import { styled } from '@shwe/ui'

/** The payment services as logo tiles, one radio each; two or three a row on a phone, more on a desktop. */
export const PaymentTypes = styled.div.withConfig({ componentId: 'Withdraw_PaymentTypes' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    font-size: 14px;
  }
`

export const Tiles = styled.div.withConfig({ componentId: 'Withdraw_Tiles' })`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  [data-tile] {
    opacity: 0.5;
  }
  &[aria-invalid='true'] label {
    border-color: ${({ theme }) => theme.color.danger};
  }
  label,
  [data-tile] {
    position: relative;
    display: grid;
    justify-items: center;
    gap: ${({ theme }) => theme.space(1)};
    min-height: 88px;
    padding: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 2px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surfaceRaised};
    font-size: 13px;
    text-align: center;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.gold};
    color: ${({ theme }) => theme.color.gold};
    font-weight: 700;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
    margin: 0;
  }
  img,
  [data-initial] {
    display: grid;
    place-items: center;
    width: 48px;
    height: 48px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.background};
  }
`

export const GroupError = styled.small.withConfig({ componentId: 'Withdraw_GroupError' })`
  color: ${({ theme }) => theme.color.danger};
`

/** The game balance the amount comes from, and what happens to it. */
export const Note = styled.div.withConfig({ componentId: 'Withdraw_Note' })`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 3px solid ${({ theme }) => theme.color.gold};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-size: 13px;
  p {
    margin: 0;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
`

export const Balance = styled.p.withConfig({ componentId: 'Withdraw_Balance' })`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 14px;
`
