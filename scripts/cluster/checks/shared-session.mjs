import {
  addWish,
  apiPath,
  getUserInfo,
  loginByPassWord,
  myWish,
  saveUserInfo,
  sendVerifyCode,
  userRegistration,
} from '@gaokao/contracts'
import { browser, codeOf } from '../client.mjs'
import { freshPhone, PASSWORD_MD5, profile } from '../student.mjs'

const TABLE_NAME = '集群志愿表'

/**
 * Register and log in through replica A (bff A, pinned to upstream A), then
 * read the profile and build a volunteer table through replica B: one
 * student's state is the same on every replica. Returns the student, logged
 * in on both bffs, for the later checks.
 */
export async function sharedSession(cluster, report) {
  const [bffA, bffB] = cluster.bffs
  const a = browser(bffA.url)
  const b = browser(bffB.url)
  const phone = freshPhone()
  const nickName = '集群考生'

  const sent = await a.post(apiPath(sendVerifyCode), { phone, isSignIn: '1' })
  const registered = await a.post(apiPath(userRegistration), {
    phone,
    verifyCode: String(sent.json?.data?.demoCode ?? ''),
    passWord: PASSWORD_MD5,
  })
  const loggedIn = await a.post(apiPath(loginByPassWord), { phone, passWord: PASSWORD_MD5 })
  const saved = await a.post(apiPath(saveUserInfo), profile(nickName))
  const steps = [sent, registered, loggedIn, saved].map(codeOf)
  report.check(
    'register, log in and save the profile through replica A',
    steps.every((code) => code === 0) && a.session() !== undefined,
    `codes ${steps.join(', ')}: ${saved.json?.msg ?? loggedIn.json?.msg ?? ''}`,
  )

  b.withSessionOf(a)
  const info = await b.post(apiPath(getUserInfo))
  const seen = info.json?.data
  report.check(
    'replica B reads the profile saved through replica A (same session)',
    codeOf(info) === 0 && seen?.phone === phone && seen?.nickName === nickName && seen?.score === 600,
    `${codeOf(info)} ${info.json?.msg ?? ''} ${JSON.stringify(seen ?? null).slice(0, 200)}`,
  )

  const made = await b.post(apiPath(addWish), { name: TABLE_NAME, batch: '本科批' })
  const listed = await a.post(apiPath(myWish), { pageNum: 1, pageSize: 20 })
  const names = (listed.json?.data?.list ?? []).map((wish) => wish.name)
  report.check(
    'a volunteer table built through replica B is listed through replica A',
    codeOf(made) === 0 && names.includes(TABLE_NAME),
    `addWish ${codeOf(made)} ${made.json?.msg ?? ''}; myWish ${codeOf(listed)} lists ${JSON.stringify(names)}`,
  )

  // The pin these checks rely on: while both live, each bff's calls reach its own upstream only.
  const strays = ['a', 'b'].flatMap((side, i) =>
    cluster.gateway.apiLog(side).filter((line) => !line.startsWith(`${new URL(cluster.upstreams[i].url).host} `)),
  )
  report.check(
    "each bff's calls reached its own upstream replica (nginx access logs)",
    strays.length === 0,
    strays.slice(0, 3).join(' | '),
  )
  return { phone, nickName, tableName: TABLE_NAME, a, b }
}
