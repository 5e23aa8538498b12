import { apiPath, choiceMajorList, choiceSchoolList, querySum } from '@gaokao/contracts'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetUser, user } from '../../../stores/user'
import { CHOICE_PAGE_SIZE, choiceListBody, choiceListQueryOptions, prefetchChoice } from './options'

const fetchMock = vi.fn<typeof fetch>()
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '成功', data }), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

/** The calls made, as path and body. */
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init?.body ?? '{}')) }))

/** The upstream as /choice sees it: a summary suggesting `defaultView`, and a list of one option. */
function upstream(defaultView: 'school' | 'major') {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    if (path === apiPath(querySum)) return ok({ defaultView })
    if (path === apiPath(choiceSchoolList) || path === apiPath(choiceMajorList)) return ok({ total: 1, list: [path] })
    throw new Error(`unexpected ${path}`)
  })
}

const PROFILE = '江苏|物,生,地|600'

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  Object.assign(user, { session: 'user', province: '江苏', xk: '物,生,地', score: 600 })
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetUser()
})

describe('prefetchChoice (the /choice route loader)', () => {
  it('asks for the summary, then the list in the view it suggests, under the key the page reads', async () => {
    upstream('major')
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, { band: '稳', page: 2, provinces: ['浙江'] })

    expect(calls().map((c) => c.path)).toEqual([apiPath(querySum), apiPath(choiceMajorList)])
    expect(calls()[1]?.body).toEqual({ schoolProvinces: ['浙江'], band: '稳', pageNum: 2, pageSize: CHOICE_PAGE_SIZE })
    const body = choiceListBody({ band: '稳', page: 2, provinces: ['浙江'] }, '稳')
    const key = choiceListQueryOptions(PROFILE, 'major', body).queryKey
    expect(queryClient.getQueryData(key)).toEqual({ total: 1, list: [apiPath(choiceMajorList)] })
  })

  it('keeps the view the URL names, and the first page of 冲 when it names none', async () => {
    upstream('major')
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, { view: 'school' })

    expect(calls().map((c) => c.path)).toEqual([apiPath(querySum), apiPath(choiceSchoolList)])
    expect(calls()[1]?.body).toEqual({ band: '冲', pageNum: 1, pageSize: CHOICE_PAGE_SIZE })
  })

  it('asks nothing without a session', async () => {
    upstream('school')
    resetUser()
    await prefetchChoice(new QueryClient(), {})
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
