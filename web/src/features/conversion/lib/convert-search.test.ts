import { describe, expect, it } from 'vitest'
import { conversionBody, shanghaiToday, validateConvertSearch } from './convert-search'

describe('the mock conversion URL', () => {
  const full = {
    province: '河南',
    city: '郑州市',
    date: '2026-03-15',
    track: '物理类',
    scope: '地市统考',
    score: '598',
    candidates: '20000',
    rank: '1200',
    band: '稳',
    page: '2',
  }

  it('keeps valid inputs, the band and the page', () => {
    expect(validateConvertSearch(full)).toEqual({
      province: '河南',
      city: '郑州市',
      date: '2026-03-15',
      track: '物理类',
      scope: '地市统考',
      score: 598,
      candidates: 20000,
      rank: 1200,
      band: '稳',
      page: 2,
    })
  })

  it('drops bad values instead of failing the page', () => {
    expect(
      validateConvertSearch({
        ...full,
        date: '15/03/2026',
        track: '工科',
        scope: '全国',
        score: '800',
        rank: '-3',
        page: 'x',
      }),
    ).toEqual({ province: '河南', city: '郑州市', candidates: 20000, band: '稳' })
  })

  it('builds the call’s body only when every required input is there, without empty extras', () => {
    const search = validateConvertSearch(full)
    expect(conversionBody(search)).toEqual({
      province: '河南',
      city: '郑州市',
      date: '2026-03-15',
      track: '物理类',
      scope: '地市统考',
      score: 598,
      candidates: 20000,
      rank: 1200,
    })
    const { city, ...noCity } = search
    expect(conversionBody(noCity)).toBeUndefined()
  })

  it('knows today in Shanghai, also late in the UTC evening', () => {
    expect(shanghaiToday(Date.UTC(2026, 2, 14, 17, 0))).toBe('2026-03-15')
  })
})
