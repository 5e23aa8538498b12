import { ACCOUNT_TEXT, AGREEMENT, DIALOG_TEXT } from '@gaokao/contracts'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAgreement, closeLogin, dialogs, openLogin } from '../../stores/dialogs'
import { Dialogs } from './Dialogs'

vi.mock('./use-page-needs-province', () => ({ usePageNeedsProvince: () => false }))

const PHONE = '13912345678'

afterEach(() => {
  closeAgreement()
  closeLogin()
})

const phoneValue = (form: HTMLElement) => form.querySelector<HTMLInputElement>('input#phone')?.value
const ticked = (form: HTMLElement) => within(form).getByRole('checkbox').getAttribute('aria-checked')

/** Opens the login dialog, types a phone, ticks the agreement and opens it over the form. */
async function formWithAgreementOpen() {
  render(<Dialogs />)
  openLogin()
  const form = await screen.findByRole('form', { name: DIALOG_TEXT.loginTabCode }, { timeout: 40_000 })
  const phone = form.querySelector<HTMLInputElement>('input#phone')
  if (!phone) throw new Error('no phone field')
  fireEvent.change(phone, { target: { value: PHONE } })
  fireEvent.click(within(form).getByText(ACCOUNT_TEXT.agreementPrefix))
  fireEvent.click(within(form).getByRole('button', { name: `《${AGREEMENT.title}》` }))
  await waitFor(() => expect(document.body.textContent).toContain(AGREEMENT.clauses[0]?.heading), { timeout: 10_000 })
  return form
}

// The dialogs' code loads on first use, which takes a while in jsdom: more than
// 10 s on a loaded two-core CI machine, where the first login dialog came too late.
describe('the agreement opened over the login dialog', { timeout: 60_000 }, () => {
  it('leaves the form as it was: the phone typed and the box ticked', async () => {
    const form = await formWithAgreementOpen()
    // The agreement's code loading must not hide (and so unregister) the login form's fields.
    await waitFor(() => expect(form.isConnected).toBe(true))
    expect(phoneValue(form)).toBe(PHONE)
    expect(ticked(form)).toBe('true')

    closeAgreement()
    await waitFor(() => expect(dialogs.agreement.open).toBe(false))
    expect(phoneValue(form)).toBe(PHONE)
    expect(ticked(form)).toBe('true')
  })

  it('is named by its own title, not by the login dialog under it', async () => {
    await formWithAgreementOpen()
    // Semi labels every dialog by one element id (semi-modal-title): the first in the document won.
    expect(screen.getByRole('dialog', { name: AGREEMENT.title })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: ACCOUNT_TEXT.login })).toBeTruthy()
  })

  it('is the only dialog Esc closes', async () => {
    await formWithAgreementOpen()
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(dialogs.agreement.open).toBe(false))
    expect(dialogs.login.open).toBe(true)

    // With the agreement gone, Esc closes the login dialog.
    fireEvent.keyDown(document, { key: 'Escape', keyCode: 27 })
    await waitFor(() => expect(dialogs.login.open).toBe(false))
  })
})
