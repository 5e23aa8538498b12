import { createHash } from 'node:crypto'
import {
  ACCOUNT_TEXT,
  AGREEMENT,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  DIALOG_TEXT,
  MESSAGE_TEXT,
  VALIDATION_TEXT,
} from '@gaokao/contracts'
import { describe, expect, inject, it } from 'vitest'
import {
  ageVerifyCodes,
  DEMO_NON_MEMBER,
  fieldErrors,
  freshPhone,
  logOutFromMenu,
  requestDemoCode,
  tick,
  toastTexts,
} from './support/account'
import { useBrowser } from './support/browser'
import {
  AGREE,
  fillStudentForm,
  form,
  loginButton,
  markDocument,
  openLoginDialog,
  pick,
  visitorAt,
  waitForReload,
} from './support/login-dialog'
import { settled, snapshot } from './support/settled'
import { registerStudent, STUDENT_PASSWORD } from './support/student'

const browser = useBrowser()
const startAt = visitorAt(browser)

describe('registration and the student profile', () => {
  it('registers a new phone with the demo code, fills a 3+1+2 profile, keeps the session over a reload, logs out', async () => {
    const { page, context } = await startAt('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: ACCOUNT_TEXT.goRegister }).click()
    const register = form(page, DIALOG_TEXT.registerTitle)
    await register.getByLabel('手机号', { exact: true }).fill(freshPhone())
    const code = await requestDemoCode(register)
    await expect.poll(() => register.getByRole('button', { name: /^重新发送\(\d+\)$/ }).isVisible()).toBe(true)
    await register.getByLabel('验证码', { exact: true }).fill(code)
    await register.getByLabel('密码', { exact: true }).fill('secret123')
    await register.getByLabel(ACCOUNT_TEXT.confirmPassword, { exact: true }).fill('secret123')
    await tick(register, AGREE)
    await markDocument(page)
    await register.getByRole('button', { name: ACCOUNT_TEXT.register, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.registered)
    await waitForReload(page)

    // After the reload the user has a phone but no score: the student form asks for one.
    await fillStudentForm(page, {
      province: '江苏（3+1+2）',
      firstChoice: '物理',
      subjects: ['化学', '生物'],
      score: '600',
    })
    expect(await page.evaluate(() => document.cookie)).not.toContain('token')
    const cookies = await context.cookies()
    const token = cookies.find((c) => c.name === 'token')
    expect(token?.httpOnly).toBe(true)
    expect(token?.sameSite).toBe('Lax')

    await page.reload()
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: '测试同学' }).isVisible()).toBe(true)
    await snapshot(page, 'account-logged-in.png')

    await logOutFromMenu(page, '测试同学')
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.loggedOut)
    await expect.poll(() => loginButton(page).isVisible()).toBe(true)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    expect(await page.evaluate(() => localStorage.getItem('gb-web-province'))).toBe('"江苏"')
  })

  it('fills a 3+3 profile by code login of a new phone', async () => {
    const { page } = await startAt('/', '山东')
    await openLoginDialog(page)
    const login = form(page, DIALOG_TEXT.loginTabCode)
    await login.getByLabel('手机号', { exact: true }).fill(freshPhone())
    await login.getByLabel('验证码', { exact: true }).fill(await requestDemoCode(login))
    await tick(login, AGREE)
    await markDocument(page)
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await waitForReload(page)
    await fillStudentForm(page, {
      province: '山东（3+3）',
      subjects: ['物理', '化学', '地理'],
      score: '575',
      searchLocality: true,
    })
  })
})

