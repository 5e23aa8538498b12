/**
 * A ref for an element inside a Semi dialog that names the dialog `name`
 * itself. Semi labels every dialog by one fixed element id
 * (semi-modal-title), so a dialog opened over another (the agreement over the
 * login) was announced with the name of the one under it. React does not
 * rewrite the attribute afterwards: Semi passes it the same value on every
 * render.
 */
export function namesItsDialog(name: string): (element: HTMLElement | null) => void {
  return (element) => {
    const dialog = element?.closest('[role="dialog"]')
    if (!dialog) return
    dialog.removeAttribute('aria-labelledby')
    dialog.setAttribute('aria-label', name)
  }
}
