import { apiPath, getUserInfo, SESSION_PATHS } from '@gaokao/contracts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse } from '../../../../test/json-response'

const fetchMock = vi.fn<typeof fetch>()

const json = (status: number, body: unknown) => jsonResponse(body, status)

/** A start-up with a session cookie whose profile fetch ends as `profile` says; returns the URLs fetched. */
async function startWith(profile: () => Promise<Response>): Promise<{ urls: string[]; phone: string }> {
  fetchMock.mockImplementation(async (input) => {
    const url = String(input)
    if (url === SESSION_PATHS.session) return json(200, { code: 0, msg: '成功', data: { loggedIn: true } })
    if (url === apiPath(getUserInfo)) return profile()
    if (url === SESSION_PATHS.logout) return json(200, { code: 0, msg: '成功', data: null })
    throw new Error(`unexpected ${url}`)
  })
  // A fresh module each time: loadSession runs once per page.
  vi.resetModules()
  const { loadSession } = await import('./session')
  const { user } = await import('../../../stores/user')
  await loadSession()
  return { urls: fetchMock.mock.calls.map(([input]) => String(input)), phone: user.phone }
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

describe('the profile at start', () => {
  it('is the one the session check brought: no second call before the first paint', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input) === SESSION_PATHS.session) {
        return json(200, { code: 0, msg: '成功', data: { loggedIn: true, profile: { phone: '138****0001' } } })
      }
      throw new Error(`unexpected ${String(input)}`)
    })
    vi.resetModules()
    const { loadSession } = await import('./session')
    const { user } = await import('../../../stores/user')
    await loadSession()
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([SESSION_PATHS.session])
    expect(user.phone).toBe('138****0001')
  })

  it('is fetched when the check came without one (the upstream did not answer it)', async () => {
    const { urls, phone } = await startWith(async () =>
      json(200, { code: 0, msg: '成功', data: { phone: '13800000001' } }),
    )
    expect(urls).toEqual([SESSION_PATHS.session, apiPath(getUserInfo)])
    expect(phone).toBe('13800000001')
  })
})

describe('a failed profile fetch at start (docs/spec-rules.md, States)', () => {
  it('drops the token at the bff when the upstream refuses it (401)', async () => {
    const { urls, phone } = await startWith(async () =>
      json(401, { code: 401, msg: '登录已过期，请重新登录', data: null }),
    )
    expect(urls).toContain(SESSION_PATHS.logout)
    expect(phone).toBe('')
  })

  // Why only a token the upstream refuses is dropped at the bff: loadSession's comment.
  it('keeps it when no answer came (an aborted request), the upstream was unreachable or answered another error, logging out this page only', async () => {
    const aborted = await startWith(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError')
    })
    expect(aborted.urls).not.toContain(SESSION_PATHS.logout)
    expect(aborted.phone).toBe('')
    const unreachable = await startWith(async () =>
      json(502, { code: 502, msg: '服务暂时不可用，请稍后重试', data: null }),
    )
    expect(unreachable.urls).not.toContain(SESSION_PATHS.logout)
    expect(unreachable.phone).toBe('')
    const otherError = await startWith(async () => json(200, { code: 1001, msg: '用户不存在', data: null }))
    expect(otherError.urls).not.toContain(SESSION_PATHS.logout)
  })
})
