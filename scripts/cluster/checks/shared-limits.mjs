import { apiPath, loginByPassWord, sendVerifyCode } from '@gaokao/contracts'
import { browser, codeOf } from '../client.mjs'
import { tally } from '../report.mjs'
import { CLUSTER_LIMIT } from '../stack.mjs'
import { freshPhone, md5, PASSWORD_MD5 } from '../student.mjs'

/** Requests the bff answered on one route so far, by its own metrics (`_count` of the duration histogram). */
async function servedOn(bff, route) {
  const text = await (await fetch(`${bff.url}/metrics`)).text()
  let sum = 0
  for (const line of text.split('\n')) {
    if (line.startsWith('bff_http_request_duration_seconds_count{') && line.includes(`route="${route}"`)) {
      sum += Number(line.slice(line.lastIndexOf(' ') + 1))
    }
  }
  return sum
}

/** Sends a burst through the gateway and says how each bff's share and the answers came out. */
async function burst(cluster, route, send) {
  const before = await Promise.all(cluster.bffs.map((bff) => servedOn(bff, route)))
  const answers = await Promise.all(Array.from({ length: 2 * CLUSTER_LIMIT }, send))
  const after = await Promise.all(cluster.bffs.map((bff) => servedOn(bff, route)))
  const shares = after.map((n, i) => n - before[i])
  return { answers, shares, spread: `bff A served ${shares[0]}, bff B ${shares[1]}` }
}

/**
 * The bff's per-address limits (code sends, failed logins) hold across both
 * replicas: a burst of twice the limit from one client address through the
 * gateway, which the round robin splits over both bffs, passes exactly the
 * limit. The address is the client's as the gateway saw it (X-Forwarded-For,
 * believed from TRUST_PROXY): another address is not refused.
 */
export async function sharedLimits(cluster, report, student) {
  const codeRoute = apiPath(sendVerifyCode)
  const sender = browser(cluster.gateway.url, { from: '127.0.0.2' })
  const codes = await burst(cluster, codeRoute, () => sender.post(codeRoute, { phone: freshPhone(), isSignIn: '1' }))
  const sentCodes = codes.answers.map(codeOf)
  report.check(
    `code sends: ${2 * CLUSTER_LIMIT} at once from one address over both bffs, exactly ${CLUSTER_LIMIT} sent`,
    sentCodes.filter((c) => c === 0).length === CLUSTER_LIMIT &&
      codes.answers.filter((r) => r.status === 429).length === CLUSTER_LIMIT &&
      codes.shares.every((n) => n > 0),
    `${tally(sentCodes)}; ${codes.spread}`,
  )

  const loginRoute = apiPath(loginByPassWord)
  const guesser = browser(cluster.gateway.url, { from: '127.0.0.3' })
  const wrong = md5('not-the-password')
  const logins = await burst(cluster, loginRoute, () =>
    guesser.post(loginRoute, { phone: freshPhone(), passWord: wrong }),
  )
  const refused = logins.answers.filter((r) => r.status === 429).length
  const answered = logins.answers.filter((r) => r.status !== 429 && codeOf(r) !== 0 && r.status < 500).length
  report.check(
    `failed logins: ${2 * CLUSTER_LIMIT} wrong passwords at once from one address over both bffs, exactly ${CLUSTER_LIMIT} reach the upstream`,
    answered === CLUSTER_LIMIT && refused === CLUSTER_LIMIT && logins.shares.every((n) => n > 0),
    `${tally(logins.answers.map((r) => `${r.status}/${codeOf(r)}`))}; ${logins.spread}`,
  )

  const sameAddress = await guesser.post(loginRoute, { phone: student.phone, passWord: PASSWORD_MD5 })
  const otherAddress = await browser(cluster.gateway.url, { from: '127.0.0.4' }).post(loginRoute, {
    phone: student.phone,
    passWord: PASSWORD_MD5,
  })
  report.check(
    "the limits count the client's address from X-Forwarded-For: the guessing one stays refused, another logs in",
    sameAddress.status === 429 && codeOf(otherAddress) === 0,
    `127.0.0.3: ${sameAddress.status}/${codeOf(sameAddress)}, 127.0.0.4: ${otherAddress.status}/${codeOf(otherAddress)}`,
  )
  sender.close()
  guesser.close()
}
