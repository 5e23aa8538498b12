import { ACCOUNT_TEXT, DIALOG_TEXT, REFUSAL_CODE } from '@gaokao/contracts'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api-client'
import { closeLogin, dialogs, openLogin } from '../../../stores/dialogs'
import LoginDialog from './LoginDialog'

const register = vi.fn()
const changePassword = vi.fn()
vi.mock('../api/account', () => ({
  accountApi: {
    register: (...args: unknown[]) => register(...args),
    changePassword: (...args: unknown[]) => changePassword(...args),
  },
}))

const PHONE = '13912345678'
const CODE = '246810'

afterEach(() => {
  closeLogin()
  vi.clearAllMocks()
})

function formNamed(name: string) {
  return screen.getByRole('form', { name })
}

function fill(form: HTMLElement, field: string, value: string) {
  const input = form.querySelector<HTMLInputElement>(`input#${field}`)
  if (!input) throw new Error(`no ${field} field`)
  fireEvent.change(input, { target: { value } })
}

const fieldValue = (form: HTMLElement, field: string) => form.querySelector<HTMLInputElement>(`input#${field}`)?.value

/**
 * The upstream tells a phone's owner, once the code is proved, that they are
 * in the wrong form, and leaves the code valid (docs/account-enumeration.md):
 * the dialog takes them to the right one with phone and code filled in.
 */
describe('the login dialog after a refusal that names the right form', () => {
  it('moves a registered phone from 注册 to 验证码登录 with its phone and code', async () => {
    register.mockRejectedValue(new ApiError(ACCOUNT_TEXT.phoneRegistered, REFUSAL_CODE.phoneRegistered, 200))
    openLogin('3')
    render(<LoginDialog />)
    const form = await waitFor(() => formNamed(DIALOG_TEXT.registerTitle))
    fill(form, 'phone', PHONE)
    fill(form, 'verifyCode', CODE)
    fill(form, 'password', 'secret123')
    fill(form, 'againPassword', 'secret123')
    fireEvent.click(within(form).getByText(ACCOUNT_TEXT.agreementPrefix))
    fireEvent.click(within(form).getByRole('button', { name: ACCOUNT_TEXT.register }))

    const login = await waitFor(() => formNamed(DIALOG_TEXT.loginTabCode))
    expect(register).toHaveBeenCalledWith(PHONE, CODE, 'secret123')
    expect(dialogs.login).toMatchObject({ open: true, mode: '1', tab: '1' })
    expect(fieldValue(login, 'phone')).toBe(PHONE)
    expect(fieldValue(login, 'verifyCode')).toBe(CODE)
  })

  it('moves an unknown phone from 修改密码 to 注册 with its phone and code, never the password', async () => {
    changePassword.mockRejectedValue(
      new ApiError(ACCOUNT_TEXT.phoneNotRegistered, REFUSAL_CODE.phoneNotRegistered, 200),
    )
    openLogin('2')
    render(<LoginDialog />)
    const form = await waitFor(() => formNamed(DIALOG_TEXT.modifyPasswordTitle))
    fill(form, 'phone', PHONE)
    fill(form, 'verifyCode', CODE)
    fill(form, 'password', 'secret123')
    fill(form, 'againPassword', 'secret123')
    fireEvent.click(within(form).getByRole('button', { name: DIALOG_TEXT.modifyPasswordTitle }))

    const registration = await waitFor(() => formNamed(DIALOG_TEXT.registerTitle))
    expect(dialogs.login.mode).toBe('3')
    expect(fieldValue(registration, 'phone')).toBe(PHONE)
    expect(fieldValue(registration, 'verifyCode')).toBe(CODE)
    expect(fieldValue(registration, 'password')).toBe('')
  })

  it('stays in the form after any other refusal', async () => {
    register.mockRejectedValue(new ApiError(ACCOUNT_TEXT.codeWrong, REFUSAL_CODE.codeWrong, 200))
    openLogin('3')
    render(<LoginDialog />)
    const form = await waitFor(() => formNamed(DIALOG_TEXT.registerTitle))
    fill(form, 'phone', PHONE)
    fill(form, 'verifyCode', CODE)
    fill(form, 'password', 'secret123')
    fill(form, 'againPassword', 'secret123')
    fireEvent.click(within(form).getByText(ACCOUNT_TEXT.agreementPrefix))
    fireEvent.click(within(form).getByRole('button', { name: ACCOUNT_TEXT.register }))
    await waitFor(() => expect(register).toHaveBeenCalledTimes(1))
    expect(dialogs.login.mode).toBe('3')
  })
})
