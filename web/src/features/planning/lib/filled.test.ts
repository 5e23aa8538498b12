import { describe, expect, it } from 'vitest'
import { isFilled, targetOf } from './filled'

describe('isFilled', () => {
  const units = [
    { schoolId: 1, groupCode: '01', majorId: 0, majorIds: [11, 12] },
    { schoolId: 2, groupCode: '', majorId: 21, majorIds: [] },
  ]
  it('finds a group line, a major inside it, and a major line', () => {
    expect(isFilled(units, { schoolId: 1, groupCode: '01' })).toBe(true)
    expect(isFilled(units, { schoolId: 1, groupCode: '01', majorId: 12 })).toBe(true)
    expect(isFilled(units, { schoolId: 1, groupCode: '01', majorId: 13 })).toBe(false)
    expect(isFilled(units, { schoolId: 1, groupCode: '02' })).toBe(false)
    expect(isFilled(units, { schoolId: 2, groupCode: '', majorId: 21 })).toBe(true)
    expect(isFilled(units, { schoolId: 2, groupCode: '' })).toBe(false)
  })
})

describe('targetOf', () => {
  it('stands for the group when the key names no major, and for the major when it does', () => {
    expect(targetOf({ schoolId: 1, groupCode: '01', majorId: 0 })).toEqual({ schoolId: 1, groupCode: '01' })
    expect(targetOf({ schoolId: 1, groupCode: '01', majorId: 12 })).toEqual({
      schoolId: 1,
      groupCode: '01',
      majorId: 12,
    })
  })
})
