import {
  apiPath,
  bindDedicatedCode,
  COLLEGE_TEXT,
  CONSULT_PENDING_LIMIT,
  CONSULT_PENDING_LIMIT_PACKAGE,
  EXPERT_PAGE_TEXT,
  formatYuan,
  getUserInfo,
  MAJOR_TEXT,
  MEMBER_FEATURE_HINT,
  MEMBERSHIP_REFUSAL_CODE,
  MEMBERSHIP_TEXT,
  membershipExpiry,
  PLANNING_PAGE_TEXT,
  queryConsultIntention,
  queryDedicatedCode,
  queryPayOrder,
  queryPayOrderList,
  queryProduct,
  shanghaiDateText,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { toastTexts } from './support/account'
import { PHONE, useBrowser } from './support/browser'
import { call, decodeQr, GK_YEAR, newStudentIn } from './support/membership'
import { pageSettled, settled, snapshot } from './support/settled'
import { registerStudent } from './support/student'

const browser = useBrowser()
const newStudent = newStudentIn(browser)
const T = MEMBERSHIP_TEXT

/** /choice's filter panel: closed until there are filters, its fields rendered once it opens. */
const openFilters = (page: Page) => page.locator('summary', { hasText: PLANNING_PAGE_TEXT.filters }).click()
const PKU = 10001
const UNTIL = shanghaiDateText(membershipExpiry(GK_YEAR).getTime())

/** The machine is shared and slow at times: wait up to 20 s for what the page shows. */
const poll = <V>(read: () => V | Promise<V>) => expect.poll(read, { timeout: 20_000 })

const lock = (page: Page, feature: string) => page.locator(`[data-member-lock="${feature}"]`)
const dialog = (page: Page) => page.getByRole('dialog', { name: T.dialogTitle })

/** Marks the document; the mark survives anything but a reload. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __notReloaded: true }))
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true)

describe('membership: locks, the sandbox purchase, orders and VIP cards', () => {
  it('locks the member features for a non-member, sells the membership through the sandbox, and unlocks the page without a reload', async () => {
    const session = await newStudent()
    const { page, context } = session

    // The planning pages: self-filled and one-click application and the early batch are for members.
    await page.goto('/choice')
    await poll(() => lock(page, 'selfFill').textContent()).toContain(MEMBER_FEATURE_HINT.selfFill)
    // 提前批 sits beside the batches among the filters, which render once their panel is opened.
    await openFilters(page)
    await poll(() => lock(page, 'earlyBatch').count()).toBe(1)
    await page.goto('/auxiliaryFill/fillInfo')
    const aiLock = lock(page, 'aiFill')
    await poll(() => aiLock.textContent()).toContain(MEMBER_FEATURE_HINT.aiFill)
    await aiLock.getByRole('button', { name: T.unlock }).click()
    await poll(() => dialog(page).getByText(T.unlocks('aiFill')).isVisible()).toBe(true)
    await dialog(page).getByRole('button', { name: 'close', exact: true }).click()
    await poll(() => dialog(page).isVisible()).toBe(false)
    // Which schools offer a major is free (docs/major-schools.md): no lock there.
    await page.goto('/major/80901')
    await poll(() =>
      page
        .getByRole('region', { name: /开设院校/ })
        .getByRole('link')
        .count(),
    ).toBeGreaterThan(0)
    expect(await lock(page, 'majorScores').count()).toBe(0)

    // The college's enrolment plans and major score lines are locked, and their calls are not made.
    const memberCalls: string[] = []
    page.on('request', (r) => {
      if (/\/(queryPlan|queryMajorScore)$/.test(new URL(r.url()).pathname)) memberCalls.push(r.url())
    })
    await page.goto(`/college/${PKU}?tab=plans`)
    const plansLock = lock(page, 'plans')
    await poll(() => plansLock.getByRole('heading', { name: T.lockTitle('plans') }).isVisible()).toBe(true)
    await page.getByRole('tab', { name: COLLEGE_TEXT.tabMajorScores }).click()
    await poll(() => lock(page, 'majorScores').getByRole('heading').textContent()).toBe(T.lockTitle('majorScores'))
    await page.getByRole('tab', { name: COLLEGE_TEXT.tabPlans }).click()
    await poll(() => plansLock.isVisible()).toBe(true)
    expect(memberCalls).toEqual([])
    await snapshot(page, 'membership-locks.png', { fullPage: true })
    await mark(page)

    // The lock's upsell opens the purchase dialog on that feature, prices in yuan.
    await plansLock.getByRole('button', { name: T.unlock }).click()
    await poll(() => dialog(page).isVisible()).toBe(true)
    await poll(() => dialog(page).getByText(T.unlocks('plans')).isVisible()).toBe(true)
    await poll(() => dialog(page).getByText(T.validUntil(UNTIL)).first().isVisible()).toBe(true)
    const payNow = dialog(page).getByRole('button', { name: `${T.payNow} ${formatYuan(69_900)}` })
    await poll(() => payNow.isEnabled()).toBe(true)
    await payNow.click()

    // The QR code encodes the sandbox page's URL on this site.
    const pending = dialog(page).locator('[data-order-status="created"]')
    await poll(() => pending.isVisible()).toBe(true)
    const orderNo = (await pending.getAttribute('data-order-no')) ?? ''
    expect(orderNo).toMatch(/^GK\d{22}$/)
    const sandboxUrl = new URL(`/api/v1/pay/sandbox/${orderNo}`, page.url()).href
    expect(await decodeQr(page)).toBe(sandboxUrl)
    expect(await dialog(page).getByRole('link', { name: T.openSandbox }).getAttribute('href')).toBe(sandboxUrl)
    await poll(() =>
      dialog(page)
        .getByText(T.payAmount(formatYuan(69_900)))
        .isVisible(),
    ).toBe(true)
    await snapshot(page, 'membership-qr.png')

    // The dialog asks for the order every 2 s while it is open.
    const polls: { at: number; status?: string }[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname !== apiPath(queryPayOrder)) return
      const poll: { at: number; status?: string } = { at: Date.now() }
      polls.push(poll)
      r.response()
        .then((res) => res?.json())
        .then((body: { data?: { status?: string } } | undefined) => {
          poll.status = body?.data?.status
        })
        .catch(() => {})
    })

    // The "phone": the sandbox page in a second tab, where the payer confirms.
    const phone = await context.newPage()
    await phone.goto(sandboxUrl)
    await poll(() => phone.getByRole('heading', { name: T.sandboxTitle }).isVisible()).toBe(true)
    await poll(() => phone.getByText(formatYuan(69_900)).isVisible()).toBe(true)
    await phone.getByRole('button', { name: T.sandboxConfirm }).click()
    await poll(() => phone.getByRole('status').textContent()).toBe(T.sandboxPaid)
    // The order's state on the page follows the answer: no 待支付 left behind.
    await poll(() => phone.locator('[data-field="status"]').textContent()).toBe(T.orderStatusName.paid)
    await snapshot(phone, 'membership-sandbox-page.png')

    // The first page learns it by polling and unlocks, without a reload.
    const paid = dialog(page).locator('[data-order-status="paid"]')
    await poll(() => paid.isVisible()).toBe(true)
    await poll(() => paid.textContent()).toContain(T.paidDetail(UNTIL))
    expect(polls.map((p) => p.status)).toContain('paid')
    // While the order is open, the next question comes 2 s after the last (never sooner; a loaded machine may be later).
    for (let i = 1; i < polls.length; i++) {
      const [before, after] = [polls[i - 1], polls[i]] as [{ at: number; status?: string }, { at: number }]
      if (before.status === 'created') expect(after.at - before.at).toBeGreaterThanOrEqual(1500)
    }
    await snapshot(page, 'membership-paid.png')
    await paid.getByRole('button', { name: T.done }).click()
    await poll(() => dialog(page).isVisible()).toBe(false)
    await poll(() => plansLock.count()).toBe(0)
    await poll(() => page.locator('table caption').first().textContent()).toContain(COLLEGE_TEXT.tabPlans)
    expect(await stillMarked(page)).toBe(true)
    await snapshot(page, 'membership-unlocked.png', { fullPage: true })

    // The upstream agrees: paid, and the student is a member until 1 September of the exam year.
    const order = await call(page, apiPath(queryPayOrder), { orderNo })
    expect(order.data).toMatchObject({ status: 'paid', amountFen: 69_900, codeUrl: '' })
    const vip = (await call(page, apiPath(getUserInfo), {})).data?.vip
    expect(vip).toEqual({ active: true, expiresAt: membershipExpiry(GK_YEAR).getTime() })

    // A second callback (the sandbox sends it again, as providers retry) changes nothing.
    await phone.getByRole('button', { name: T.sandboxConfirm }).click()
    await poll(() => phone.getByRole('status').getAttribute('data-status')).toBe('paid')
    expect((await call(page, apiPath(queryPayOrder), { orderNo })).data).toEqual(order.data)
    expect((await call(page, apiPath(getUserInfo), {})).data?.vip).toEqual(vip)
    const list = await call(page, apiPath(queryPayOrderList), { pageNum: 1, pageSize: 10 })
    expect(list.data?.total).toBe(1)

    // The other locks are open too.
    await page.goto('/choice')
    await openFilters(page)
    await poll(() => page.getByText(T.earlyBatchOpen).count()).toBe(1)
    expect(await page.locator('[data-member-lock]').count()).toBe(0)
    // A major's page: its schools are free to everyone (docs/major-schools.md) and nothing on it is locked.
    await page.goto('/major/80901')
    const majorSchools = page.getByRole('region', { name: MAJOR_TEXT.schoolsIn('江苏') })
    await poll(() => majorSchools.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await page.locator('[data-member-lock]').count()).toBe(0)

    // The personal centre: member until that date, and the order shows as paid, in yuan.
    await page.goto('/personal?tab=membership')
    await poll(() => page.locator('[data-vip-active]').textContent()).toBe(T.statusActive)
    await poll(() => page.getByText(UNTIL, { exact: true }).isVisible()).toBe(true)
    const row = page.locator(`tr[data-order-no="${orderNo}"]`)
    await poll(() => row.locator('[data-status]').textContent()).toBe(T.orderStatusName.paid)
    expect(await row.textContent()).toContain(formatYuan(69_900))
    await snapshot(page, 'membership-personal.png', { fullPage: true })
  })

  it('activates a VIP card in the personal centre, unlocking without a reload, and refuses a used card', async () => {
    const first = await newStudent()
    const { page } = first
    await page.goto('/personal?tab=membership')
    await poll(() => page.locator('[data-vip-active]').textContent()).toBe(T.statusNone)
    await poll(() => page.getByText(T.noOrders).isVisible()).toBe(true)
    await mark(page)

    const form = page.getByRole('form', { name: T.tabCard })
    const input = form.getByLabel(T.cardNo)
    // A card that was used already, one that has expired, one that does not exist.
    for (const [card, refusal] of [
      ['GKVIP-DEMO-USED', T.cardUsed],
      ['GKVIP-DEMO-EXPIRED', T.cardExpired],
      ['NO-SUCH-CARD', T.cardInvalid],
    ]) {
      await input.fill(card as string)
      await form.getByRole('button', { name: T.cardActivate }).click()
      await poll(() => form.getByRole('alert').textContent()).toBe(refusal)
    }

    // 查询 says what the card gives; 激活 makes the student a member.
    await input.fill('gkvip-demo-0001')
    await form.getByRole('button', { name: T.cardCheck }).click()
    await poll(() => form.getByRole('status').textContent()).toContain(T.cardOk('志愿填报会员', UNTIL))
    await form.getByRole('button', { name: T.cardActivate }).click()
    await poll(() => page.locator('[data-vip-active]').textContent()).toBe(T.statusActive)
    expect(await stillMarked(page)).toBe(true)
    await snapshot(page, 'membership-card-activated.png', { fullPage: true })

    // Another student cannot use the same card again.
    const second = await newStudent()
    await second.page.goto('/personal?tab=membership')
    const other = second.page.getByRole('form', { name: T.tabCard })
    await poll(() => other.isVisible()).toBe(true)
    await other.getByLabel(T.cardNo).fill('GKVIP-DEMO-0001')
    await other.getByRole('button', { name: T.cardActivate }).click()
    await poll(() => other.getByRole('alert').textContent()).toBe(T.cardUsed)
    await poll(() => second.page.locator('[data-vip-active]').textContent()).toBe(T.statusNone)
    await snapshot(second.page, 'membership-card-used.png', { fullPage: true })
  })

  it('fits a phone: buys the expert package, and a cancelled payment closes the order', async () => {
    const { page, context } = await newStudent(PHONE)
    await page.goto('/personal?tab=membership')
    await poll(() => page.locator('[data-vip-active]').textContent()).toBe(T.statusNone)
    await page.getByRole('button', { name: T.unlock, exact: true }).first().click()
    await poll(() => dialog(page).isVisible()).toBe(true)
    await dialog(page).locator('label', { hasText: '专家一对一咨询' }).click()
    await dialog(page)
      .getByRole('button', { name: `${T.payNow} ${formatYuan(398_000)}` })
      .click()
    const pending = dialog(page).locator('[data-order-status="created"]')
    await poll(() => pending.isVisible()).toBe(true)
    const orderNo = (await pending.getAttribute('data-order-no')) ?? ''
    expect(await decodeQr(page)).toBe(new URL(`/api/v1/pay/sandbox/${orderNo}`, page.url()).href)
    // Measured once the dialog has come to rest: it scales in from 0.7.
    await pageSettled(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
    const box = await (await settled(dialog(page).locator('svg[data-qr-text]'))).boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(160)
    await snapshot(page, 'membership-qr-phone.png')

    const phone = await context.newPage()
    await phone.goto(new URL(`/api/v1/pay/sandbox/${orderNo}`, page.url()).href)
    await poll(() => phone.getByText(formatYuan(398_000)).isVisible()).toBe(true)
    await phone.getByRole('button', { name: T.sandboxCancel }).click()
    await poll(() => phone.getByRole('status').textContent()).toBe(T.sandboxCancelled)
    await poll(() => phone.locator('[data-field="status"]').textContent()).toBe(T.orderStatusName.closed)

    const closed = dialog(page).locator('[data-order-status="closed"]')
    await poll(() => closed.textContent()).toContain(T.closed)
    // Closed is final: confirming afterwards pays nothing.
    await phone.getByRole('button', { name: T.sandboxConfirm }).click()
    await poll(() => phone.getByRole('status').textContent()).toBe(
      T.sandboxRefused(T.sandboxOrderDone(T.orderStatusName.closed)),
    )
    expect(await phone.getByRole('status').getAttribute('data-status')).toBe('closed')
    expect((await call(page, apiPath(queryPayOrder), { orderNo })).data).toMatchObject({ status: 'closed' })
    await closed.getByRole('button', { name: T.retry }).click()
    await poll(() =>
      dialog(page)
        .getByRole('button', { name: new RegExp(T.payNow) })
        .isVisible(),
    ).toBe(true)
    await dialog(page).getByRole('button', { name: 'close', exact: true }).click()
    const row = page.locator(`tr[data-order-no="${orderNo}"]`)
    await poll(() => row.locator('[data-status]').textContent()).toBe(T.orderStatusName.closed)
    expect(await page.locator('[data-vip-active]').textContent()).toBe(T.statusNone)
    await snapshot(page, 'membership-orders-phone.png', { fullPage: true })
  })

  it('binds a dedicated code (专属码) in the personal centre, after refusing a wrong one', async () => {
    const { page } = await newStudent()
    await page.goto('/personal?tab=membership')
    const form = page.getByRole('form', { name: T.dedicatedTitle })
    await poll(() => form.isVisible()).toBe(true)
    const input = form.getByLabel(T.dedicatedTitle, { exact: true })
    const bind = form.getByRole('button', { name: T.dedicatedBind })
    await bind.click()
    await poll(() => form.getByRole('alert').textContent()).toBe(T.dedicatedRequired)
    await input.fill('NOSUCH99')
    await bind.click()
    await poll(() => form.getByRole('alert').textContent()).toBe(T.codeInvalid)
    expect(T.codeInvalid).toBe('专属码不存在，请核对后重新输入')

    // A demo code of the README, typed in lower case: codes are not case-sensitive.
    await input.fill('school01')
    await bind.click()
    await poll(() => toastTexts(page)).toContain(T.dedicatedBoundToast)
    const bound = (await call(page, apiPath(queryDedicatedCode), {})).data as { code: string; name: string }
    expect(bound.code).toBe('SCHOOL01')
    const section = page.locator('section[aria-labelledby="membership-code"]')
    await poll(() => section.textContent()).toContain(T.dedicatedBound(bound.name))
    expect(await form.count()).toBe(0)
    await snapshot(page, 'membership-dedicated-code.png', { fullPage: true })

    // Bound once, for good: the upstream refuses another, and a reload still shows the first.
    const again = await call(page, apiPath(bindDedicatedCode), { code: 'SCHOOL02' })
    expect([again.code, again.msg]).toEqual([MEMBERSHIP_REFUSAL_CODE.codeBound, T.codeBound('SCHOOL01')])
    await page.reload()
    await poll(() => section.textContent()).toContain(T.dedicatedBound(bound.name))
  })

  it('sells the expert package to a member on /expertOneToOne, which then shows it held and the higher limit', async () => {
    const session = await browser.open()
    // A member through one of the README's demo cards (planning.e2e.ts uses 0008-0010).
    await registerStudent(
      session,
      { name: '套餐同学', province: '江苏', xk: '物/化/生', score: 605, localArea: ['320000', '320100'] },
      { vipCard: 'GKVIP-DEMO-0007' },
    )
    const { page, context } = session
    const products = (await call(page, apiPath(queryProduct), {})).data as unknown as {
      code: string
      name: string
      priceFen: number
    }[]
    const expert = products.find((p) => p.code === 'expert')
    if (!expert) throw new Error('queryProduct offers no expert package')
    const buyDialog = page.getByRole('dialog', { name: T.buyTitle })
    const payExpert = buyDialog.getByRole('button', { name: `${T.payNow} ${formatYuan(expert.priceFen)}` })

    // The personal centre offers it to a member (the membership itself is not sold twice).
    await page.goto('/personal?tab=membership')
    await poll(() => page.locator('[data-vip-active]').textContent()).toBe(T.statusActive)
    expect(await page.getByRole('button', { name: T.unlock, exact: true }).count()).toBe(0)
    await page.getByRole('button', { name: T.buyExpert }).click()
    await poll(() => payExpert.isEnabled()).toBe(true)
    expect(await buyDialog.getByRole('radio', { name: new RegExp(expert.name) }).isChecked()).toBe(true)
    await buyDialog.getByRole('button', { name: 'close', exact: true }).click()
    await poll(() => buyDialog.count()).toBe(0)

    // 专家一对一: the package from queryProduct, its price, and the ordinary limit for now.
    await page.goto('/expertOneToOne')
    const offer = page.getByRole('region', { name: EXPERT_PAGE_TEXT.packageTitle })
    await poll(() => offer.locator('[data-product="expert"]').textContent()).toContain(formatYuan(expert.priceFen))
    expect(await offer.textContent()).toContain(expert.name)
    expect(await offer.textContent()).toContain(EXPERT_PAGE_TEXT.packagePerk)
    await poll(() => page.getByText(EXPERT_PAGE_TEXT.pending(0, CONSULT_PENDING_LIMIT)).isVisible()).toBe(true)
    await mark(page)

    await offer.getByRole('button', { name: T.buyWith(expert.name) }).click()
    await payExpert.click()
    const pending = buyDialog.locator('[data-order-status="created"]')
    await poll(() => pending.isVisible()).toBe(true)
    const orderNo = (await pending.getAttribute('data-order-no')) ?? ''
    const sandbox = await context.newPage()
    await sandbox.goto(new URL(`/api/v1/pay/sandbox/${orderNo}`, page.url()).href)
    await sandbox.getByRole('button', { name: T.sandboxConfirm }).click()
    await poll(() => sandbox.getByRole('status').textContent()).toBe(T.sandboxPaid)
    const paid = buyDialog.locator('[data-order-status="paid"]')
    await poll(() => paid.textContent()).toContain(T.productPaid(expert.name))
    await paid.getByRole('button', { name: T.done }).click()

    // Held until 1 September of the exam year, with room for more consultations: no reload needed.
    await poll(() => offer.textContent()).toContain(T.heldUntil(UNTIL))
    expect(await offer.getByRole('button', { name: T.buyWith(expert.name) }).count()).toBe(0)
    expect(await offer.textContent()).toContain(EXPERT_PAGE_TEXT.packageHeld)
    await poll(() => page.getByText(EXPERT_PAGE_TEXT.pending(0, CONSULT_PENDING_LIMIT_PACKAGE)).isVisible()).toBe(true)
    expect(await stillMarked(page)).toBe(true)
    const intention = (await call(page, apiPath(queryConsultIntention), {})).data
    expect(intention?.expertPackage).toEqual({ active: true, expiresAt: membershipExpiry(GK_YEAR).getTime() })
    await snapshot(page, 'membership-expert-package.png', { fullPage: true })
  })
})
