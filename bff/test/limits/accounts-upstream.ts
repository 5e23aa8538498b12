import { ACCOUNT_TEXT, apiPath, loginByPassWord, provinces, REFUSAL_CODE, sendVerifyCode } from '@gaokao/contracts'
import { type FakeUpstream, type RecordedRequest, sendJson, startFakeUpstream } from '../helpers.js'

export const RIGHT = 'a'.repeat(32)
export const WRONG = 'b'.repeat(32)

/** The gaokao provinces, the site payload's required part; its other parts are unknown here and marked failed. */
const PROVINCES = [{ sf: '江苏', gkms: '3+1+2' }]

const pathOf = (req: RecordedRequest) => req.url.split('?')[0] ?? ''

/** The requests that reached the fake for one path. */
export const callsTo = (fake: FakeUpstream, path: string) => fake.requests.filter((r) => pathOf(r) === path)

/**
 * An upstream for the limit tests: password logins checked like the real
 * one (RIGHT gets a token, anything else the login-failed refusal), code
 * sends accepted, the provinces served. Logins and sends
 * wait a little, so a burst is all in flight at once, and until `held`
 * settles when a test holds them.
 */
export function startAccountsUpstream(held: Promise<unknown> = Promise.resolve()): Promise<FakeUpstream> {
  return startFakeUpstream((req, res) => {
    const path = pathOf(req)
    if (path === apiPath(provinces)) return sendJson(res, 200, { code: 0, msg: '成功', data: PROVINCES })
    const answer = () => {
      if (path === apiPath(sendVerifyCode))
        return sendJson(res, 200, { code: 0, msg: '成功', data: { resendAfter: 60 } })
      if (path !== apiPath(loginByPassWord)) return sendJson(res, 404, { code: 404, msg: '接口不存在', data: null })
      const body = JSON.parse(req.body || '{}') as { passWord?: string }
      if (body.passWord === RIGHT) return sendJson(res, 200, { code: 0, msg: '成功', data: { token: 'tok-123456' } })
      sendJson(res, 200, { code: REFUSAL_CODE.loginFailed, msg: ACCOUNT_TEXT.loginFailed, data: null })
    }
    void held.then(() => setTimeout(answer, 50))
  })
}
