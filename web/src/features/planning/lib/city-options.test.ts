import { describe, expect, it } from 'vitest'
import { toRegionTree } from '../../../api/reference/regions'
import { cityGroups, keepOffered } from './city-options'

const regions = toRegionTree([
  { code: '110000', name: '北京市' },
  { code: '110105', name: '朝阳区' },
  { code: '320000', name: '江苏省' },
  { code: '320100', name: '南京市' },
  { code: '320500', name: '苏州市' },
  { code: '330000', name: '浙江省' },
  { code: '330100', name: '杭州市' },
  { code: '150000', name: '内蒙古自治区' },
  { code: '150100', name: '呼和浩特市' },
])

describe('the city filter’s options', () => {
  it('offers the cities of the chosen provinces, in their order, and none for a municipality', () => {
    expect(cityGroups(regions, ['浙江', '北京', '江苏', '内蒙古'])).toEqual([
      { province: '浙江', cities: ['杭州市'] },
      { province: '江苏', cities: ['南京市', '苏州市'] },
      { province: '内蒙古', cities: ['呼和浩特市'] },
    ])
    expect(cityGroups(regions, [])).toEqual([])
    expect(cityGroups([], ['江苏'])).toEqual([])
  })

  it('drops the chosen cities of a province no longer chosen', () => {
    const groups = cityGroups(regions, ['江苏'])
    expect(keepOffered(['杭州市', '南京市'], groups)).toEqual(['南京市'])
  })
})
