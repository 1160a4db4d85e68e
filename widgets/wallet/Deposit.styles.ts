import { styled } from '@shwe/ui'

// The account card keeps the same box whether it shows the account or its skeleton: a 48 px header and two
// 44 px rows, so nothing below it moves when the accounts arrive.
const HEADER = '48px'
const ROW = '44px'

/** The agent account the player pays to: service, account number and name, each copyable. */
export const Account = styled.section.withConfig({ componentId: 'Deposit_Account' })`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceRaised};
`

// Doubled class: Wallet_Card styles every h2 inside it, and this one sits inside a card.
export const AccountTitle = styled.h2.withConfig({ componentId: 'Deposit_AccountTitle' })`
  && {
    margin: 0;
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.muted};
  }
`

export const AccountHeader = styled.div.withConfig({ componentId: 'Deposit_AccountHeader' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${HEADER};
  strong {
    flex: 1;
    min-width: 0;
    font-size: 16px;
    overflow-wrap: anywhere;
  }
`

/** A payment service's logo in a fixed square, so a missing or slow picture takes the same room. */
export const Logo = styled.span.withConfig({ componentId: 'Deposit_Logo' })<{ $size?: number }>`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.gold};
  font-weight: 700;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`

export const Rows = styled.dl.withConfig({ componentId: 'Deposit_Rows' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
`

/** One copyable value: its label above it, the copy button at the end of the row. */
export const Row = styled.div.withConfig({ componentId: 'Deposit_Row' })`
  display: grid;
  align-content: center;
  min-height: ${ROW};
  dt {
    color: ${({ theme }) => theme.color.muted};
    font-size: 12px;
  }
  dd {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    font-size: 16px;
    font-variant-numeric: tabular-nums;
  }
  dd > span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  button {
    flex: none;
  }
`

/** The rows' placeholders, spaced as Rows. */
export const Skeletons = styled.div.withConfig({ componentId: 'Deposit_Skeletons' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`

/** The other accounts in the chooser: one radio per account, the whole row clickable. */
export const Choices = styled.fieldset.withConfig({ componentId: 'Deposit_Choices' })`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.muted};
    font-size: 14px;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.gold};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 2px;
  }
  input {
    flex: none;
    accent-color: ${({ theme }) => theme.color.gold};
  }
  span:last-child {
    display: grid;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`

export const FileInput = styled.input.withConfig({ componentId: 'Deposit_FileInput' })`
  box-sizing: border-box;
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px dashed ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-size: 14px;
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.gold};
    outline-offset: 1px;
  }
`

/** The chosen receipt, small, with a way to take it off again. */
export const Preview = styled.figure.withConfig({ componentId: 'Deposit_Preview' })`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  img {
    width: 72px;
    height: 96px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
`
