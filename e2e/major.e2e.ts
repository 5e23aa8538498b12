import {
  apiPath,
  DIALOG_TEXT,
  datasetInfo,
  MAJOR_TEXT,
  MEMBERSHIP_TEXT,
  majorDetailPage,
  queryMajorDetail,
  queryMajorSchoolList,
  SHELL_TEXT,
} from '@gaokao/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { loginAs, toastTexts } from './support/account.js'
import { PHONE, useBrowser, withProvince } from './support/browser.js'
import { datasetYears, latestYearOf, newestYear } from './support/dataset.js'
import { loginButton } from './support/login-dialog'
import { pageSettled, snapshot } from './support/settled.js'
import { upstreamStudent } from './support/upstream-student.js'

const browser = useBrowser()

async function open(province = '江苏', options = {}) {
  const session = await browser.open(options)
  await withProvince(session, province)
  return session
}

const cards = (page: Page) => page.getByRole('main').getByRole('article')
const heading = (page: Page) => page.getByRole('heading', { level: 1 })
const url = (page: Page) => new URL(page.url())

/** What the upstream answers (to a logged-in student when a token is given), to compare the page with. */
async function upstream<T>(path: string, body: object, token?: string): Promise<T> {
  const res = await fetch(`${inject('upstreamUrl')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  })
  return ((await res.json()) as { data: T }).data
}

/** A 河南 物理类 student, logged in: the schools list follows their province and track. */
async function henanStudent(options = {}) {
  const session = await browser.open(options)
  const student = { name: '专业测试', province: '河南', xk: '物/化/生', score: 600, localArea: ['410000', '410100'] }
  await upstreamStudent(session, student)
  return session
}

async function noHorizontalScroll(page: Page) {
  await pageSettled(page)
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
}

describe('/major: the catalogue by level, 门类 and 专业类', () => {
  it('lists 本科 majors, opens 工学 in the tree and narrows to 计算机类; the URL keeps the view', async () => {
    const { page } = await open()
    await page.goto('/major')
    await expect.poll(() => heading(page).textContent()).toBe('查专业')
    expect(await page.getByRole('radio', { name: '本科（774）' }).isChecked()).toBe(true)
    await expect.poll(() => page.getByText(MAJOR_TEXT.resultCount(774)).isVisible()).toBe(true)
    expect(await cards(page).count()).toBe(20)

    const tree = page.getByRole('navigation', { name: '学科门类' })
    await tree.getByRole('link', { name: /^工学/ }).click()
    await expect.poll(() => url(page).searchParams.get('xkml')).toBe('08')
    await expect.poll(() => page.getByText(MAJOR_TEXT.resultCount(277)).isVisible()).toBe(true)
    await tree.getByRole('link', { name: /^计算机类/ }).click()
    await expect.poll(() => url(page).searchParams.get('zyl')).toBe('0809')
    await expect.poll(() => page.getByText(MAJOR_TEXT.resultCount(18)).isVisible()).toBe(true)
    expect(await cards(page).count()).toBe(18)
    expect(await tree.getByRole('link', { name: /^计算机类/ }).getAttribute('aria-current')).toBe('page')

    // The best-paid majors, each figure with its graduating year (the dataset's newest) and the sample-data label.
    const highPay = page.getByRole('region', { name: /高薪专业/ })
    const graduates = await newestYear()
    expect(await highPay.getByText(`示例数据 · ${graduates}年`).isVisible()).toBe(true)
    expect(await highPay.getByText(MAJOR_TEXT.graduates(graduates), { exact: false }).isVisible()).toBe(true)
    expect(await highPay.getByRole('link').count()).toBe(10)
    await snapshot(page, 'major-list-desktop.png', { fullPage: true })

    // A reload shows the same view.
    await page.reload()
    await expect.poll(() => page.getByText(MAJOR_TEXT.resultCount(18)).isVisible()).toBe(true)
    expect(await cards(page).first().getByRole('link').textContent()).toBe('计算机科学与技术')
  })

  it('pages through 工学 with the page in the URL', async () => {
    const { page } = await open()
    await page.goto('/major?xkml=08')
    await expect.poll(() => cards(page).count()).toBe(20)
    const first = await cards(page).first().getByRole('link').textContent()
    await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '第2页' }).click()
    await expect.poll(() => url(page).searchParams.get('page')).toBe('2')
    await expect.poll(() => cards(page).first().getByRole('link').textContent()).not.toBe(first)
  })

  it('finds majors by keyword, the exact name first, and switches to 专科 with its 专业大类', async () => {
    const { page } = await open()
    await page.goto('/major')
    const box = page.getByRole('searchbox', { name: MAJOR_TEXT.keywordPlaceholder })
    await box.fill('软件工程')
    await box.press('Enter')
    await expect.poll(() => url(page).searchParams.get('keyword')).toBe('软件工程')
    await expect.poll(() => cards(page).first().getByRole('link').textContent()).toBe('软件工程')
    const names = await cards(page).getByRole('link').allTextContents()
    expect(names.every((n) => n.includes('软件工程'))).toBe(true)

    await page.getByText(/^专科（\d+）$/).click()
    await expect.poll(() => url(page).searchParams.get('cc')).toBe('专科')
    await expect.poll(() => page.getByRole('navigation', { name: '专业大类' }).isVisible()).toBe(true)
  })

  it('fits a phone: the tree folds above the list, nothing scrolls sideways', async () => {
    const { page } = await open('江苏', PHONE)
    await page.goto('/major?xkml=08')
    await expect.poll(() => cards(page).count()).toBe(20)
    const details = page.getByRole('navigation', { name: '学科门类' }).locator('details')
    expect(await details.getAttribute('open')).toBeNull()
    await details.locator('summary').tap()
    await expect.poll(() => details.getAttribute('open')).not.toBeNull()
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0)
    await snapshot(page, 'major-list-phone.png', { fullPage: true })
  })
})

describe('/major/$id', () => {
  it('shows the major: facts, requirements, salary and employment with their year, related jobs and, to a visitor, the schools with their lines in the province', async () => {
    const session = await open()
    const { page } = session
    const calls: string[] = []
    page.on('request', (r) => calls.push(new URL(r.url()).pathname))
    await page.goto('/major/80901')
    await expect.poll(() => heading(page).textContent()).toBe('计算机科学与技术')
    // Which schools offer a major is free (docs/major-schools.md): no lock for a visitor.
    const schools = page.getByRole('region', { name: MAJOR_TEXT.schoolsIn('江苏') })
    await expect.poll(() => schools.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await page.getByRole('region', { name: MEMBERSHIP_TEXT.lockTitle('majorScores') }).count()).toBe(0)
    // The first paint came from the payload: neither the major nor the dataset info was asked for on its own.
    expect(calls).toContain(majorDetailPage.path)
    expect(calls).not.toContain(apiPath(queryMajorDetail))
    expect(calls).not.toContain(apiPath(datasetInfo))
    expect(await page.getByText('工学学士').isVisible()).toBe(true)
    expect(await page.getByText('数据结构').isVisible()).toBe(true)

    // The requirements are those of the plan year's enrolment; salaries those of the newest graduates.
    const { planYear, years } = await datasetYears()
    const graduates = Math.max(...years)
    const requirements = page.getByRole('region', { name: /选科要求/ })
    expect(await requirements.getByText(`示例数据 · ${planYear}年`).isVisible()).toBe(true)
    expect(await requirements.getByText(/^物理\+化学 · \d+所院校$/).isVisible()).toBe(true)

    const outcomes = page.getByRole('region', { name: /薪酬与就业/ })
    expect(await outcomes.getByText(`示例数据 · ${graduates}年`).isVisible()).toBe(true)
    const salaryTitle = `${MAJOR_TEXT.salary}（${MAJOR_TEXT.graduates(graduates)}，${MAJOR_TEXT.salaryHint}）`
    expect(await outcomes.getByText(salaryTitle).isVisible()).toBe(true)
    // Charts draw once they come near the screen (Chart.tsx).
    await outcomes.getByRole('img').first().scrollIntoViewIfNeeded()
    await expect.poll(() => outcomes.getByRole('img').locator('svg').count()).toBe(1)

    // 江苏's school-level lines (per 院校专业组) are published: the first school is the upstream's, with its line.
    const expected = await upstream<{ total: number; list: { schoolName: string; admission: { minScore: number } }[] }>(
      apiPath(queryMajorSchoolList),
      { majorId: 80901, province: '江苏', pageSize: 20 },
    )
    const first = expected.list[0]
    if (!first?.admission) throw new Error('no school line for 计算机科学与技术 in 江苏')
    const row = schools.getByRole('listitem').first()
    expect(await row.getByRole('link').first().textContent()).toBe(first.schoolName)
    expect(await row.textContent()).toContain(`最低分 ${first.admission.minScore}`)
    await snapshot(page, 'major-detail-desktop.png', { fullPage: true })

    await page
      .getByRole('region', { name: '相关职业' })
      .getByRole('link', { name: '软件工程师 互联网与信息技术', exact: true })
      .click()
    await expect.poll(() => url(page).pathname).toBe('/jobLibrary/1')
  })

  it('lists, for a 河南 student, every school with its 河南 line in their track as the upstream sorts them; the order is in the URL', async () => {
    const session = await henanStudent()
    const { page } = session
    await page.goto('/major/80901')
    await expect.poll(() => heading(page).textContent()).toBe('计算机科学与技术')
    type Answer = { total: number; year: number; track: string; list: { schoolName: string }[] }
    const expected = await upstream<Answer>(apiPath(queryMajorSchoolList), {
      majorId: 80901,
      province: '河南',
      preferTrack: '物理类',
      pageSize: 20,
    })
    expect(expected.total).toBeGreaterThan(20)
    // The province's newest year, the one its rank table is of.
    expect(expected.year).toBe(await latestYearOf('河南'))
    const schools = page.getByRole('region', { name: MAJOR_TEXT.schoolsIn('河南') })
    const rows = schools.getByRole('listitem')
    await expect.poll(() => rows.count()).toBe(20)
    expect(await rows.first().getByRole('link').first().textContent()).toBe(expected.list[0]?.schoolName)
    expect(await rows.first().textContent()).toContain(MAJOR_TEXT.schoolLine(expected.year, expected.track))
    await snapshot(page, 'major-detail-henan.png', { fullPage: true })

    // By our ranking: in the URL, and the list follows.
    const ranked = await upstream<Answer>(apiPath(queryMajorSchoolList), {
      majorId: 80901,
      province: '河南',
      preferTrack: '物理类',
      sort: 'rank',
      pageSize: 20,
    })
    await schools.getByText(MAJOR_TEXT.sortRank, { exact: true }).click()
    await expect.poll(() => url(page).searchParams.get('sort')).toBe('rank')
    await expect.poll(() => rows.first().getByRole('link').first().textContent()).toBe(ranked.list[0]?.schoolName)
  })

  it('lists the schools without lines when no province is chosen, and the section offers the picker', async () => {
    const { page } = await browser.open()
    await page.goto('/major/80901')
    const schools = page.getByRole('region', { name: MAJOR_TEXT.schools })
    await expect.poll(() => schools.getByRole('listitem').count()).toBeGreaterThan(0)
    expect(await page.getByText(MAJOR_TEXT.chooseProvince).count()).toBe(1)
    // A page about the major needs no province: no picker until the section's button asks for one.
    await pageSettled(page)
    const picker = page.getByRole('dialog', { name: DIALOG_TEXT.provincePickerTitle })
    expect(await picker.isVisible()).toBe(false)
    await schools.getByRole('button', { name: SHELL_TEXT.chooseProvince }).click()
    await expect.poll(() => picker.isVisible()).toBe(true)
  })

  it('answers the 404 page for a major that does not exist', async () => {
    const { page } = await open()
    await page.goto('/major/99')
    await expect.poll(() => heading(page).textContent()).toBe(DIALOG_TEXT.notFound)
  })

  it('lets a visitor focus only after logging in, then follows and unfollows the major', async () => {
    const session = await open('山东')
    const { page } = session
    await page.goto('/major/80902')
    await expect.poll(() => heading(page).textContent()).toBe('软件工程')
    await page.getByRole('button', { name: MAJOR_TEXT.focus, exact: true }).click()
    await expect
      .poll(() => page.getByRole('dialog').getByRole('tab', { name: DIALOG_TEXT.loginTabCode }).isVisible())
      .toBe(true)

    await loginAs(session, '13800000002')
    await expect.poll(() => loginButton(page).count()).toBe(0)
    const button = page.getByRole('button', { name: /^(关注|已关注)$/ })
    await expect.poll(() => button.isEnabled()).toBe(true)
    // Start from not followed, whatever an earlier run left.
    if ((await button.getAttribute('aria-pressed')) === 'true') {
      await button.click()
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('false')
    }
    await button.click()
    await expect.poll(() => toastTexts(page)).toContain(MAJOR_TEXT.focusDone)
    await expect.poll(() => button.textContent()).toBe(MAJOR_TEXT.focused)
    expect(await button.getAttribute('aria-pressed')).toBe('true')

    await page.goto('/major')
    const mine = page.getByRole('region', { name: /我关注的专业/ })
    await expect.poll(() => mine.getByRole('link', { name: /软件工程/ }).isVisible()).toBe(true)

    await page.goto('/major/80902')
    await page.getByRole('button', { name: MAJOR_TEXT.focused, exact: true }).click()
    await expect.poll(() => toastTexts(page)).toContain(MAJOR_TEXT.unfocusDone)
    await expect.poll(() => page.getByRole('button', { name: MAJOR_TEXT.focus, exact: true }).isVisible()).toBe(true)
  })

  it('fits a phone: the schools list wraps inside the page, nothing scrolls sideways', async () => {
    const { page } = await henanStudent(PHONE)
    await page.goto('/major/80901')
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: /开设院校/ })
          .getByRole('listitem')
          .count(),
      )
      .toBeGreaterThan(1)
    expect(await noHorizontalScroll(page)).toBeLessThanOrEqual(0)
    await snapshot(page, 'major-detail-phone.png', { fullPage: true })
  })
})
