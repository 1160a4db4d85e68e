import { Dialog, type DialogProps } from './Dialog.tsx'

export type ModalProps = Omit<DialogProps, 'open'>

/** A dialog that is open for as long as it is rendered: mount it to open, unmount it on `onClose`. */
export function Modal(props: ModalProps) {
  return <Dialog open {...props} />
}
