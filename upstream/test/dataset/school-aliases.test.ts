import { describe, expect, it } from 'vitest'
import { loadInstitutions } from '../../src/dataset/real/institutions.js'
import { aliasNamesOf, SCHOOL_ALIASES } from '../../src/dataset/school-aliases.js'

const moeNames = new Set(loadInstitutions().map((i) => i.name))

describe('the short names of universities', () => {
  it('covers the well-known universities, each alias naming schools of the shipped MOE list', () => {
    const aliases = Object.entries(SCHOOL_ALIASES)
    expect(aliases.length).toBeGreaterThanOrEqual(100)
    const unknown = aliases.flatMap(([alias, names]) =>
      names.filter((n) => !moeNames.has(n)).map((n) => `${alias}→${n}`),
    )
    expect(unknown).toEqual([])
    for (const [alias, names] of aliases) {
      expect(names.length, alias).toBeGreaterThan(0)
      expect(new Set(names).size, alias).toBe(names.length)
      // An alias that is a school's full name would shadow the plain name search.
      expect(moeNames.has(alias), alias).toBe(false)
    }
  })

  it('lists every school an ambiguous short name stands for', () => {
    expect(aliasNamesOf('交大')).toEqual(expect.arrayContaining(['上海交通大学', '西安交通大学', '北京交通大学']))
    expect(aliasNamesOf('华师')).toEqual(['华东师范大学', '华中师范大学', '华南师范大学'])
    expect(aliasNamesOf('东大')).toEqual(expect.arrayContaining(['东南大学', '东北大学']))
    expect(aliasNamesOf('山大')).toEqual(expect.arrayContaining(['山东大学', '山西大学']))
  })

  it('maps the common ones to their school, and nothing else to anything', () => {
    expect(aliasNamesOf('南大')).toEqual(['南京大学'])
    expect(aliasNamesOf('北航')).toEqual(['北京航空航天大学'])
    expect(aliasNamesOf('哈工大')).toEqual(['哈尔滨工业大学'])
    expect(aliasNamesOf('华科')).toEqual(['华中科技大学'])
    expect(aliasNamesOf('南京')).toEqual([])
    expect(aliasNamesOf('toString')).toEqual([])
    expect(aliasNamesOf(null)).toEqual([])
  })
})
