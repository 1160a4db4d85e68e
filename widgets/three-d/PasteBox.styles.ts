import { styled } from '@shwe/ui'

/** The slip's text; its height is the one the paste box's placeholder keeps while the box loads. */
export const TextArea = styled.textarea.withConfig({ componentId: 'threeD_PasteText' })`
  box-sizing: border-box;
  min-height: 112px;
  padding: 8px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  font: 15px ${({ theme }) => theme.font.body};
  resize: vertical;
`

export const Problems = styled.ul.withConfig({ componentId: 'threeD_PasteProblems' })`
  margin: 4px 0 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.color.danger};
  font-size: 13px;
`
