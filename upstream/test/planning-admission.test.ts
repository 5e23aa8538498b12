import {
  ADMISSION_TEXT,
  ADMISSION_TYPES,
  addWish,
  apiPath,
  BANDS,
  type ChoiceFilters,
  type ChoiceItem,
  choiceMajorList,
  choiceSchoolList,
  type Endpoint,
  fillVolunteer,
  PAGE_SIZE_MAX,
  querySum,
  queryVolunteer,
  SuccessEnvelope,
  TOKEN_HEADER,
  type Track,
  toFillVolunteer,
  wishExecl,
} from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import Value from 'typebox/value'
import { beforeAll, describe, expect, it } from 'vitest'
import { admissionTypesOf } from '../src/modules/planning/option-filters.js'
import { PlanningData, unitKey } from '../src/modules/planning/planning-data.js'
import { useUpstream } from './helpers.js'
import { planningStudent } from './planning-helpers.js'

/**
 * Admission types through the real routes (docs/admission-types.md): for a
 * 江苏 物理类 candidate near rank 37,000 and a 山东 one near 70,000 (the
 * families that were offered them), no option of a special type (军队院校, 公安, 艺术类,
 * 体育类, 飞行技术, 中外合作办学) is listed by default in any band of either
 * view; with the filter on they come apart from the bands, labelled, never
 * 冲/稳/保 and never counted; a table keeps the label; one-click filling
 * never uses them.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })

// biome-ignore lint/suspicious/noExplicitAny: each test reads the data of the call it made
type Answer = { code: number; msg: string; data: any }

async function post(endpoint: Endpoint, body: object, token: string): Promise<Answer> {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(endpoint),
    payload: body,
    headers: { [TOKEN_HEADER]: token },
  })
  const answer = res.json() as Answer
  expect(res.statusCode, endpoint.path).toBe(200)
  expect(answer.code, `${endpoint.path}: ${answer.msg}`).toBe(0)
  expect([...Value.Errors(SuccessEnvelope(endpoint.data), answer)].slice(0, 3), endpoint.path).toEqual([])
  return answer
}

/** The score whose rank in the newest table is nearest the target (the figures move with the dataset). */
function scoreNear(province: string, track: Track, target: number): number {
  let best = 0
  let bestGap = Number.POSITIVE_INFINITY
  for (let score = 750; score >= 100; score--) {
    const rank = upstream().ranks.rank(province, track, score)
    if (rank !== undefined && Math.abs(rank - target) < bestGap) {
      best = score
      bestGap = Math.abs(rank - target)
    }
  }
  return best
}

const FAMILIES = [
  { province: '江苏', track: '物理类', xk: '物/化/生', rank: 37_000, phone: '13900370001' },
  { province: '山东', track: '综合', xk: '物/化/生', rank: 70_000, phone: '13900700001' },
] as const

const tokens = new Map<string, string>()
let planning: PlanningData

beforeAll(async () => {
  for (const f of FAMILIES) {
    const score = scoreNear(f.province, f.track, f.rank)
    tokens.set(f.province, await planningStudent(upstream(), f.phone, f.province, f.xk, score))
  }
  planning = new PlanningData(upstream().db)
})

/** Every option of a list, page by page. */
async function all(endpoint: Endpoint, body: object, token: string): Promise<ChoiceItem[]> {
  const items: ChoiceItem[] = []
  for (let pageNum = 1; ; pageNum++) {
    const page = (await post(endpoint, { ...body, pageNum, pageSize: PAGE_SIZE_MAX }, token)).data
    items.push(...page.list)
    if (items.length >= page.total || page.list.length === 0) return items
  }
}

/** The unit's admission types as the classifier decides them from the database's facts. */
function typesOf(item: ChoiceItem, province: string, track: Track) {
  const data = planning.track(province, track)
  const unit = data?.byKey.get(unitKey(item.key.schoolId, item.key.groupCode, item.key.majorId))
  const school = planning.schools.get(item.key.schoolId)
  if (!unit || !school) throw new Error(`no unit ${JSON.stringify(item.key)}`)
  return admissionTypesOf(unit, school)
}

const VIEWS = [
  ['school', choiceSchoolList],
  ['major', choiceMajorList],
] as const

/** What was once offered as 稳/保 to ordinary candidates: every line of a military academy, art majors anywhere. */
const MILITARY = ['海军军医大学', '海军工程大学', '国防科技大学', '陆军军医大学', '空军军医大学']
const ART_MAJORS = ['雕塑', '中国画', '播音与主持艺术', '音乐表演', '表演', '舞蹈表演', '美术学', '运动训练']

