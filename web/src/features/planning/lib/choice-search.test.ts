import { describe, expect, it } from 'vitest'
import { filtersOf, searchOfPreferences, validateChoiceSearch } from './choice-search'

describe('the planner’s URL', () => {
  it('keeps good values and drops bad ones', () => {
    expect(
      validateChoiceSearch({
        band: '冲',
        view: 'major',
        page: '3',
        provinces: ['江苏', '<script>'],
        cities: '南京市,<b>,苏州市',
        types: '理工,综合,火星',
        categories: ['工学', '不存在'],
        tuitionMax: '20000',
        colour: '色弱',
        vf: '4.65',
        vd: '2.0',
        adjust: 0,
        priority: '2',
        wishId: '12',
        sort: 'chance',
      }),
    ).toEqual({
      band: '冲',
      view: 'major',
      page: 3,
      provinces: ['江苏'],
      cities: ['南京市', '苏州市'],
      types: ['理工', '综合'],
      categories: ['工学'],
      tuitionMax: 20000,
      colour: '色弱',
      vf: 4.7,
      adjust: '0',
      priority: 2,
      wishId: 12,
      sort: 'chance',
    })
    expect(validateChoiceSearch({ band: '稳稳', page: 0, wishId: -1, priority: 4 })).toEqual({})
    // A city without a province means nothing.
    expect(validateChoiceSearch({ cities: ['南京市'] })).toEqual({})
  })

  it('turns the search into the calls’ filters and saved preferences back into the search', () => {
    const search = validateChoiceSearch({
      provinces: ['江苏'],
      cities: ['南京市'],
      categories: ['工学'],
      adjust: '0',
      vd: 1.0,
      colour: '色盲',
    })
    const filters = filtersOf(search)
    expect(filters).toEqual({
      schoolProvinces: ['江苏'],
      cities: ['南京市'],
      majorCategories: ['工学'],
      acceptAdjust: false,
      visionDecimal: 1,
      colourVision: '色盲',
    })
    expect(searchOfPreferences({ ...filters, split: { reach: 35, match: 45, safe: 20 } })).toEqual({
      provinces: ['江苏'],
      cities: ['南京市'],
      categories: ['工学'],
      adjust: '0',
      vd: 1,
      colour: '色盲',
      split: { reach: 35, match: 45, safe: 20 },
    })
  })
})
