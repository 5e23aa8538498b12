import { type BodyOf, COMPARE_MAJOR_SAMPLE, type DataOf, type querySchoolCompare } from '@gaokao/contracts'
import type { Db } from '../../db/open.js'
import { provenanceOf } from '../../lib/provenance.js'
import type { Schools } from './schools.js'

type Compared = DataOf<typeof querySchoolCompare>

/**
 * 院校对比 (docs/compare.md): each college's summary, its line as the list
 * shows it, its majors and its newest plan's tuition, for up to four
 * colleges: a handful of indexed statements per college.
 */
export class SchoolCompare {
  readonly #majorCount
  readonly #majorSample
  readonly #tuition

  constructor(
    db: Db,
    private readonly schools: Schools,
    private readonly defaultTrack: (province: string) => string | undefined,
  ) {
    this.#majorCount = db.prepare('SELECT count(*) FROM school_majors WHERE school_id = ?').pluck()
    this.#majorSample = db
      .prepare(
        `SELECT m.name FROM school_majors s JOIN majors m ON m.id = s.major_id
         WHERE s.school_id = ? ORDER BY m.code, m.id LIMIT ${COMPARE_MAJOR_SAMPLE}`,
      )
      .pluck()
    // The plan rows carry no source: they are generated, and labelled so (示例数据).
    this.#tuition = db.prepare(
      `SELECT year, min(tuition) AS min, max(tuition) AS max FROM enrolment_plans
       WHERE school_id = @id AND province = @province AND track = @track
         AND year = (SELECT max(year) FROM enrolment_plans
                     WHERE school_id = @id AND province = @province AND track = @track)
       GROUP BY year`,
    )
  }

  compare(body: BodyOf<typeof querySchoolCompare>): Compared {
    const ids = [...new Set(body.ids)]
    const summaries = this.schools.summaries(ids)
    const found = new Set(summaries.map((s) => s.id))
    const province = body.province?.trim() || undefined
    const admissions = province ? this.schools.admissions(ids, province, body.track) : new Map()
    const planTrack = province ? body.track?.trim() || this.defaultTrack(province) : undefined
    const schools = summaries.map((summary) => {
      const plan =
        province && planTrack
          ? (this.#tuition.get({ id: summary.id, province, track: planTrack }) as
              | { year: number; min: number; max: number }
              | undefined)
          : undefined
      return {
        ...summary,
        majorCount: this.#majorCount.get(summary.id) as number,
        majorSample: this.#majorSample.all(summary.id) as string[],
        admission: admissions.get(summary.id) ?? null,
        tuition: plan ? { ...plan, source: provenanceOf('', plan.year) } : null,
      }
    })
    return { schools, unknownIds: ids.filter((id) => !found.has(id)) }
  }
}