describe('password login and its refusals', () => {
  it('logs in the demo account; a wrong password and a wrong code get their messages', async () => {
    const { page } = await startAt('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
    const passwordForm = form(page, DIALOG_TEXT.loginTabPassword)
    await passwordForm.getByLabel('手机号', { exact: true }).fill('13800000002')
    await passwordForm.getByLabel('密码', { exact: true }).fill('wrong-password')
    await tick(passwordForm, AGREE)
    await passwordForm.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(ACCOUNT_TEXT.loginFailed)

    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).click()
    const codeForm = form(page, DIALOG_TEXT.loginTabCode)
    await codeForm.getByLabel('手机号', { exact: true }).fill(freshPhone())
    const code = await requestDemoCode(codeForm)
    await codeForm.getByLabel('验证码', { exact: true }).fill(code === '000000' ? '111111' : '000000')
    await tick(codeForm, AGREE)
    await codeForm.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(ACCOUNT_TEXT.codeWrong)

    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
    await passwordForm.getByLabel('密码', { exact: true }).fill('demo1234')
    await passwordForm.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: '李雪' }).isVisible(), { timeout: 15_000 })
      .toBe(true)
  })

  it('changes the password through 忘记密码; the old one is then refused', async () => {
    const baseUrl = inject('baseUrl')
    const phone = freshPhone()
    // Register through the API, as another device would.
    const headers = { 'content-type': 'application/json', [CLIENT_HEADER]: CLIENT_HEADER_VALUE, origin: baseUrl }
    const md5 = (s: string) => createHash('md5').update(s).digest('hex')
    const sent = await (
      await fetch(`${baseUrl}/api/v1/web/sendVerifyCode`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ phone, isSignIn: '1' }),
      })
    ).json()
    const reg = await fetch(`${baseUrl}/api/v1/web/userRegistration`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ phone, verifyCode: sent.data.demoCode, passWord: md5('first-pass') }),
    })
    expect((await reg.json()).code).toBe(0)
    ageVerifyCodes(phone)

    const { page } = await startAt('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
    await dialog.getByRole('button', { name: DIALOG_TEXT.forgotPassword }).click()
    const change = form(page, DIALOG_TEXT.modifyPasswordTitle)
    await change.getByLabel('手机号', { exact: true }).fill(phone)
    await change.getByLabel('验证码', { exact: true }).fill(await requestDemoCode(change))
    await change.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill('second-pass')
    await change.getByLabel(ACCOUNT_TEXT.confirmPassword, { exact: true }).fill('second-pass')
    await change.getByRole('button', { name: DIALOG_TEXT.modifyPasswordTitle }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.passwordChanged)

    // Back on the password tab: the old password is refused, the new one works.
    const login = form(page, DIALOG_TEXT.loginTabPassword)
    await login.getByLabel('手机号', { exact: true }).fill(phone)
    await login.getByLabel('密码', { exact: true }).fill('first-pass')
    await tick(login, AGREE)
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(ACCOUNT_TEXT.loginFailed)
  })
})

describe('the password change of a logged-in student', () => {
  it('logs them out with 密码修改成功，请重新登录; then the new password logs in and the old one is refused', async () => {
    const session = await browser.open()
    const phone = await registerStudent(session, {
      name: '改密同学',
      province: '江苏',
      xk: '物/化/生',
      score: 600,
      localArea: ['320000', '320100'],
    })
    ageVerifyCodes(phone)
    const { page, context } = session
    await page.goto('/personal')
    await page.getByRole('button', { name: DIALOG_TEXT.modifyPasswordTitle }).click()

    // The phone is the student's own, fixed.
    const change = form(page, DIALOG_TEXT.modifyPasswordTitle)
    const phoneField = change.getByLabel('手机号', { exact: true })
    await expect.poll(() => phoneField.inputValue()).toBe(phone)
    expect(await phoneField.isDisabled()).toBe(true)
    await change.getByLabel('验证码', { exact: true }).fill(await requestDemoCode(change))
    await change.getByLabel(ACCOUNT_TEXT.newPassword, { exact: true }).fill('changed-pass')
    await change.getByLabel(ACCOUNT_TEXT.confirmPassword, { exact: true }).fill('changed-pass')
    await change.getByRole('button', { name: DIALOG_TEXT.modifyPasswordTitle }).click()

    // Logged out, asked to log in again on the password tab.
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.passwordChanged)
    expect(MESSAGE_TEXT.passwordChanged).toBe('密码修改成功，请重新登录')
    await expect.poll(() => loginButton(page).isVisible()).toBe(true)
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined()
    const login = form(page, DIALOG_TEXT.loginTabPassword)
    await expect.poll(() => login.isVisible()).toBe(true)

    await login.getByLabel('手机号', { exact: true }).fill(phone)
    await login.getByLabel('密码', { exact: true }).fill(STUDENT_PASSWORD)
    await tick(login, AGREE)
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(ACCOUNT_TEXT.loginFailed)

    await login.getByLabel('密码', { exact: true }).fill('changed-pass')
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await expect
      .poll(() => page.getByRole('banner').getByRole('button', { name: '改密同学' }).isVisible(), { timeout: 15_000 })
      .toBe(true)
  })
})

