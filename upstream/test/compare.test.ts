import { apiPath, COMPARE_MAX, type DataOf, querySchoolCompare, SuccessEnvelope } from '@gaokao/contracts'
import Value from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'

const upstream = useUpstream()

async function compare(body: object) {
  const res = await upstream().inject({ method: 'POST', url: apiPath(querySchoolCompare), payload: body })
  const json = res.json() as { code: number; msg: string; data: DataOf<typeof querySchoolCompare> }
  if (json.code === 0) expect(Value.Check(SuccessEnvelope(querySchoolCompare.data), json)).toBe(true)
  return { status: res.statusCode, ...json }
}

/** Three colleges with lines in a province's newest year, and that province and track, read from the data. */
function collegesWithLines() {
  const db = upstream().db
  const row = db
    .prepare(
      `SELECT province, year, track FROM school_admissions
       WHERE province = (SELECT province FROM school_admissions GROUP BY province ORDER BY count(*) DESC LIMIT 1)
       GROUP BY year, track ORDER BY year DESC, count(*) DESC LIMIT 1`,
    )
    .get() as { province: string; year: number; track: string }
  const ids = db
    .prepare(
      `SELECT school_id FROM school_admissions WHERE province = ? AND year = ? AND track = ? AND printed_name = ''
       GROUP BY school_id ORDER BY min(min_rank) LIMIT 3`,
    )
    .pluck()
    .all(row.province, row.year, row.track) as number[]
  return { ...row, ids }
}

describe('院校对比 (querySchoolCompare)', () => {
  it('answers the colleges in the order asked, each with its line, rank, majors and tuition in the province', async () => {
    const { province, year, track, ids } = collegesWithLines()
    const asked = [...ids].reverse()
    const res = await compare({ ids: asked, province, track })
    expect(res.code, res.msg).toBe(0)
    expect(res.data.unknownIds).toEqual([])
    expect(res.data.schools.map((s) => s.id)).toEqual(asked)
    for (const school of res.data.schools) {
      expect(school.admission).toMatchObject({ year, province, track })
      const lowest = upstream()
        .db.prepare(
          `SELECT min(min_score) FROM school_admissions
           WHERE school_id = ? AND province = ? AND year = ? AND track = ? AND printed_name = ''`,
        )
        .pluck()
        .get(school.id, province, year, track)
      expect(school.admission?.minScore).toBe(lowest)
      expect(school.majorCount).toBeGreaterThanOrEqual(school.majorSample.length)
      if (school.tuition) {
        expect(school.tuition.min).toBeLessThanOrEqual(school.tuition.max)
        // Plans are generated: the figure says so rather than passing for published.
        expect(school.tuition.source.kind).toBe('generated')
      }
    }
  })

  it('leaves out ids that are no college and names them', async () => {
    const { ids } = collegesWithLines()
    const res = await compare({ ids: [ids[0], 999_998] })
    expect(res.code).toBe(0)
    expect(res.data.schools.map((s) => s.id)).toEqual([ids[0]])
    expect(res.data.unknownIds).toEqual([999_998])
    // Without a province there is no line or tuition to show, and none is made up.
    expect(res.data.schools[0]?.admission).toBeNull()
    expect(res.data.schools[0]?.tuition).toBeNull()
  })

  it('refuses bad lists with a 400 envelope and a Chinese message, also in a burst', async () => {
    const tooMany = Array.from({ length: COMPARE_MAX + 1 }, (_, i) => i + 1)
    const bad = [{ ids: [] }, { ids: tooMany }, { ids: ['abc'] }, { ids: [1, 1] }, { ids: [0] }, {}]
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => compare(bad[i % bad.length] as object)))
    for (const res of answers) {
      expect(res.status).toBe(400)
      expect(res.code).not.toBe(0)
      expect(res.msg).toMatch(/[\u4e00-\u9fff]/)
    }
  })
})
