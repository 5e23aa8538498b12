import { apiPath, provinces, querySchoolCompare } from '@gaokao/contracts'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { okResponse } from '../../../../test/json-response'
import { mergeProfile, resetUser, user } from '../../../stores/user'
import { prefetchCompare } from './prefetch-compare'
import { schoolCompareQueryOptions } from './school-compare'

const fetchMock = vi.fn<typeof fetch>()

/** The bodies of the comparison calls made. */
const compareBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input) === apiPath(querySchoolCompare))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')))

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  fetchMock.mockImplementation(async (input) => {
    const path = String(input)
    if (path === apiPath(provinces)) return okResponse([{ sf: '江苏', gkms: '3+1+2' }])
    if (path === apiPath(querySchoolCompare)) return okResponse({ schools: [], unknownIds: [] })
    throw new Error(`unexpected ${path}`)
  })
  resetUser()
  user.province = ''
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetUser()
})

describe('prefetchCompare (the /compare route loader)', () => {
  it("waits for the start-up session check, so its one call carries the student's province and track", async () => {
    // A first load: the profile arrives with the session check, after the loader has started.
    const sessionReady = () =>
      new Promise<void>((resolve) =>
        setTimeout(() => {
          mergeProfile({ ...user, province: '江苏', xk: '物,化,生', session: 'user' } as never)
          resolve()
        }, 10),
      )
    const queryClient = new QueryClient()
    await prefetchCompare(queryClient, '10284,10286', sessionReady)

    const body = { ids: [10284, 10286], province: '江苏', track: '物理类' }
    expect(compareBodies()).toEqual([body])
    // Under the key the page reads, so its first render has the table and makes no second call.
    expect(queryClient.getQueryData(schoolCompareQueryOptions(body).queryKey)).toEqual({ schools: [], unknownIds: [] })
  })

  it('asks facts only for a visitor without a province, and nothing without ids', async () => {
    const queryClient = new QueryClient()
    await prefetchCompare(queryClient, '10284,10286', async () => undefined)
    await prefetchCompare(queryClient, undefined, async () => undefined)
    expect(compareBodies()).toEqual([{ ids: [10284, 10286] }])
  })
})
