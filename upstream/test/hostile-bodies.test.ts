import { apiPath, getInfoPublish, querySchoolList, querySchoolListByName, queryScoreGain } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'

/**
 * Bodies a hostile client crafts to reach past validation: numbers that
 * coerce to ±Infinity, integers past what a double holds exactly, JSON
 * nested far deeper than any contract. Each is a 4xx envelope in Chinese,
 * never a 500 (docs/api-conventions.md, "Hostile bodies").
 */
const upstream = useUpstream()
const HAN = /[\u4e00-\u9fff]/

function post(path: string, payload: string) {
  return upstream().inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json' }, payload })
}

/** The same texts as sent on the wire: a quoted string, or a bare number JSON.parse reads as Infinity. */
const NON_FINITE = ['"Infinity"', '"-Infinity"', '"NaN"', '"1e400"', '"-1e400"', '1e400', '-1e400']

/** The body of the security probe: 520,000 nested arrays, 1 MB, under the body limit. */
function deepBody(levels = 520_000): string {
  return `{"name":${'['.repeat(levels)}${']'.repeat(levels)},"pageNum":1,"pageSize":10}`
}

describe('numbers that are not finite never reach the database', () => {
  it('score of queryScoreGain: 400 请输入0-750之间的整数 for each spelling', async () => {
    for (const score of NON_FINITE) {
      const res = await post(apiPath(queryScoreGain), `{"province":"江苏","track":"物理类","score":${score}}`)
      expect({ score, status: res.statusCode, body: res.json() }).toEqual({
        score,
        status: 400,
        body: { code: 400, msg: '请输入0-750之间的整数', data: null },
      })
    }
  })

  it('pageNum of querySchoolList: 400 naming pageNum for each spelling', async () => {
    for (const pageNum of NON_FINITE) {
      const res = await post(apiPath(querySchoolList), `{"pageNum":${pageNum}}`)
      expect({ pageNum, status: res.statusCode, code: res.json().code }).toEqual({ pageNum, status: 400, code: 400 })
      expect(res.json().msg).toMatch(/^参数(超出范围|类型不正确)：pageNum$/)
    }
  })

  it('an integer past 2^53 is refused, not rounded into another id', async () => {
    const res = await post(apiPath(getInfoPublish), '{"id":9007199254740993}')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, data: null })
    expect(res.json().msg).toMatch(HAN)
  })

  it('a burst of 16 parallel non-finite bodies: every one a 400, a valid call beside them answers', async () => {
    const burst = Array.from({ length: 16 }, (_, i) =>
      post(
        apiPath(queryScoreGain),
        `{"province":"江苏","track":"物理类","score":${NON_FINITE[i % NON_FINITE.length]}}`,
      ),
    )
    const valid = post(apiPath(queryScoreGain), '{"province":"江苏","track":"物理类","score":600}')
    const answers = await Promise.all(burst)
    expect(answers.map((r) => r.statusCode)).toEqual(Array(16).fill(400))
    expect((await valid).json().code).toBe(0)
  })
})

describe('JSON nested deeper than any contract is refused while parsing', () => {
  it('the 1 MB body of 520,000 nested arrays: 400 请求体嵌套层级过深', async () => {
    const res = await post(apiPath(querySchoolListByName), deepBody())
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ code: 400, msg: '请求体嵌套层级过深', data: null })
  })

  it('65 levels are refused, 64 pass to validation', async () => {
    // The body object is one level; 63 arrays inside it make 64, 64 make 65.
    const at = await post(apiPath(querySchoolListByName), deepBody(63))
    const past = await post(apiPath(querySchoolListByName), deepBody(64))
    expect(at.json().msg).not.toBe('请求体嵌套层级过深')
    expect(at.statusCode).toBe(400)
    expect(past.json()).toEqual({ code: 400, msg: '请求体嵌套层级过深', data: null })
  })

  it('brackets inside strings do not count', async () => {
    const text = `${'['.repeat(100)}\\"${'{'.repeat(100)}`
    const res = await post(apiPath(querySchoolListByName), `{"name":"南京","pageNum":1,"pageSize":10,"note":"${text}"}`)
    expect(res.statusCode).toBe(200)
    expect(res.json().code).toBe(0)
  })

  it('a burst of 8 deep bodies: every one a 400, a valid call beside them answers', async () => {
    const body = deepBody()
    const burst = Array.from({ length: 8 }, () => post(apiPath(querySchoolListByName), body))
    const valid = post(apiPath(querySchoolListByName), '{"name":"南京","pageNum":1,"pageSize":10}')
    const answers = await Promise.all(burst)
    expect(answers.map((r) => r.json().msg)).toEqual(Array(8).fill('请求体嵌套层级过深'))
    expect((await valid).json().code).toBe(0)
  })
})