describe.each(FAMILIES)('admission types for $province near rank $rank', (family) => {
  const token = () => tokens.get(family.province) ?? ''

  it('lists no special type in any band of either view by default, and counts none', async () => {
    const sum = (await post(querySum, {}, token())).data
    let listed = 0
    for (const [view, endpoint] of VIEWS) {
      expect(sum.views[view].special, view).toBe(0)
      for (const band of BANDS) {
        const items = await all(endpoint, { band }, token())
        expect(items.length, `${view} ${band}`).toBe(sum.views[view].counts[band])
        listed += items.length
        for (const item of items) {
          const name = `${item.school.name} ${item.groupName} ${item.major?.name ?? ''}`
          expect(item.admissionTypes, name).toBeUndefined()
          expect(typesOf(item, family.province, family.track), name).toEqual([])
          expect(item.school.type, name).not.toBe('军事')
          expect(item.school.nature, name).not.toBe('中外合作办学')
          expect(MILITARY, name).not.toContain(item.school.name)
          if (item.major) expect(ART_MAJORS, name).not.toContain(item.major.name)
        }
      }
    }
    // 江苏 publishes group lines only: its 专业 view is empty, its group view is not.
    expect(listed).toBeGreaterThan(0)
  })

  it('with the filter on lists them apart, labelled with what they require, never banded nor counted', async () => {
    const filters: ChoiceFilters = { admissionTypes: [...ADMISSION_TYPES] }
    const plain = (await post(querySum, {}, token())).data
    const sum = (await post(querySum, filters, token())).data
    let special = 0
    for (const [view, endpoint] of VIEWS) {
      // The bands are the ordinary lines' alone, with or without the filter.
      expect(sum.views[view].counts, view).toEqual(plain.views[view].counts)
      const items = await all(endpoint, { ...filters, special: true }, token())
      expect(items.length, view).toBe(sum.views[view].special)
      special += items.length
      for (const item of items) {
        const name = `${item.school.name} ${item.groupName} ${item.major?.name ?? ''}`
        const types = typesOf(item, family.province, family.track)
        expect(types.length, name).toBeGreaterThan(0)
        expect(item.admissionTypes, name).toEqual(types)
        expect(item.chance.band, name).toBeNull()
        expect(item.chance.reasons[0], name).toBe(ADMISSION_TEXT.notComparable(ADMISSION_TEXT.labels(types)))
        expect(item.chance.reasons.join('；'), name).not.toMatch(/属于「(冲|稳|保)」/)
      }
      for (const band of BANDS) {
        const banded = await all(endpoint, { ...filters, band }, token())
        expect(banded.filter((i) => i.admissionTypes !== undefined).map((i) => i.school.name)).toEqual([])
      }
    }
    expect(special).toBeGreaterThan(0)
  })
})

describe('a special line in a table', () => {
  it('keeps its label, is never banded and is not counted in the header or the whole-table chance', async () => {
    const token = tokens.get('山东') ?? ''
    const [item] = await all(choiceMajorList, { admissionTypes: [...ADMISSION_TYPES], special: true }, token)
    if (!item) throw new Error('no special option for the 山东 candidate')
    const wish = (await post(addWish, { name: '特殊类型', batch: '本科批' }, token)).data
    await post(fillVolunteer, { wishId: wish.id, schoolId: item.key.schoolId, majorId: item.key.majorId }, token)
    const detail = (await post(queryVolunteer, { wishId: wish.id }, token)).data
    const [line] = detail.lines
    expect(line.admissionTypes).toEqual(item.admissionTypes)
    expect(line.chance.band).toBeNull()
    expect(detail.counts).toEqual({ 冲: 0, 稳: 0, 保: 0, none: 1 })
    expect(detail.risk.lines[0]).toMatchObject({ excluded: 'special', probability: 0 })
    // The export keeps the label: the line is printed with why it is not counted.
    const file = await upstream().inject({
      method: 'POST',
      url: apiPath(wishExecl),
      payload: { wishId: wish.id },
      headers: { [TOKEN_HEADER]: token },
    })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    const cells: string[] = []
    for (const sheet of book.worksheets) sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))))
    const note = ADMISSION_TEXT.notCounted(ADMISSION_TEXT.labels(item.admissionTypes ?? []))
    expect(cells.some((c) => c.includes(note))).toBe(true)
  })

  it('is never chosen by one-click filling, even with every type ticked', async () => {
    for (const family of FAMILIES) {
      const token = tokens.get(family.province) ?? ''
      const fill = (await post(toFillVolunteer, { preferences: { admissionTypes: [...ADMISSION_TYPES] } }, token)).data
      const detail = (await post(queryVolunteer, { wishId: fill.wish.id }, token)).data
      expect(detail.lines.length, family.province).toBeGreaterThan(0)
      expect(
        detail.lines.filter((l: { admissionTypes?: unknown }) => l.admissionTypes !== undefined),
        family.province,
      ).toEqual([])
    }
  })
})
