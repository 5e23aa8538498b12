import { apiPath, choiceMajorList, choicePage, choiceSchoolList, querySum } from '@gaokao/contracts'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, okResponse } from '../../../../test/json-response'
import { datasetInfoQueryOptions } from '../../../api/reference/dataset-info'
import { resetUser, user } from '../../../stores/user'
import { prefetchChoice } from './choice-page'
import { CHOICE_PAGE_SIZE, choiceListBody, choiceListQueryOptions, sumQueryOptions } from './options'
import { myWishesQueryOptions } from './wishes'

const fetchMock = vi.fn<typeof fetch>()

/** The calls made, as path and body. */
const calls = () =>
  fetchMock.mock.calls.map(([input, init]) => ({ path: String(input), body: JSON.parse(String(init?.body ?? '{}')) }))

const failed = () => jsonResponse({ code: 502, msg: '服务暂时不可用，请稍后重试', data: null }, 502)

/**
 * The bff as /choice sees it: a summary suggesting `defaultView` (alone, or in the unfiltered page's
 * payload beside the tables and the dataset info), and a list of one option, answered when `listAnswer` resolves.
 */
function upstream(defaultView: 'school' | 'major', { payload = 'ok', listAnswer = Promise.resolve() } = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    if (path === apiPath(querySum)) return okResponse({ defaultView })
    if (path === choicePage.path) {
      if (payload === 'failed') return failed()
      const refused = { ok: false, code: 1001, msg: '用户不存在' }
      return okResponse({
        sum: payload === 'sum refused' ? refused : { ok: true, data: { defaultView } },
        wishes: { ok: true, data: { total: 0, list: [] } },
        datasetInfo: { ok: true, data: { demo: true } },
      })
    }
    if (path === apiPath(choiceSchoolList) || path === apiPath(choiceMajorList)) {
      await listAnswer
      return okResponse({ total: 1, list: [path] })
    }
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

    const body = choiceListBody({ band: '稳', page: 2, provinces: ['浙江'] }, '稳')
    const key = choiceListQueryOptions(PROFILE, 'major', body).queryKey
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(key)).toEqual({ total: 1, list: [apiPath(choiceMajorList)] }),
    )
    expect(calls().map((c) => c.path)).toEqual([apiPath(querySum), apiPath(choiceMajorList)])
    expect(calls()[1]?.body).toEqual({ schoolProvinces: ['浙江'], band: '稳', pageNum: 2, pageSize: CHOICE_PAGE_SIZE })
  })

  it('keeps the view the URL names, and the first page of 冲 when it names none', async () => {
    upstream('major')
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, { view: 'school' })

    await vi.waitFor(() => expect(calls()).toHaveLength(2))
    expect(calls()[1]).toEqual({
      path: apiPath(choiceSchoolList),
      body: { band: '冲', pageNum: 1, pageSize: CHOICE_PAGE_SIZE },
    })
  })

  it('unfiltered, takes the summary, the tables and the dataset info from the /choice payload in one GET', async () => {
    upstream('school')
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, { band: '稳' })

    expect(calls()[0]?.path).toBe(choicePage.path)
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('GET')
    expect(queryClient.getQueryData(sumQueryOptions(PROFILE, {}).queryKey)).toEqual({ defaultView: 'school' })
    expect(queryClient.getQueryData(myWishesQueryOptions(undefined).queryKey)).toEqual({ total: 0, list: [] })
    expect(queryClient.getQueryData(datasetInfoQueryOptions().queryKey)).toEqual({ demo: true })
    await vi.waitFor(() => expect(calls()).toHaveLength(2))
    expect(calls().map((c) => c.path)).not.toContain(apiPath(querySum))
  })

  it('asks querySum itself when the payload fails', async () => {
    upstream('school', { payload: 'failed' })
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, {})

    // The payload (a GET, so tried twice on a 502 as every GET), then the summary's own call.
    const paths = calls().map((c) => c.path)
    expect(paths.slice(0, 3)).toEqual([choicePage.path, choicePage.path, apiPath(querySum)])
    expect(queryClient.getQueryData(sumQueryOptions(PROFILE, {}).queryKey)).toEqual({ defaultView: 'school' })
  })

  it('asks querySum itself when the payload came without the summary', async () => {
    upstream('school', { payload: 'sum refused' })
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, {})

    expect(
      calls()
        .map((c) => c.path)
        .slice(0, 2),
    ).toEqual([choicePage.path, apiPath(querySum)])
    expect(queryClient.getQueryData(sumQueryOptions(PROFILE, {}).queryKey)).toEqual({ defaultView: 'school' })
    // The parts that came are kept.
    expect(queryClient.getQueryData(myWishesQueryOptions(undefined).queryKey)).toEqual({ total: 0, list: [] })
  })

  it('resolves once the summary is in, while the list is still on its way', async () => {
    let answerList = () => {}
    upstream('school', { listAnswer: new Promise<void>((resolve) => (answerList = resolve)) })
    const queryClient = new QueryClient()
    await prefetchChoice(queryClient, {})

    const key = choiceListQueryOptions(PROFILE, 'school', choiceListBody({}, '冲')).queryKey
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching')
    answerList()
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'))
  })

  it('asks nothing without a session', async () => {
    upstream('school')
    resetUser()
    await prefetchChoice(new QueryClient(), {})
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
