/**
 * Modal `<dialog>` behaviour for jsdom, which knows the element and its `open` attribute but has neither
 * `showModal()` nor `close()`. It covers what components rely on: the `open` attribute, a stack of modal
 * dialogs, Escape firing a cancelable `cancel` event at the topmost one (which closes it unless cancelled),
 * the `close` event and `returnValue`. There is no top layer and no inertness; browsers bring both.
 * Does nothing where the element is already complete.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const modals: HTMLDialogElement[] = []
  const returnValues = new WeakMap<HTMLDialogElement, string>()

  const invalidState = (message: string) => new DOMException(message, 'InvalidStateError')

  Object.defineProperties(HTMLDialogElement.prototype, {
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return returnValues.get(this) ?? ''
      },
      set(this: HTMLDialogElement, value: string) {
        returnValues.set(this, String(value))
      },
    },
    show: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (this.open) return
        this.setAttribute('open', '')
      },
    },
    showModal: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement) {
        if (this.open) {
          if (modals.includes(this)) return
          throw invalidState('The dialog is already open as a non-modal dialog.')
        }
        if (!this.isConnected) throw invalidState('The dialog is not in a document.')
        this.setAttribute('open', '')
        modals.push(this)
      },
    },
    close: {
      configurable: true,
      writable: true,
      value(this: HTMLDialogElement, returnValue?: string) {
        if (!this.open) return
        this.removeAttribute('open')
        const index = modals.indexOf(this)
        if (index !== -1) modals.splice(index, 1)
        if (returnValue !== undefined) this.returnValue = returnValue
        this.dispatchEvent(new Event('close'))
      },
    },
  })

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    const top = modals.findLast((dialog) => dialog.isConnected && dialog.open)
    if (!top) return
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close()
  })
}

export {}
