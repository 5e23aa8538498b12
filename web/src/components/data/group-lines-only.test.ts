import { type DataCoverageValue, GROUP_LINES_TEXT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { noMajorLinesText } from './group-lines-only'

const file = (province: string, attributed: number) => ({
  province,
  year: 2024,
  rows: 100,
  attributed,
  sources: [{ publisher: '省教育考试院', url: 'https://example.edu.cn/a.html' }],
})
const coverage = { admissions: [file('江苏', 90), file('上海', 0)] } as unknown as DataCoverageValue

describe('noMajorLinesText', () => {
  it('says a province with published group lines has no per-major lines', () => {
    expect(noMajorLinesText(coverage, '江苏')).toBe(GROUP_LINES_TEXT.noMajorLines('江苏'))
    expect(GROUP_LINES_TEXT.noMajorLines('江苏')).toBe('江苏只公布院校专业组投档线，暂无分专业录取分数')
  })

  it('says nothing where the lines are generated or none of the file is attributed', () => {
    expect(noMajorLinesText(coverage, '河南')).toBeUndefined()
    expect(noMajorLinesText(coverage, '上海')).toBeUndefined()
    expect(noMajorLinesText(undefined, '江苏')).toBeUndefined()
  })
})
