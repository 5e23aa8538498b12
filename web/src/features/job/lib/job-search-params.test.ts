import { describe, expect, it } from 'vitest'
import { validateJobLibrarySearch, validateJobSearch } from './job-search-params'

describe('validateJobLibrarySearch', () => {
  it('keeps an industry, a known salary band and a page', () => {
    expect(validateJobLibrarySearch({ industry: '金融', salary: 'gte20k', page: '2' })).toEqual({
      industry: '金融',
      salary: 'gte20k',
      page: 2,
    })
  })

  it('drops an unknown band, blanks and the first page', () => {
    expect(validateJobLibrarySearch({ industry: '  ', salary: '1000000', page: 1 })).toEqual({})
  })
})

describe('validateJobSearch', () => {
  it('keeps a trimmed keyword and its page; a page without a keyword means nothing', () => {
    expect(validateJobSearch({ keyword: ' 医生 ', page: 3 })).toEqual({ keyword: '医生', page: 3 })
    expect(validateJobSearch({ page: 3 })).toEqual({})
  })
})
