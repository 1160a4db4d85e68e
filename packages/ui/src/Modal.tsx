import { type ReactNode, useEffect, useId, useRef } from 'react'
import { styled } from 'styled-components'

const Backdrop = styled.div.withConfig({ componentId: 'ui-ModalBackdrop' })`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgb(0 0 0 / 60%);
  animation: ui-fade 150ms ease-out;
  @keyframes ui-fade {
    from { opacity: 0; }
  }
`

const Panel = styled.div.withConfig({ componentId: 'ui-ModalPanel' })`
  width: min(420px, 100%);
  max-height: calc(100vh - 32px);
  overflow: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.body};
`

const Header = styled.div.withConfig({ componentId: 'ui-ModalHeader' })`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: 18px;
  }
`

const Close = styled.button.withConfig({ componentId: 'ui-ModalClose' })`
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.muted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`

export interface ModalProps {
  title: string
  closeLabel: string
  onClose: () => void
  children: ReactNode
}

/** A dialog over the page: Escape, the backdrop and the close button dismiss it; focus moves into it. */
export function Modal({ title, closeLabel, onClose, children }: ModalProps) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.querySelector<HTMLElement>('input, button:not([data-close])')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose()
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <Close data-close aria-label={closeLabel} onClick={onClose}>
            ×
          </Close>
        </Header>
        {children}
      </Panel>
    </Backdrop>
  )
}