describe('the user agreement from the login dialog', () => {
  it('opens about 1100 px wide with its six clauses, scrolls within 75% of the viewport, and closes', async () => {
    const { page } = await startAt('/')
    await openLoginDialog(page)
    await page
      .getByRole('button', { name: `《${AGREEMENT.title}》` })
      .first()
      .click()
    const agreement = page.getByRole('dialog', { name: AGREEMENT.title })
    await expect.poll(() => agreement.isVisible()).toBe(true)
    expect(AGREEMENT.clauses).toHaveLength(6)
    for (const clause of AGREEMENT.clauses) {
      expect(await agreement.getByRole('heading', { name: clause.heading, exact: true }).count()).toBe(1)
      expect(await agreement.getByText(clause.text, { exact: true }).count()).toBe(1)
    }
    // Measured once it has come to rest: it scales in, and a loaded machine measured it mid-way (983 px).
    const box = await (await settled(agreement)).boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(1050)
    expect(box?.width).toBeLessThanOrEqual(1150)
    // The text scrolls inside the dialog, within 75% of the viewport's height.
    const scroller = await agreement.locator('.semi-modal-body').evaluate((e) => {
      const style = getComputedStyle(e)
      return { maxHeight: Number.parseFloat(style.maxHeight), overflowY: style.overflowY, viewport: innerHeight }
    })
    expect(scroller.overflowY).toBe('auto')
    expect(scroller.maxHeight).toBeCloseTo(scroller.viewport * 0.75, 0)
    await snapshot(page, 'account-agreement.png')

    // The close icon closes the agreement; the login dialog stays.
    await agreement.getByRole('button', { name: 'close', exact: true }).click()
    await expect.poll(() => agreement.count()).toBe(0)
    expect(await page.getByRole('dialog', { name: ACCOUNT_TEXT.login }).isVisible()).toBe(true)
  })
})

