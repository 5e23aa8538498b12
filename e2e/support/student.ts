import { createHash } from 'node:crypto'
import { activeVipCard, apiPath, CLIENT_HEADER, CLIENT_HEADER_VALUE, currentAdmissionYear } from '@gaokao/contracts'
import { expect } from 'vitest'
import { freshPhone } from './account.js'
import { type Session, withProvince } from './browser.js'

export interface NewStudent {
  name: string
  province: string
  /** Subjects joined by '/', e.g. 物/化/生. */
  xk: string
  score: number
  localArea: string[]
}

/** The password registerStudent gives its students (the page sends its MD5). */
export const STUDENT_PASSWORD = 'student1234'

/**
 * A new student, registered and profiled through the API from inside the
 * page, so the bff's httpOnly token cookie lands in this browser context;
 * with `vipCard` (one of the README's demo cards, each usable once per
 * stack) they become a member, for the member features. Returns the phone.
 */
export async function registerStudent(
  session: Session,
  student: NewStudent,
  options: { vipCard?: string } = {},
): Promise<string> {
  await withProvince(session, student.province)
  const { page } = session
  await page.goto('/')
  const phone = freshPhone()
  const password = createHash('md5').update(STUDENT_PASSWORD).digest('hex')
  const codes = await page.evaluate(
    async ({ phone, password, student, vipCard, vipPath, header, examYear }) => {
      const post = async (path: string, body: unknown) => {
        const res = await fetch(path.startsWith('/api/') ? path : `/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [header.name]: header.value },
          body: JSON.stringify(body),
        })
        return (await res.json()) as { code: number; msg: string; data: Record<string, unknown> }
      }
      const sent = await post('/web/sendVerifyCode', { phone, isSignIn: '1' })
      const registered = await post('/web/userRegistration', {
        phone,
        verifyCode: sent.data.demoCode,
        passWord: password,
      })
      const saved = await post('/web/user/saveUserInfo', {
        nickName: student.name,
        sex: '女',
        nation: '汉族',
        language: '英语',
        freshGraduate: '1',
        localArea: student.localArea,
        province: student.province,
        gkYear: examYear,
        score: student.score,
        xk: student.xk,
        uType: '0',
      })
      const card = vipCard ? await post(vipPath, { cardNo: vipCard }) : { code: 0, msg: '' }
      return [sent.code, registered.code, saved.code, card.code, `${saved.msg} ${card.msg}`] as const
    },
    {
      phone,
      password,
      student,
      vipCard: options.vipCard,
      vipPath: apiPath(activeVipCard),
      header: { name: CLIENT_HEADER, value: CLIENT_HEADER_VALUE },
      // The exam year a student registering today would choose (the contracts' rule, Asia/Shanghai calendar).
      examYear: currentAdmissionYear(new Date()),
    },
  )
  expect(codes.slice(0, 4), codes[4]).toEqual([0, 0, 0, 0])
  // The page learns of the session (and the membership) at start.
  await page.reload()
  return phone
}
