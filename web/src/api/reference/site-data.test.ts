import { describe, expect, it } from 'vitest'
import { groupDicts } from './dicts'
import { toRegionTree } from './regions'

describe('site data shaping (docs/spec-rules.md, Entities)', () => {
  it('groups dictionary items by codeType, sorted by sort, with value and label', () => {
    const grouped = groupDicts([
      { code: '女', codeName: '女', codeType: 'sex', sort: 2 },
      { code: '男', codeName: '男', codeType: 'sex', sort: 1 },
      { code: '1', codeName: '应届生', codeType: 'freshGraduate', sort: 1 },
    ])
    expect(grouped.sex).toEqual([
      { value: '男', label: '男' },
      { value: '女', label: '女' },
    ])
    expect(grouped.freshGraduate).toEqual([{ value: '1', label: '应届生' }])
  })

  it('builds the province -> city tree from GB/T 2260 codes', () => {
    const tree = toRegionTree([
      { code: '320000', name: '江苏省' },
      { code: '110000', name: '北京市' },
      { code: '320100', name: '南京市' },
      { code: '110105', name: '朝阳区' },
      { code: '320200', name: '无锡市' },
    ])
    expect(tree).toEqual([
      {
        value: '320000',
        label: '江苏省',
        children: [
          { value: '320100', label: '南京市' },
          { value: '320200', label: '无锡市' },
        ],
      },
      { value: '110000', label: '北京市', children: [{ value: '110105', label: '朝阳区' }] },
    ])
  })
})
