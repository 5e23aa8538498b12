import {
  queryJobListByName,
  queryMajorListByName,
  querySchoolList,
  querySchoolListByName,
  querySynthesisListByName,
  SEARCH_TEXT,
} from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { LATEST_YEAR } from '../src/dataset/generate/model.js'
import { useUpstream } from './helpers.js'
import { contractCaller } from './support/contract-call.js'

const upstream = useUpstream()
const { post, ok } = contractCaller(upstream)

describe('search by name', () => {
  it('finds schools: the exact name first, then names starting with the words, by ranking', async () => {
    const exact = await ok(querySchoolListByName, { name: '清华大学' })
    expect(exact.list.map((s) => s.name)).toEqual(['清华大学'])
    expect(exact.list[0]?.tags).toEqual(['985', '211', '双一流', '强基计划', '保研资格'])

    const beijing = await ok(querySchoolListByName, { name: '北京', pageSize: 50 })
    const names = beijing.list.map((s) => s.name)
    expect(names[0]).toBe('北京大学')
    expect(names.every((n) => n.includes('北京'))).toBe(true)
    // Every name starting with 北京 comes before those that only contain it.
    const firstInner = names.findIndex((n) => !n.startsWith('北京'))
    if (firstInner !== -1) expect(names.slice(firstInner).every((n) => !n.startsWith('北京'))).toBe(true)
    const total = upstream().db.prepare("SELECT COUNT(*) FROM colleges WHERE instr(name, '北京') > 0").pluck().get()
    expect(beijing.total).toBe(total)
  })

  it('finds schools by their short names: the school meant first, then names holding the letters', async () => {
    const nanda = await ok(querySchoolListByName, { name: '南大', pageSize: 5 })
    expect(nanda.list[0]?.name).toBe('南京大学')
    // 河南大学 and 云南大学 still come: they hold the letters.
    const containing = upstream()
      .db.prepare("SELECT COUNT(*) FROM colleges WHERE instr(name, '南大') > 0")
      .pluck()
      .get()
    expect(nanda.total).toBe((containing as number) + 1)

    for (const [alias, name] of [
      ['北航', '北京航空航天大学'],
      ['哈工大', '哈尔滨工业大学'],
      ['华科', '华中科技大学'],
    ]) {
      const found = await ok(querySchoolListByName, { name: alias })
      expect(found.list[0]?.name, alias).toBe(name)
    }
    const jiaoda = await ok(querySchoolListByName, { name: '交大', pageSize: 10 })
    expect(jiaoda.list.slice(0, 3).map((s) => s.name)).toEqual(['上海交通大学', '西安交通大学', '北京交通大学'])

    const synthesis = await ok(querySynthesisListByName, { name: '北航' })
    expect(synthesis.schools.list[0]?.name).toBe('北京航空航天大学')
  })

  it('matches short names in the college list keyword filter too', async () => {
    const list = await ok(querySchoolList, { keyword: '北航', pageSize: 50 })
    expect(list.list.map((s) => s.name)).toContain('北京航空航天大学')
  })

  it('finds majors of both levels, or of one', async () => {
    const nursing = await ok(queryMajorListByName, { name: '护理' })
    expect(nursing.list.map((m) => [m.name, m.level])).toEqual([
      ['护理', '专科'],
      ['护理学', '本科'],
    ])
    const undergraduate = await ok(queryMajorListByName, { name: '护理', cc: '本科' })
    expect(undergraduate.list.map((m) => m.name)).toEqual(['护理学'])
  })

  it('finds jobs and pages them', async () => {
    const first = await ok(queryJobListByName, { name: '医生', pageSize: 5 })
    const second = await ok(queryJobListByName, { name: '医生', pageSize: 5, pageNum: 2 })
    // Salary bands describe pay around the latest dataset year.
    expect(first).toMatchObject({ total: 12, year: LATEST_YEAR, demo: true })
    expect(first.list).toHaveLength(5)
    const ids = [...first.list, ...second.list].map((j) => j.id)
    expect(new Set(ids).size).toBe(10)
    expect([...first.list, ...second.list].every((j) => j.name.includes('医生'))).toBe(true)
  })

  it('answers all three kinds at once, each with its total, for the header and the tabs of /search', async () => {
    const all = await ok(querySynthesisListByName, { name: '工程', size: 3 })
    expect(all.schools.list).toHaveLength(3)
    expect(all.majors.list).toHaveLength(3)
    expect(all.jobs.list).toHaveLength(3)
    expect(all.schools.total).toBe((await ok(querySchoolListByName, { name: '工程' })).total)
    expect(all.majors.total).toBe((await ok(queryMajorListByName, { name: '工程' })).total)
    expect(all.jobs.total).toBe((await ok(queryJobListByName, { name: '工程' })).total)
    expect(all.majors.list[0]?.name).toBe('工程力学')
  })

  it('answers nothing for blanks, and refuses an empty keyword with 请输入关键词', async () => {
    expect(await ok(querySynthesisListByName, { name: '   ' })).toEqual({
      schools: { total: 0, list: [] },
      majors: { total: 0, list: [] },
      jobs: { total: 0, list: [], year: LATEST_YEAR, demo: true },
    })
    const empty = await post(querySchoolListByName, { name: '' })
    expect(empty).toMatchObject({ status: 400, msg: SEARCH_TEXT.keywordRequired })
    const tooLong = await post(queryJobListByName, { name: '长'.repeat(31) })
    expect(tooLong.status).toBe(400)
  })
})
