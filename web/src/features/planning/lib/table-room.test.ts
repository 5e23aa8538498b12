import { PLANNING_PAGE_TEXT, PLANNING_TEXT } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { addBlockedReason, tableFullReason } from './table-room'

const line = (schoolId: number, groupCode: string, majorId = 0) => ({ schoolId, groupCode, majorId, majorIds: [] })

describe('whether a table takes one more line', () => {
  const full = { lineCount: 40, capacity: 40, units: [line(1, '01'), line(2, '', 7)] }

  it('takes anything while it has room, or while its fill is not known yet', () => {
    expect(addBlockedReason({ ...full, lineCount: 39 }, '江苏', { schoolId: 3, groupCode: '01' })).toBeUndefined()
    expect(addBlockedReason(undefined, '江苏', { schoolId: 3, groupCode: '01' })).toBeUndefined()
  })

  it('refuses a new line at capacity and says why', () => {
    expect(addBlockedReason(full, '江苏', { schoolId: 3, groupCode: '01' })).toBe(
      PLANNING_PAGE_TEXT.tableFullReason(40),
    )
    expect(addBlockedReason(full, '江苏', { schoolId: 3, groupCode: '', majorId: 9 })).toBe(
      PLANNING_PAGE_TEXT.tableFullReason(40),
    )
  })

  it('still takes a major inside a group line the table holds: no new line', () => {
    expect(addBlockedReason(full, '江苏', { schoolId: 1, groupCode: '01', majorId: 5 })).toBeUndefined()
  })

  it('says how many to delete in a table over the limit', () => {
    expect(tableFullReason({ lineCount: 43, capacity: 40 }, '江苏')).toBe(PLANNING_TEXT.tableOver('江苏', 40, 43))
    expect(tableFullReason({ lineCount: 12, capacity: 40 }, '江苏')).toBeUndefined()
  })
})
