import {
  API_PREFIX,
  apiPath,
  getUserInfo,
  myWish,
  PAY_SANDBOX_PAGE_PATH,
  PAY_SANDBOX_SCRIPT_PATH,
  saveUserInfo,
} from '@gaokao/contracts'
import { browser, codeOf } from '../client.mjs'
import { tally } from '../report.mjs'
import { profile } from '../student.mjs'
import { sqlNumber } from './payment-once.mjs'

/** Parallel GET loops through the gateway. */
const READERS = 6
/** GETs answered before the kill, and after it, before the stream stops: counts, not time, so load only slows it. */
const BEFORE_KILL = 120
const AFTER_KILL = 240

/**
 * A stream of GETs through the gateway (the order's sandbox page, which
 * reads the student's order from the user store, and the page's script),
 * with a writer saving the profile again and again beside it; upstream
 * replica A is SIGKILLed mid-stream. Every GET must be answered 200 (nginx
 * sends a GET whose replica died to the other; docs/cluster.md), and every
 * write that was answered must still be there: the profile, the table, the
 * payment.
 */
export async function upstreamKill(cluster, report, student, orderNo) {
  const client = browser(cluster.gateway.url, { from: '127.0.0.5' })
  client.withSessionOf(student.a)
  const paths = [`${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/${orderNo}`, `${API_PREFIX}${PAY_SANDBOX_SCRIPT_PATH}`]
  const gets = []
  let stop = false
  let afterKill = Number.POSITIVE_INFINITY
  let killedSignal
  const reader = async (k) => {
    for (let i = k; !stop; i++) {
      const path = paths[i % paths.length]
      const answer = await client.get(path).catch((error) => ({ status: `error ${error.code ?? error.message}` }))
      gets.push(`${path === paths[0] ? 'page' : 'script'} ${answer.status}`)
      if (gets.length >= afterKill) stop = true
    }
  }
  // The writer: each answered save is a committed write the survivor must show.
  let acknowledged
  const attempted = []
  const writer = async () => {
    for (let i = 1; !stop; i++) {
      const nickName = `集群写入${i}`
      attempted.push(nickName)
      const answer = await client.post(apiPath(saveUserInfo), profile(nickName)).catch(() => undefined)
      if (answer && codeOf(answer) === 0) acknowledged = nickName
    }
  }
  const loops = [...Array.from({ length: READERS }, (_, k) => reader(k)), writer()]
  const killer = (async () => {
    while (gets.length < BEFORE_KILL && !stop) await new Promise((resolve) => setTimeout(resolve, 10))
    killedSignal = await cluster.upstreams[0].kill('SIGKILL')
    afterKill = gets.length + AFTER_KILL
  })()
  await Promise.all([...loops, killer])

  const lost = gets.filter((line) => !line.endsWith(' 200'))
  report.check(
    `killing upstream replica A (${killedSignal}) during ${gets.length} GETs through the gateway loses none`,
    lost.length === 0 && killedSignal === 'SIGKILL',
    tally(lost),
  )

  // After the kill both bffs reach upstream B: read back through each, directly.
  const readers = cluster.bffs.map((bff) => {
    const side = browser(bff.url)
    side.withSessionOf(student.a)
    return side
  })
  const infos = await Promise.all(readers.map((side) => side.post(apiPath(getUserInfo))))
  const tables = await Promise.all(readers.map((side) => side.post(apiPath(myWish), { pageNum: 1, pageSize: 20 })))
  const names = infos.map((info) => info.json?.data?.nickName)
  // The last acknowledged save, or a later one whose answer the kill cut off: either may be the last committed.
  const committed = acknowledged === undefined ? [] : attempted.slice(attempted.indexOf(acknowledged))
  const userId = `(SELECT id FROM users WHERE phone = '${student.phone}')`
  const grants = sqlNumber(cluster.postgres, `SELECT count(*) FROM member_grants WHERE user_id = ${userId}`)
  const holds =
    acknowledged !== undefined &&
    names.every((name) => committed.includes(name)) &&
    tables.every((t) => (t.json?.data?.list ?? []).some((wish) => wish.name === student.tableName)) &&
    infos.every((info) => info.json?.data?.vip?.active === true) &&
    grants === 1
  report.check(
    'after the kill, the surviving replica holds every committed write (profile, table, membership)',
    holds,
    `last acknowledged save ${acknowledged ?? 'none'} of ${attempted.length}; read ${JSON.stringify(names)}; tables ${tables
      .map((t) => `${codeOf(t)}:${(t.json?.data?.list ?? []).length}`)
      .join(', ')}; vip ${infos.map((info) => info.json?.data?.vip?.active).join(', ')}; ${grants} grants`,
  )
  client.close()
  for (const side of readers) side.close()
}
