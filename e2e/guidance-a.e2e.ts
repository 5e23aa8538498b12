import {
  EVALUATION_TEXT,
  HEAD_IMAGE_MAX_BYTES,
  MEMBERSHIP_TEXT,
  PAGER_TEXT,
  PERSONAL_TEXT,
  SUBJECT_TEXT,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { PHONE, useBrowser } from './support/browser'
import {
  type EvaluationSummary,
  holland,
  type OpenList,
  ok,
  SHEET,
  SHEET_SCORES,
  STUDENT,
  tableRows,
} from './support/guidance.js'
import { pageSettled, snapshot } from './support/settled'
import { registerStudent } from './support/student.js'

/**
 * Guidance part A in Chromium: an assessment taken to its report (with a
 * resume on the way), subject selection with three combinations compared,
 * and the personal centre's tabs with a head image upload (dev-gate.e2e.ts
 * holds the development gate).
 */

const browser = useBrowser()

describe('assessments', () => {
  it('lists the assessments, takes 霍兰德 one question at a time with a resume, and reports ISA with its chart and fits', async () => {
    const session = await browser.open()
    const { page } = session
    await registerStudent(session, STUDENT)
    const list = await ok<EvaluationSummary[]>(page, '/web/queryEvaluationList', {})
    expect(list.length).toBeGreaterThanOrEqual(2)
    const h = await holland(page)

    await page.goto('/evaluate')
    for (const e of list) await expect.poll(() => page.getByRole('heading', { name: e.name }).count()).toBe(1)
    await snapshot(page, 'guidance-evaluate-list.png', { fullPage: true })

    await page.goto(`/evaluate/${h.id}`)
    await page.getByRole('button', { name: EVALUATION_TEXT.start }).click()
    const questions = await ok<{ questions: { text: string }[] }>(page, '/web/queryQuestionsByEvaluationId', {
      evaluationId: h.id,
    })
    // The first five answers by clicking, as a student does: a click saves and moves on.
    for (let position = 1; position <= 5; position += 1) {
      const heading = page.getByRole('heading', {
        level: 2,
        name: `${position}. ${questions.questions[position - 1]?.text}`,
      })
      await expect.poll(() => heading.isVisible()).toBe(true)
      await expect
        .poll(() => page.getByText(EVALUATION_TEXT.progress(position, h.questionCount)).isVisible())
        .toBe(true)
      await page.getByRole('radio', { name: SHEET[position - 1] === 0 ? '是' : '否', exact: true }).click()
      await expect
        .poll(() => page.getByText(EVALUATION_TEXT.answeredCount(position, h.questionCount)).isVisible())
        .toBe(true)
    }
    await snapshot(page, 'guidance-evaluate-question.png', { fullPage: true })

    // Leaving and coming back: the answers were kept on the server.
    await page.goto(`/evaluate/${h.id}`)
    const resume = page.getByRole('button', { name: EVALUATION_TEXT.resume(5, h.questionCount) })
    await expect.poll(() => resume.isVisible()).toBe(true)
    // Questions 6 to 59 as saved from another device (the same call the page makes per click).
    await ok(page, '/web/saveEvaluationAnswers', {
      evaluationId: h.id,
      answers: SHEET.slice(5, 59).map((option, i) => ({ position: i + 6, option })),
    })
    await page.reload()
    await page.getByRole('button', { name: EVALUATION_TEXT.resume(59, h.questionCount) }).click()
    // Resuming lands on the first unanswered question, the last one.
    await expect.poll(() => page.getByText(EVALUATION_TEXT.progress(60, 60)).isVisible()).toBe(true)
    await page.getByRole('radio', { name: '否', exact: true }).click()
    await page.getByRole('button', { name: EVALUATION_TEXT.submit }).click()

    await expect.poll(() => new URL(page.url()).searchParams.get('report')).toMatch(/^\d+$/)
    const reportId = Number(new URL(page.url()).searchParams.get('report'))
    await expect.poll(() => page.getByText(EVALUATION_TEXT.yourCode('code')).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('ISA', { exact: true }).count()).toBeGreaterThan(0)
    // The per-dimension scores, hand-scored above, in the table beside the chart.
    const scores = page.locator('section[aria-labelledby="report-scores"]')
    for (const [name, score] of SHEET_SCORES) {
      const row = scores.getByRole('row').filter({ hasText: name })
      await expect.poll(() => row.textContent()).toContain(EVALUATION_TEXT.scoreOf(score, 10))
    }
    // The chart (an ECharts radar, drawn as SVG, once near the screen) names every dimension on its axes.
    await scores.getByRole('img').first().scrollIntoViewIfNeeded()
    for (const [name] of SHEET_SCORES) {
      await expect.poll(() => scores.locator('svg text').filter({ hasText: name }).count()).toBeGreaterThan(0)
    }
    // The fitting majors and careers are the dataset's, as the report call answers them.
    const report = await ok<{ code: string; majors: { id: number; name: string }[]; careers: { name: string }[] }>(
      page,
      '/web/queryUserEvaluationReport',
      { reportId },
    )
    expect(report.code).toBe('ISA')
    expect(report.majors.length).toBeGreaterThan(0)
    const majors = page.locator('section[aria-labelledby="report-majors"]')
    await expect.poll(() => majors.getByRole('link').count()).toBe(report.majors.length)
    for (const m of report.majors.slice(0, 5)) {
      await expect.poll(() => majors.locator(`a[href="/major/${m.id}"]`).textContent()).toContain(m.name)
    }
    const careers = page.locator('section[aria-labelledby="report-careers"]')
    for (const c of report.careers.slice(0, 3)) {
      await expect.poll(() => careers.getByText(c.name).count()).toBeGreaterThan(0)
    }
    await snapshot(page, 'guidance-evaluate-report.png', { fullPage: true })
  })

  it('reports a four-axis type (性格类型) from a hand-scored sheet: ENFP, with the axes charted', async () => {
    const session = await browser.open()
    const { page } = session
    await registerStudent(session, STUDENT)
    const list = await ok<EvaluationSummary[]>(page, '/web/queryEvaluationList', {})
    const mbti = list.find((e) => e.key === 'mbti')
    if (!mbti) throw new Error('no mbti assessment in the dataset')
    // upstream/test/evaluation-scoring.test.ts sheet 6, eight questions a cycle asking E|I, N|S, T|F, P|J,
    // I|E, S|N, F|T, J|P: E 6:4, N 7:3, T 5:5 (a tie goes to F), P 8:2, so ENFP.
    const sheet = '00001101 00001101 00001101 10000000 11000000'.replace(/\s+/g, '').split('').map(Number)
    await ok(page, '/web/saveEvaluationAnswers', {
      evaluationId: mbti.id,
      answers: sheet.map((option, i) => ({ position: i + 1, option })),
    })
    const done = await ok<{ reportId: number; code: string }>(page, '/web/submitEvaluation', { evaluationId: mbti.id })
    await page.goto(`/evaluate/${mbti.id}?report=${done.reportId}`)
    await expect.poll(() => page.getByText(EVALUATION_TEXT.yourCode('type')).isVisible()).toBe(true)
    await expect.poll(() => page.getByText('ENFP', { exact: true }).count()).toBeGreaterThan(0)
    const scores = page.locator('section[aria-labelledby="report-scores"]')
    const expected: [string, number][] = [
      ['E', 6],
      ['I', 4],
      ['S', 3],
      ['N', 7],
      ['T', 5],
      ['F', 5],
      ['J', 2],
      ['P', 8],
    ]
    for (const [code, score] of expected) {
      const row = scores.locator('tbody tr').filter({ has: page.locator('th', { hasText: new RegExp(` ${code}$`) }) })
      await expect.poll(() => row.textContent()).toContain(EVALUATION_TEXT.scoreOf(score, 10))
    }
    // One pair of bars per axis, drawn as SVG with the axes named (once near the screen).
    await scores.getByRole('img').first().scrollIntoViewIfNeeded()
    await expect.poll(() => scores.locator('svg path').count()).toBeGreaterThan(0)
    await expect.poll(() => scores.locator('svg text').filter({ hasText: '/' }).count()).toBeGreaterThanOrEqual(4)
    await snapshot(page, 'guidance-evaluate-type-report.png', { fullPage: true })
  })
})

describe('subject selection (/subject)', () => {
  it('shows the share of a combination, compares three side by side, and the requirements of a school and a major', async () => {
    const session = await browser.open()
    const { page } = session
    await registerStudent(session, STUDENT)
    await page.goto('/subject')

    const shareOf = async (xk: string) =>
      (await ok<{ share: number }>(page, '/web/queryMajorSumByXkMatch', { province: STUDENT.province, xk })).share
    const panel = page.locator('section[aria-labelledby="xk-share"]')
    const mine = await shareOf(STUDENT.xk)
    // The first paint of /subject loads the provinces, the profile and the share: room for a busy machine.
    await expect
      .poll(() => panel.getByText(SUBJECT_TEXT.shareValue(mine), { exact: true }).count(), { timeout: 30_000 })
      .toBe(1)

    // The schools, then the majors, the student's combination may apply to: as querySchoolByXk and queryMajorByXk say.
    const lists = page.locator('section[aria-labelledby="xk-lists"]')
    const page1 = { province: STUDENT.province, xk: STUDENT.xk, pageNum: 1, pageSize: 20 }
    const schools = await ok<OpenList>(page, '/web/querySchoolByXk', page1)
    const majors = await ok<OpenList>(page, '/web/queryMajorByXk', page1)
    expect(schools.total).toBeGreaterThan(schools.list.length)
    expect(majors.total).toBeGreaterThan(majors.list.length)
    const lastPage = (total: number) => lists.getByRole('button', { name: PAGER_TEXT.page(Math.ceil(total / 20)) })
    await expect.poll(async () => (await tableRows(lists)).map((r) => r.name)).toEqual(schools.list.map((s) => s.name))
    expect(await lists.getByText(SUBJECT_TEXT.listSchools(schools.total), { exact: true }).count()).toBe(1)
    expect(await lastPage(schools.total).count()).toBe(1)
    const firstSchool = schools.list[0] as OpenList['list'][number] & { openMajors: number; majors: number }
    expect((await tableRows(lists))[0]?.text).toContain(
      SUBJECT_TEXT.schoolMajors(firstSchool.openMajors, firstSchool.majors),
    )

    await lists.getByText(SUBJECT_TEXT.listMajors(majors.total), { exact: true }).click()
    await expect.poll(async () => (await tableRows(lists)).map((r) => r.name)).toEqual(majors.list.map((m) => m.name))
    expect(await lastPage(majors.total).count()).toBe(1)
    const firstMajor = majors.list[0] as OpenList['list'][number] & { openSchools: number; schools: number }
    expect((await tableRows(lists))[0]?.text).toContain(
      SUBJECT_TEXT.majorSchools(firstMajor.openSchools, firstMajor.schools),
    )

    // Three combinations into the comparison, picked with the subject buttons.
    const add = page.getByRole('button', { name: SUBJECT_TEXT.addToCompare })
    await add.click()
    await page
      .locator('label')
      .filter({ hasText: /^历史$/ })
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.get('xk')).toContain('史')
    await add.click()
    await page
      .locator('label')
      .filter({ hasText: /^化学$/ })
      .click()
    await page
      .locator('label')
      .filter({ hasText: /^政治$/ })
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.get('xk')).toContain('政')
    await add.click()
    await expect.poll(() => new URL(page.url()).searchParams.get('cmp')?.split(',').length).toBe(3)
    const compared = new URL(page.url()).searchParams.get('cmp')?.split(',') ?? []
    const table = page.locator('section[aria-labelledby="xk-compare"]')
    const shareRow = table.getByRole('row').filter({ hasText: SUBJECT_TEXT.share })
    for (const xk of compared) {
      const share = await shareOf(xk)
      await expect.poll(() => shareRow.textContent()).toContain(SUBJECT_TEXT.shareValue(share))
    }
    // A fourth combination cannot join.
    await page
      .locator('label')
      .filter({ hasText: /^政治$/ })
      .click()
    await page
      .locator('label')
      .filter({ hasText: /^地理$/ })
      .click()
    await expect.poll(() => page.getByText(SUBJECT_TEXT.compareFull).count()).toBeGreaterThan(0)
    await expect.poll(() => add.isDisabled()).toBe(true)
    await snapshot(page, 'guidance-subject-compare.png', { fullPage: true })

    // A school's requirements by major.
    await page.getByRole('tab', { name: SUBJECT_TEXT.tabSchool }).click()
    await page.getByRole('textbox', { name: SUBJECT_TEXT.searchSchool }).fill('南京大学')
    await page.getByRole('button', { name: SUBJECT_TEXT.search }).click()
    await page.getByRole('button', { name: /^南京大学（/ }).click()
    const schoolId = Number(new URL(page.url()).searchParams.get('school'))
    const xk = new URL(page.url()).searchParams.get('xk') ?? STUDENT.xk
    const school = await ok<{ majors: number; openMajors: number | null }>(page, '/web/queryXkBySchool', {
      schoolId,
      province: STUDENT.province,
      xk,
    })
    const schoolPanel = page.locator('section[aria-labelledby="school-xk"]')
    await expect
      .poll(() => schoolPanel.textContent())
      .toContain(SUBJECT_TEXT.schoolMajors(school.openMajors ?? 0, school.majors))
    await expect.poll(() => schoolPanel.locator('tbody tr').count()).toBeGreaterThan(0)
    await snapshot(page, 'guidance-subject-school.png', { fullPage: true })

    // A major's requirements across schools, found by its code.
    await page.getByRole('tab', { name: SUBJECT_TEXT.tabMajor }).click()
    await page.getByRole('textbox', { name: SUBJECT_TEXT.searchByCode }).fill('080901')
    await page.getByRole('textbox', { name: SUBJECT_TEXT.searchByCode }).press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('major')).toMatch(/^\d+$/)
    const majorId = Number(new URL(page.url()).searchParams.get('major'))
    const major = await ok<{ schools: number; openSchools: number | null }>(page, '/web/queryXkByMajor', {
      majorId,
      province: STUDENT.province,
      xk,
    })
    const majorPanel = page.locator('section[aria-labelledby="major-xk"]')
    await expect
      .poll(() => majorPanel.textContent())
      .toContain(SUBJECT_TEXT.majorSchools(major.openSchools ?? 0, major.schools))
    await expect.poll(() => majorPanel.locator('tbody tr').count()).toBeGreaterThan(0)
    await snapshot(page, 'guidance-subject-major.png', { fullPage: true })
  })
})

