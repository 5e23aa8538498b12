import { apiPath, queryMajorSchoolList } from '@gaokao/contracts'
import { afterEach, describe, expect, it } from 'vitest'
import { type FakeUpstream, SPA_HEADERS, sendJson, startBff, startFakeUpstream } from '../helpers.js'

let fake: FakeUpstream | undefined
afterEach(async () => {
  await fake?.close()
  fake = undefined
})

const answer = {
  list: [
    {
      schoolId: 1,
      schoolName: '南京大学',
      province: '江苏',
      city: '南京市',
      level: '本科',
      tags: ['985'],
      admission: null,
    },
  ],
  total: 1,
  pageNum: 1,
  pageSize: 10,
  year: 2025,
  track: '物理类',
  tracks: ['物理类', '历史类'],
}

/**
 * Which schools offer a major is free (docs/major-schools.md): the bff serves
 * it to a visitor without a session, and as the public answer it is, from
 * its reference cache: a burst of the same question is one upstream call.
 */
describe('the schools of a major', () => {
  it('are answered to a visitor without a session, a burst of them by one upstream call', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: answer }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const body = { majorId: 80901, province: '江苏', pageSize: 10 }
    const burst = await Promise.all(
      Array.from({ length: 12 }, () =>
        bff.inject({ method: 'POST', url: apiPath(queryMajorSchoolList), headers: SPA_HEADERS, payload: body }),
      ),
    )
    for (const res of burst) {
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({ code: 0, data: { total: 1, track: '物理类' } })
    }
    expect(fake.requests).toHaveLength(1)
    expect(fake.requests[0]?.headers.token).toBeUndefined()
    await bff.close()
  })

  it('refuses a page too large in Chinese with a 400 envelope, without asking the upstream', async () => {
    fake = await startFakeUpstream((_req, res) => sendJson(res, 200, { code: 0, msg: '成功', data: answer }))
    const bff = await startBff({ UPSTREAM_URL: fake.url })
    const res = await bff.inject({
      method: 'POST',
      url: apiPath(queryMajorSchoolList),
      headers: SPA_HEADERS,
      payload: { majorId: 80901, province: '江苏', pageSize: 1000 },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/)
    expect(fake.requests).toHaveLength(0)
    await bff.close()
  })
})
