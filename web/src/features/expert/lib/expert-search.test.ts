import { describe, expect, it } from 'vitest'
import { validateExpertSearch } from './expert-search'
import { formatShare, formatTime } from './format'

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

describe('format', () => {
  it('shows times in Beijing time', () => {
    expect(formatTime('2026-03-15T06:05:00.000Z')).toBe('2026-03-15 14:05')
    expect(formatTime('2026-12-31T16:30:00.000Z')).toBe('2027-01-01 00:30')
  })

  it('formats shares as the upstream does', () => {
    expect(formatShare(0.00001)).toBe('0.01%')
    expect(formatShare(0.0042)).toBe('0.42%')
    expect(formatShare(0.062)).toBe('6.2%')
    expect(formatShare(0.5)).toBe('50%')
  })
})
