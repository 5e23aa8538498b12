import { querySchoolDetails, querySchoolList, querySchoolRank } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { JIANGSU, PKU, useCollegeApi } from './support/college-api.js'

const { post, sql, one } = useCollegeApi()

describe('school/querySchoolList', () => {
  it('pages every college in our ranking order, 本科 before 专科', async () => {
    const first = await post(querySchoolList, { pageNum: 1, pageSize: 20 })
    // Ours and every other institution of the MOE list (test/college-catalogue.test.ts counts them from the files).
    const total = one<number>('SELECT count(*) FROM colleges')
    expect(first.data.total).toBe(total)
    expect(total).toBeGreaterThan(2900)
    expect(first.data.list).toHaveLength(20)
    expect(first.data.list[0].level).toBe('本科')
    expect(first.data.list.map((s: { ranking: { rank: number } }) => s.ranking.rank)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(first.data.list[0].ranking.year).toBe(2025)
    // Without an exam province the items carry no admission figures.
    expect(first.data.list.every((s: { admission: unknown }) => s.admission === null)).toBe(true)

    const pages = Math.ceil(total / 20)
    const last = await post(querySchoolList, { pageNum: pages, pageSize: 20 })
    expect(last.data.list).toHaveLength(total - 20 * (pages - 1))
    expect(last.data.list.every((s: { level: string }) => s.level === '专科')).toBe(true)
    const second = await post(querySchoolList, { pageNum: 2, pageSize: 20 })
    const ids = new Set(first.data.list.map((s: { id: number }) => s.id))
    expect(second.data.list.some((s: { id: number }) => ids.has(s.id))).toBe(false)
  })

  it('filters by location, level, type, nature, tags (all held) and keyword', async () => {
    const beijing985 = await post(querySchoolList, { province: '北京', tags: ['985', '211'], pageSize: 50 })
    const expected = one<number>(
      `SELECT count(*) FROM colleges c WHERE province = '北京'
        AND EXISTS (SELECT 1 FROM college_tags WHERE college_id = c.id AND tag = '985')
        AND EXISTS (SELECT 1 FROM college_tags WHERE college_id = c.id AND tag = '211')`,
    )
    expect(beijing985.data.total).toBe(expected)
    expect(expected).toBeGreaterThan(5)
    for (const s of beijing985.data.list) {
      expect(s.province).toBe('北京')
      expect(s.tags).toEqual(expect.arrayContaining(['985', '211']))
    }
    expect(beijing985.data.list.map((s: { name: string }) => s.name)).toContain('清华大学')
    // Tags come in the order the pages show them.
    const pku = beijing985.data.list.find((s: { id: number }) => s.id === PKU)
    expect(pku.tags.slice(0, 3)).toEqual(['985', '211', '双一流'])

    const nanjing = await post(querySchoolList, { city: '南京市', level: '本科', nature: '公办', type: '师范' })
    expect(nanjing.data.total).toBe(
      one<number>(
        "SELECT count(*) FROM colleges WHERE city = '南京市' AND level = '本科' AND nature = '公办' AND type = '师范'",
      ),
    )
    expect(nanjing.data.list.map((s: { name: string }) => s.name)).toContain('南京师范大学')
    for (const s of nanjing.data.list)
      expect(s).toMatchObject({ city: '南京市', level: '本科', nature: '公办', type: '师范' })

    const normal = await post(querySchoolList, { keyword: '师范', pageSize: 50 })
    expect(normal.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE name LIKE '%师范%'"))
    expect(normal.data.list.every((s: { name: string }) => s.name.includes('师范'))).toBe(true)

    const vocational = await post(querySchoolList, { level: '专科', tags: ['双高计划'] })
    expect(vocational.data.total).toBe(
      one<number>(
        "SELECT count(*) FROM college_tags t JOIN colleges c ON c.id = t.college_id WHERE t.tag = '双高计划' AND c.level = '专科'",
      ),
    )

    const nothing = await post(querySchoolList, { keyword: '不存在的大学名' })
    expect(nothing.data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 20 })
  })

  it('sorts by name in pinyin order', async () => {
    const res = await post(querySchoolList, { province: '北京', keyword: '大学', sort: 'name', pageSize: 50 })
    const names: string[] = res.data.list.map((s: { name: string }) => s.name)
    // 北 (bei) < 清 (qing) < 中 (zhong): code-point order would put 中 before 北.
    expect(names.indexOf('北京大学')).toBeLessThan(names.indexOf('清华大学'))
    expect(names.indexOf('清华大学')).toBeLessThan(names.indexOf('中国人民大学'))
    expect(names.indexOf('北京大学')).toBeLessThan(names.indexOf('北京师范大学'))
  })

  it("carries the latest year's lowest admission in the exam province and sorts by it", async () => {
    const res = await post(querySchoolList, { examProvince: JIANGSU, track: '物理类', sort: 'score', pageSize: 30 })
    const scores = res.data.list.map((s: { admission: { minScore: number } }) => s.admission.minScore)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    const top = res.data.list[0]
    // 江苏's 2025 lines are published: the least wanted line, its rank (null where none can be read) and its source.
    // A campus's line (北京大学医学部, printed under its university's code) is not the college's own.
    const least = sql<{ minScore: number; minRank: number | null; url: string; rankKind: string }>(
      `SELECT min_score AS minScore, min_rank AS minRank, source_url AS url, rank_kind AS rankKind
       FROM school_admissions
       WHERE school_id = ? AND province = '江苏' AND year = 2025 AND track = '物理类' AND printed_name = ''
       ORDER BY min_score LIMIT 1`,
      top.id,
    )[0]
    const tableUrl = sql<{ url: string }>(
      "SELECT source_url AS url FROM cohorts WHERE province = '江苏' AND year = 2025 AND track = '物理类'",
    )[0]?.url
    expect(least?.url).toMatch(/^https:\/\/www\.jseea\.cn\//)
    const published = { kind: 'published', authority: '江苏省教育考试院', year: 2025, url: least?.url }
    expect(top.admission).toEqual({
      year: 2025,
      province: JIANGSU,
      track: '物理类',
      minScore: least?.minScore,
      minRank: least?.minRank,
      source: published,
      // 江苏 prints no rank: one read off that year's 一分一段表 cites the table's page; the top schools' lines lie
      // above the table's first row (683分及以上), where no rank can be read (minRank null).
      rankSource:
        least?.rankKind === 'derived'
          ? { kind: 'derived', authority: '江苏省教育考试院', year: 2025, url: tableUrl }
          : published,
    })
    const derived = res.data.list.filter(
      (s: { admission: { rankSource: { kind: string } } | null }) => s.admission?.rankSource.kind === 'derived',
    )
    expect(derived.length).toBeGreaterThan(0)
    for (const s of derived) expect(s.admission.rankSource.url).toBe(tableUrl)
    // Colleges that do not recruit there come last, with no figure.
    const last = await post(querySchoolList, {
      examProvince: JIANGSU,
      track: '物理类',
      sort: 'score',
      pageNum: Math.ceil(res.data.total / 50),
      pageSize: 50,
    })
    expect(last.data.list.at(-1).admission).toBeNull()
    // A 3+3 province without a track reads 综合; 山东's lines are generated (示例数据) and end in 2024, its
    // newest table's year (the published 2024 table; no generated year follows it).
    const shandong = await post(querySchoolList, { examProvince: '山东', keyword: '山东大学' })
    expect(shandong.data.list[0].admission).toMatchObject({ year: 2024, track: '综合', source: { kind: 'generated' } })
  })

  it('answers a 新疆 物理类 student with the 理科 lines of 2026, labelled 理科 (新疆 sat 文理 until 2026)', async () => {
    const res = await post(querySchoolList, { examProvince: '新疆', track: '物理类', sort: 'score', pageSize: 10 })
    const top = res.data.list[0]
    const least = sql<{ minScore: number }>(
      `SELECT min(min_score) AS minScore FROM school_admissions
       WHERE school_id = ? AND province = '新疆' AND year = 2026 AND track = '理科'`,
      top.id,
    )[0]
    expect(top.admission).toMatchObject({ year: 2026, province: '新疆', track: '理科', minScore: least?.minScore })
  })

  it('refuses a page larger than 50 and an unknown tag in Chinese', async () => {
    const big = await post(querySchoolList, { pageSize: 51 })
    expect(big.status).toBe(400)
    expect(big.msg).toBe('参数超出范围：pageSize')
    const tag = await post(querySchoolList, { tags: ['清北'] })
    expect(tag.status).toBe(400)
    expect(tag.msg).toMatch(/^参数.*tags/)
  })
})

describe('school/querySchoolRank', () => {
  type Item = { id: number; name: string; ranking: { rank: number; typeRank: number; score: number } | null }
  const ranked = (list: Item[]) => list.map((s) => s.ranking?.rank)

  it('ranks by admission selectivity from 广东 2024 and 江苏 2025, 北京大学 and 清华大学 first', async () => {
    const res = await post(querySchoolRank, { level: '本科', pageSize: 10 })
    expect(res.data.year).toBe(2025)
    expect(res.data.basis).toEqual([
      { province: '广东', year: 2024, authority: '广东省教育考试院' },
      { province: '江苏', year: 2025, authority: '江苏省教育考试院' },
    ])
    expect(res.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE level = '本科'"))
    expect(res.data.rankedTotal).toBe(
      one<number>(
        "SELECT count(*) FROM school_rankings r JOIN colleges c ON c.id = r.school_id WHERE c.level = '本科'",
      ),
    )
    expect(res.data.rankedTotal).toBeGreaterThan(300)
    expect(res.data.rankedTotal).toBeLessThan(res.data.total)
    const list = res.data.list as Item[]
    expect(ranked(list)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(list.slice(0, 3).map((s) => s.name)).toEqual(expect.arrayContaining(['北京大学', '清华大学']))
    // The share of candidates in percent: smaller is more selective.
    const scores = list.map((s) => s.ranking?.score ?? Number.NaN)
    expect(scores).toEqual([...scores].sort((a, b) => a - b))
    expect(scores[0]).toBeLessThan(0.1)
    expect(list[0]?.ranking).toMatchObject({ year: 2025, basis: res.data.basis })

    const jiangsu = await post(querySchoolRank, { level: '本科', province: JIANGSU, type: '理工', pageSize: 50 })
    const rankedHere = (jiangsu.data.list as Item[]).filter((s) => s.ranking !== null)
    const ranks = ranked(rankedHere)
    expect(ranks).toEqual([...ranks].sort((a, b) => (a ?? 0) - (b ?? 0)))
    expect(ranks[0]).toBeGreaterThan(1)
    for (const s of jiangsu.data.list) expect(s).toMatchObject({ province: JIANGSU, type: '理工', level: '本科' })
    const typeRanks = rankedHere.map((s) => s.ranking?.typeRank ?? 0)
    expect(typeRanks).toEqual([...typeRanks].sort((a, b) => a - b))
  })

  it('lists the colleges without published lines apart, after the ranked ones, by name', async () => {
    const first = await post(querySchoolRank, { level: '本科', pageSize: 50 })
    const rankedTotal = first.data.rankedTotal as number
    // The page where the ranked end and the unranked begin.
    const pageNum = Math.floor(rankedTotal / 50) + 1
    const page = await post(querySchoolRank, { level: '本科', pageSize: 50, pageNum })
    const list = page.data.list as Item[]
    const split = rankedTotal - (pageNum - 1) * 50
    expect(list.slice(0, split).every((s) => s.ranking !== null)).toBe(true)
    const apart = list.slice(split)
    expect(apart.length).toBeGreaterThan(0)
    expect(apart.every((s) => s.ranking === null)).toBe(true)
    const collator = new Intl.Collator('zh-CN')
    const names = apart.map((s) => s.name)
    expect(names).toEqual([...names].sort((a, b) => collator.compare(a, b)))

    // 投档线 are 本科批: a 专科 college is ranked only when it admitted there (a 职业本科 under its new
    // name); the others are listed apart.
    const vocational = await post(querySchoolRank, { level: '专科', pageSize: 20 })
    expect(vocational.data.rankedTotal).toBeLessThan(5)
    expect(vocational.data.total).toBe(one<number>("SELECT count(*) FROM colleges WHERE level = '专科'"))
    const rest = (vocational.data.list as Item[]).slice(vocational.data.rankedTotal)
    expect(rest.length).toBeGreaterThan(10)
    expect(rest.every((s) => s.ranking === null)).toBe(true)
  })

  it('gives a college its ranking in the list and the details, and none to an unranked one', async () => {
    const details = await post(querySchoolDetails, { schoolId: PKU })
    expect(details.data.ranking).toMatchObject({ year: 2025, basis: [{ province: '广东' }, { province: '江苏' }] })
    expect(details.data.ranking.rank).toBeLessThanOrEqual(3)
    const unranked = one<number>(
      "SELECT c.id FROM colleges c LEFT JOIN school_rankings r ON r.school_id = c.id WHERE r.school_id IS NULL AND c.level = '专科' ORDER BY c.id LIMIT 1",
    )
    expect((await post(querySchoolDetails, { schoolId: unranked })).data.ranking).toBeNull()
  })
})
