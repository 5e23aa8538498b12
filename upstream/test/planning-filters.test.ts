import { createHash } from 'node:crypto'
import {
  apiPath,
  type ChoiceFilters,
  type ChoiceItem,
  choiceSchoolList,
  loginByPassWord,
  PAGE_SIZE_MAX,
  SuccessEnvelope,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import Value from 'typebox/value'
import { beforeAll, describe, expect, it } from 'vitest'
import { useUpstream } from './helpers.js'
import { grantMembership } from './membership-helpers.js'
import { planningStudent } from './planning-helpers.js'

/**
 * The school-side filters of the planner (school province and city,
 * level, type, nature, tags) on the seeded data, as /choice and one-click
 * filling send them: every option that comes back obeys the filter, and the
 * filter narrows without emptying the list.
 */
const upstream = useUpstream({ DEMO_MODE: 'on' })
let token = ''

beforeAll(async () => {
  const res = await upstream().inject({
    method: 'POST',
    url: apiPath(loginByPassWord),
    payload: { phone: '13800000001', passWord: createHash('md5').update('demo1234').digest('hex') },
  })
  token = (res.json() as { data: { token: string } }).data.token
  await grantMembership(upstream(), token)
})

/** Every option (school view, all bands) of a student (the demo 江苏 物理类 one) under the filters, page by page. */
async function options(filters: ChoiceFilters, as = token): Promise<ChoiceItem[]> {
  const items: ChoiceItem[] = []
  for (let pageNum = 1; ; pageNum++) {
    const res = await upstream().inject({
      method: 'POST',
      url: apiPath(choiceSchoolList),
      payload: { ...filters, pageNum, pageSize: PAGE_SIZE_MAX },
      headers: { [TOKEN_HEADER]: as },
    })
    const body = res.json()
    expect([...Value.Errors(SuccessEnvelope(choiceSchoolList.data), body)].slice(0, 3)).toEqual([])
    const page = (body as { data: { list: ChoiceItem[]; total: number } }).data
    items.push(...page.list)
    if (items.length >= page.total || page.list.length === 0) return items
  }
}

describe('the planner’s school filters', () => {
  let all: ChoiceItem[] = []
  beforeAll(async () => {
    all = await options({})
  })

  /** The filter keeps exactly the unfiltered options that satisfy `holds`, and some but not all of them. */
  async function expectNarrowed(
    filters: ChoiceFilters,
    holds: (item: ChoiceItem) => boolean,
    as = token,
    unfiltered = all,
  ) {
    const kept = await options(filters, as)
    const expected = unfiltered.filter(holds)
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.length).toBeLessThan(unfiltered.length)
    expect(kept.every(holds)).toBe(true)
    expect(kept.map((i) => i.key).sort(byKey)).toEqual(expected.map((i) => i.key).sort(byKey))
  }

  it('by school province', async () => {
    await expectNarrowed({ schoolProvinces: ['江苏', '浙江'] }, (i) => ['江苏', '浙江'].includes(i.school.province))
  })

  it('by city: alone, cities are the filter', async () => {
    await expectNarrowed({ cities: ['南京市', '杭州市'] }, (i) => ['南京市', '杭州市'].includes(i.school.city))
  })

  it('by city with provinces: a city narrows only its own province', async () => {
    await expectNarrowed(
      { schoolProvinces: ['江苏', '浙江'], cities: ['南京市'] },
      (i) => i.school.city === '南京市' || i.school.province === '浙江',
    )
  })

  it('by level: 本科批 holds only 本科 schools and 专科批 only 专科 ones, so the other level leaves nothing', async () => {
    expect(all.every((i) => i.school.level === '本科')).toBe(true)
    expect(await options({ level: '本科' })).toHaveLength(all.length)
    expect(await options({ level: '专科' })).toEqual([])
    // 江苏 publishes its 本科 lines only, and its plans are built on them: no 专科批 option there, none made up.
    const jiangsu = await planningStudent(upstream(), '13900000101', '江苏', '物/化/生', 470)
    expect(await options({ batch: '专科批' }, jiangsu)).toEqual([])
    // 专科 options are far too easy for 612 and dropped; a student near the 本科 line of 河南 (generated) has them.
    const near = await planningStudent(upstream(), '13900000103', '河南', '物/化/生', 480)
    const vocational = await options({ batch: '专科批' }, near)
    expect(vocational.length).toBeGreaterThan(0)
    expect(vocational.every((i) => i.school.level === '专科')).toBe(true)
    expect(await options({ batch: '专科批', level: '专科' }, near)).toHaveLength(vocational.length)
    expect(await options({ batch: '专科批', level: '本科' }, near)).toEqual([])
  })

  it('by type', async () => {
    await expectNarrowed({ types: ['理工', '师范'] }, (i) => ['理工', '师范'].includes(i.school.type))
  })

  it('by nature', async () => {
    // 江苏's published 民办 lines lie between 463 and 540: all far too easy for 612, so a 520 student's options.
    const mid = await planningStudent(upstream(), '13900000102', '江苏', '物/化/生', 520)
    const unfiltered = await options({}, mid)
    await expectNarrowed({ natures: ['民办'] }, (i) => i.school.nature === '民办', mid, unfiltered)
  })

  it('by tags: every tag listed must be held', async () => {
    await expectNarrowed({ tags: tags('211') }, (i) => i.school.tags.includes('211'))
    await expectNarrowed(
      { tags: tags('保研资格', '双一流') },
      (i) => i.school.tags.includes('保研资格') && i.school.tags.includes('双一流'),
    )
  })

  it('combines them', async () => {
    await expectNarrowed(
      { schoolProvinces: ['江苏'], types: ['理工'], natures: ['公办'], tags: tags('双一流') },
      (i) =>
        i.school.province === '江苏' &&
        i.school.type === '理工' &&
        i.school.nature === '公办' &&
        i.school.tags.includes('双一流'),
    )
  })
})

/** The contract's tag union (built with map) types as never[]; the schema still checks the values. */
const tags = (...names: string[]) => names as ChoiceFilters['tags']

const byKey = (a: ChoiceItem['key'], b: ChoiceItem['key']) =>
  a.schoolId - b.schoolId || a.groupCode.localeCompare(b.groupCode) || a.majorId - b.majorId
