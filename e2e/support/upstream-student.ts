import { activeVipCard, currentAdmissionYear, saveUserInfo, sendVerifyCode, userRegistration } from '@gaokao/contracts'
import { DEMO_PASSWORD_MD5, freshPhone, loginAs } from './account.js'
import { askUpstream } from './ask-upstream.js'
import { type Session, withProvince } from './browser.js'
import type { NewStudent } from './student.js'

/**
 * A new student (with `vipCard`, a member) in a province of the test's
 * choosing (a 河南 one, whose lines are generated per major), with a complete
 * profile and logged in in this browser context, as registerStudent's. Registered at
 * the upstream directly, not through the bff: the bff hands one address 30
 * codes an hour, and the whole run shares that address, so each extra
 * student registered through it brings the later files' registrations closer
 * to a 429. The login then goes through the bff as the SPA's does (loginAs,
 * with the demo password). `vipCard` is one of the README's demo cards,
 * usable once per stack: each test spends its own.
 */
/**
 * A login code for a registered phone, asked of the upstream directly: the
 * bff hands the run's one address 30 codes an hour (see upstreamStudent), so
 * a test about what happens after a code login spends none of them. Call
 * ageVerifyCodes(phone) first when the phone had a code within the minute.
 */
export async function upstreamLoginCode(phone: string): Promise<string> {
  const sent = await askUpstream(sendVerifyCode, { phone, isSignIn: '' })
  return String(sent.demoCode)
}

export async function upstreamStudent(
  session: Session,
  student: NewStudent,
  options: { vipCard?: string } = {},
): Promise<string> {
  const phone = freshPhone()
  const sent = await askUpstream(sendVerifyCode, { phone, isSignIn: '1' })
  const registered = await askUpstream(userRegistration, {
    phone,
    verifyCode: sent.demoCode,
    passWord: DEMO_PASSWORD_MD5,
  })
  const token = String(registered.token)
  await askUpstream(
    saveUserInfo,
    {
      nickName: student.name,
      sex: '女',
      nation: '汉族',
      language: '英语',
      freshGraduate: '1',
      localArea: student.localArea,
      province: student.province,
      gkYear: currentAdmissionYear(new Date()),
      score: student.score,
      xk: student.xk,
      uType: '0',
    },
    token,
  )
  if (options.vipCard) await askUpstream(activeVipCard, { cardNo: options.vipCard }, token)
  await withProvince(session, student.province)
  await session.page.goto('/')
  await loginAs(session, phone)
  return phone
}
