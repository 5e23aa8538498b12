import { describe, expect, it } from 'vitest'
import { validateExpertSearch } from './expert-search'

describe('validateExpertSearch', () => {
  it('keeps a known tab and a plan id only with the plans tab', () => {
    expect(validateExpertSearch({ tab: 'mine' })).toEqual({ tab: 'mine' })
    expect(validateExpertSearch({ tab: 'schemes', scheme: 7 })).toEqual({ tab: 'schemes', scheme: 7 })
    expect(validateExpertSearch({ tab: 'schemes', scheme: '12' })).toEqual({ tab: 'schemes', scheme: 12 })
    expect(validateExpertSearch({ tab: 'mine', scheme: 7 })).toEqual({ tab: 'mine' })
  })

  it('drops what it does not know', () => {
    expect(validateExpertSearch({ tab: 'admin', scheme: 3 })).toEqual({})
    expect(validateExpertSearch({ tab: 'schemes', scheme: -1 })).toEqual({ tab: 'schemes' })
    expect(validateExpertSearch({ tab: 'schemes', scheme: 'x' })).toEqual({ tab: 'schemes' })
  })
})