describe('the validation messages, exactly', () => {
  it('shows every login-form message', async () => {
    const { page } = await startAt('/')
    const dialog = await openLoginDialog(page)
    await dialog.getByRole('button', { name: ACCOUNT_TEXT.goRegister }).click()
    const register = form(page, DIALOG_TEXT.registerTitle)
    await register.getByRole('button', { name: ACCOUNT_TEXT.register, exact: true }).click()
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(
        expect.arrayContaining([
          VALIDATION_TEXT.phoneRequired,
          VALIDATION_TEXT.codeRequired,
          VALIDATION_TEXT.passwordRequired,
        ]),
      )
    await register.getByLabel('手机号', { exact: true }).fill('12345678901')
    await register.getByLabel('密码', { exact: true }).fill('123')
    await register.getByLabel(ACCOUNT_TEXT.confirmPassword, { exact: true }).fill('1234567')
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(
        expect.arrayContaining([
          VALIDATION_TEXT.phoneInvalid,
          VALIDATION_TEXT.passwordLength,
          VALIDATION_TEXT.passwordMismatch,
        ]),
      )
    // A valid form without the agreement ticked gets the warning.
    await register.getByLabel('手机号', { exact: true }).fill(freshPhone())
    await register.getByLabel('验证码', { exact: true }).fill('123456')
    await register.getByLabel('密码', { exact: true }).fill('1234567')
    await register.getByRole('button', { name: ACCOUNT_TEXT.register, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(VALIDATION_TEXT.agreementRequired)
  })

  it('shows the student-form messages', async () => {
    const { page } = await startAt('/')
    await openLoginDialog(page)
    const login = form(page, DIALOG_TEXT.loginTabCode)
    await login.getByLabel('手机号', { exact: true }).fill(freshPhone())
    await login.getByLabel('验证码', { exact: true }).fill(await requestDemoCode(login))
    await tick(login, AGREE)
    await markDocument(page)
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await waitForReload(page)
    const student = page.getByRole('dialog', { name: DIALOG_TEXT.studentInfoTitle })
    await expect.poll(() => student.isVisible(), { timeout: 15_000 }).toBe(true)
    // Save is disabled while there is no rank.
    expect(await student.getByRole('button', { name: DIALOG_TEXT.saveInfo }).isDisabled()).toBe(true)
    await student.getByLabel('高考分数', { exact: true }).fill('800')
    await expect.poll(() => fieldErrors(page)).toContain(VALIDATION_TEXT.scoreRange)
    await student.getByLabel('高考分数', { exact: true }).fill('')
    await expect.poll(() => fieldErrors(page)).toContain(VALIDATION_TEXT.scoreRequired)
    await pick(page, 'province', '江苏（3+1+2）')
    await tick(student, '物理')
    await tick(student, '化学')
    await expect.poll(() => fieldErrors(page)).toContain(VALIDATION_TEXT.subjectCount)
    await tick(student, '生物')
    // A score above anyone's: the lookup finds no rank.
    await student.getByLabel('高考分数', { exact: true }).fill('749')
    await expect
      .poll(async () => student.locator('output').textContent(), { timeout: 10_000 })
      .toBe(VALIDATION_TEXT.rankNotFound)
    expect(await student.getByRole('button', { name: DIALOG_TEXT.saveInfo }).isDisabled()).toBe(true)
  })
})

describe('guards and the session', () => {
  it('a protected route while logged out opens the login dialog where the visitor was; after the login it lands on that route', async () => {
    const { page } = await startAt('/college')
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '自主填报' }).click()
    const dialog = page.getByRole('dialog', { name: ACCOUNT_TEXT.login })
    await expect.poll(() => dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible()).toBe(true)
    // The visitor stays on the page they came from, public as it is (docs/login-dialog.md) ...
    expect(new URL(page.url()).pathname).toBe('/college')

    // ... and the login takes them to the protected page they asked for.
    await dialog.getByRole('tab', { name: DIALOG_TEXT.loginTabPassword }).click()
    const login = form(page, DIALOG_TEXT.loginTabPassword)
    await login.getByLabel('手机号', { exact: true }).fill(DEMO_NON_MEMBER)
    await login.getByLabel('密码', { exact: true }).fill('demo1234')
    await tick(login, AGREE)
    await login.getByRole('button', { name: ACCOUNT_TEXT.login, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MESSAGE_TEXT.welcomeLogin)
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/choice')
    await expect.poll(() => page.getByRole('banner').getByRole('button', { name: '李雪' }).isVisible()).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
  })

  it('a cross-origin POST is refused before it reaches the upstream', async () => {
    const baseUrl = inject('baseUrl')
    const res = await fetch(`${baseUrl}/api/v1/web/sendVerifyCode`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [CLIENT_HEADER]: CLIENT_HEADER_VALUE,
        origin: 'https://evil.example',
      },
      body: JSON.stringify({ phone: freshPhone() }),
    })
    expect(res.status).toBe(403)
    expect((await res.json()).code).toBe(403)
  })
})
