/**
 * Parallel bursts where a race would show: many wrong-password logins for
 * one phone at once (the lockout), and orders created, confirmed and read
 * in parallel (idempotency keys, the sandbox's callbacks). They need the
 * demo accounts, so the stack runs with DEMO_MODE=on.
 */
import { createHash } from 'node:crypto'
import {
  API_PREFIX,
  apiPath,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  loginByPassWord,
  PAY_SANDBOX_PAGE_PATH,
  PRODUCT_CODES,
  paySandboxConfirm,
  preCreatePc,
  queryPayOrder,
  queryPayOrderList,
} from '@gaokao/contracts'

/** The README's demo students: 13800000001 is a member, 13800000002 is not; both use demo1234. */
export const DEMO_MEMBER = '13800000001'
export const DEMO_NON_MEMBER = '13800000002'
/** What the SPA sends for a password: its MD5 (contracts: PASSWORD_MD5_PATTERN). */
export const passwordMd5 = (password) => createHash('md5').update(password).digest('hex')
export const DEMO_PASSWORD_MD5 = passwordMd5('demo1234')

/** A JSON POST as the SPA sends it; through the bff it carries the CSRF header (docs/csrf.md). */
export function post(target, path, body, { session = false, kind, label }) {
  const headers = { 'content-type': 'application/json' }
  if (target === 'bff') headers[CLIENT_HEADER] = CLIENT_HEADER_VALUE
  return { kind, label, call: path, target, method: 'POST', path, headers, body: JSON.stringify(body), session }
}

/** n logins for one phone with n different wrong passwords, to be sent at once. */
export function loginBurstRequests(rng, target, phone, n) {
  return Array.from({ length: n }, () => {
    let guess = rng.hex(32)
    while (guess === DEMO_PASSWORD_MD5) guess = rng.hex(32)
    return post(
      target,
      apiPath(loginByPassWord),
      { phone, passWord: guess },
      { kind: 'login burst', label: 'wrong password' },
    )
  })
}

const needsSession = (endpoint) => endpoint.auth === 'user'

const envelopeData = (answer) => {
  try {
    const envelope = JSON.parse(answer.body.toString('utf8'))
    return envelope?.code === 0 ? envelope.data : undefined
  } catch {
    return undefined
  }
}

/**
 * preCreate in parallel (keys sent twice at once, and one key reused for
 * the other product), then every order confirmed and cancelled by several
 * parallel sandbox calls, then read back in parallel. `exchange` sends a
 * request and returns its answer (judged by the caller); the session is
 * the caller's buyer.
 */
export async function paymentBurst(rng, target, exchange) {
  const kind = 'payment burst'
  const keys = Array.from({ length: 8 }, () => `fuzz-${rng.hex(24)}`)
  const creates = keys.flatMap((key, i) => {
    const productCode = PRODUCT_CODES[i % PRODUCT_CODES.length]
    const body = { productCode, idempotencyKey: key }
    const options = { session: needsSession(preCreatePc), kind, label: 'preCreate, same key twice at once' }
    return [post(target, apiPath(preCreatePc), body, options), post(target, apiPath(preCreatePc), body, options)]
  })
  const other = PRODUCT_CODES[1 % PRODUCT_CODES.length]
  creates.push(
    post(
      target,
      apiPath(preCreatePc),
      { productCode: other, idempotencyKey: keys[0] },
      {
        session: needsSession(preCreatePc),
        kind,
        label: 'preCreate, a key reused for another product',
      },
    ),
  )
  const created = await Promise.all(creates.map(exchange))
  const orderNos = [
    ...new Set(
      created
        .map(envelopeData)
        .map((order) => order?.orderNo)
        .filter(Boolean),
    ),
  ]

  const confirms = orderNos.flatMap((orderNo) =>
    ['pay', 'pay', 'cancel', 'pay'].map((action) =>
      post(
        target,
        apiPath(paySandboxConfirm),
        { orderNo, action },
        {
          session: needsSession(paySandboxConfirm),
          kind,
          label: `sandbox ${action}, in parallel`,
        },
      ),
    ),
  )
  const pages = orderNos.map((orderNo) => ({
    kind,
    label: 'sandbox page',
    call: `${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}`,
    target,
    method: 'GET',
    path: `${API_PREFIX}${PAY_SANDBOX_PAGE_PATH}/${orderNo}`,
    headers: {},
    // The buyer's own page: a browser sends its cookie with it.
    session: true,
  }))
  await Promise.all([...confirms, ...pages].map(exchange))

  const reads = [
    ...orderNos.map((orderNo) =>
      post(
        target,
        apiPath(queryPayOrder),
        { orderNo },
        { session: needsSession(queryPayOrder), kind, label: 'read back' },
      ),
    ),
    post(
      target,
      apiPath(queryPayOrderList),
      { pageNum: 1, pageSize: 50 },
      {
        session: needsSession(queryPayOrderList),
        kind,
        label: 'list',
      },
    ),
  ]
  await Promise.all(reads.map(exchange))
  return { orders: orderNos.length, requests: creates.length + confirms.length + pages.length + reads.length }
}