describe('personal centre (/personal)', () => {
  it('shows the profile, uploads a head image (refusing a non-image and a too-large file), and each tab with real data', async () => {
    const session = await browser.open()
    const { page } = session
    await registerStudent(session, STUDENT)
    // Things of the user's own to show: a finished assessment, a followed school and major, a volunteer table.
    const h = await holland(page)
    await ok(page, '/web/saveEvaluationAnswers', {
      evaluationId: h.id,
      answers: SHEET.map((option, i) => ({ position: i + 1, option })),
    })
    const done = await ok<{ reportId: number; code: string }>(page, '/web/submitEvaluation', { evaluationId: h.id })
    const schools = await ok<{ list: { id: number; name: string }[] }>(page, '/web/querySchoolListByName', {
      name: '南京大学',
      pageNum: 1,
      pageSize: 1,
    })
    const school = schools.list[0]
    if (!school) throw new Error('no 南京大学 in the dataset')
    await ok(page, '/web/user/focus', { schoolId: school.id, focused: true })
    const major = await ok<{ major: { id: number; name: string } }>(page, '/web/queryMajorSchoolByZydm', {
      zydm: '080901',
    })
    await ok(page, '/web/user/focusMajor', { majorId: major.major.id, focus: true })
    const wish = await ok<{ name: string; kind: 'self' | 'ai' }>(page, '/web/user/addWish', {
      name: '我的冲稳保',
      batch: '本科批',
    })

    await page.goto('/personal')
    await expect.poll(() => page.getByText(STUDENT.name, { exact: true }).count()).toBeGreaterThan(0)
    await expect.poll(() => page.getByRole('img', { name: PERSONAL_TEXT.noHeadImage }).count()).toBe(1)

    // A PNG the browser itself drew.
    const png = await page.screenshot({ type: 'png', clip: { x: 96, y: 10, width: 48, height: 36 } })
    const picker = page.getByLabel(PERSONAL_TEXT.uploadHeadImage, { exact: true })
    await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
    const avatar = page.getByRole('img', { name: PERSONAL_TEXT.headImageAlt })
    await expect.poll(() => page.getByText(PERSONAL_TEXT.uploaded).count()).toBeGreaterThan(0)
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/v1\/web\/user\/headImg\/[0-9a-f]{32}$/)
    // Served back: the browser decoded the stored image at its size.
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48)
    const firstSrc = await avatar.getAttribute('src')

    // Text dressed as a PNG passes the browser's check but not the upstream's, which reads the bytes.
    await picker.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
    await expect.poll(() => page.getByText(PERSONAL_TEXT.notImage).count()).toBeGreaterThan(0)
    // Over 2 MB: refused before any upload.
    await picker.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([png, Buffer.alloc(HEAD_IMAGE_MAX_BYTES)]),
    })
    await expect.poll(() => page.getByText(PERSONAL_TEXT.tooLarge).count()).toBeGreaterThan(0)
    expect(await avatar.getAttribute('src')).toBe(firstSrc)
    // Still there after a reload.
    await page.reload()
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48)
    await snapshot(page, 'guidance-personal-profile.png', { fullPage: true })

    await page.getByRole('tab', { name: PERSONAL_TEXT.tabFocus }).click()
    await expect.poll(() => page.getByRole('link', { name: school.name, exact: true }).count()).toBe(1)
    await expect.poll(() => page.getByRole('link', { name: major.major.name, exact: true }).count()).toBe(1)
    await snapshot(page, 'guidance-personal-focus.png', { fullPage: true })

    await page.getByRole('tab', { name: PERSONAL_TEXT.tabEvaluations }).click()
    const item = page.getByRole('listitem').filter({ hasText: h.name })
    await expect.poll(() => item.textContent()).toContain(done.code)
    expect(await item.getByRole('link', { name: PERSONAL_TEXT.viewReport }).getAttribute('href')).toBe(
      `/evaluate/${h.id}?report=${done.reportId}`,
    )
    await snapshot(page, 'guidance-personal-evaluations.png', { fullPage: true })

    await page.getByRole('tab', { name: PERSONAL_TEXT.tabWishes }).click()
    const wishItem = page.getByRole('listitem').filter({ hasText: wish.name })
    await expect.poll(() => wishItem.textContent()).toContain(PERSONAL_TEXT.wishKind(wish.kind))
    expect(await wishItem.getByRole('link', { name: PERSONAL_TEXT.viewWish }).getAttribute('href')).toMatch(
      /^\/choice\/detail\?wishId=\d+$/,
    )
    await snapshot(page, 'guidance-personal-wishes.png', { fullPage: true })

    await page.getByRole('tab', { name: PERSONAL_TEXT.tabMembership }).click()
    await expect.poll(() => page.getByRole('heading', { name: MEMBERSHIP_TEXT.statusTitle }).count()).toBe(1)
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('membership')
    await snapshot(page, 'guidance-personal-membership.png', { fullPage: true })

    // The evaluation tab's link opens the report.
    await page.goto('/personal?tab=evaluations')
    await page.getByRole('link', { name: PERSONAL_TEXT.viewReport }).first().click()
    await expect.poll(() => page.getByText(EVALUATION_TEXT.yourCode('code')).isVisible()).toBe(true)
  })
})

describe('on a phone', () => {
  it('lays out the assessment, subject selection and personal centre pages without sideways scrolling', async () => {
    const session = await browser.open(PHONE)
    const { page } = session
    await registerStudent(session, STUDENT)
    const h = await holland(page)
    for (const [path, name] of [
      ['/evaluate', 'evaluate'],
      [`/evaluate/${h.id}`, 'evaluate-intro'],
      ['/subject', 'subject'],
      ['/subject?tab=school', 'subject-school'],
      ['/personal', 'personal'],
      ['/personal?tab=focus', 'personal-focus'],
    ] as const) {
      await page.goto(path)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0)
      await expect.poll(() => page.locator('.semi-spin-spinning').count()).toBe(0)
      await pageSettled(page)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow, path).toBeLessThanOrEqual(0)
      await snapshot(page, `guidance-phone-${name}.png`, { fullPage: true })
    }
  })
})
