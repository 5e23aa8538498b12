import { describe, expect, it } from 'vitest'
import { pickTrack } from './track'

describe('pickTrack', () => {
  it('keeps the wanted track when the year offers it', () => {
    expect(pickTrack('历史类', ['物理类', '历史类'])).toBe('历史类')
  })

  it('shows 文科 to a 历史类 student in a year before the province sat the new exam (河南 2024)', () => {
    expect(pickTrack('历史类', ['理科', '文科'])).toBe('文科')
    expect(pickTrack('物理类', ['理科', '文科'])).toBe('理科')
  })

  it('falls back to the first offered track, and to nothing while nothing is offered', () => {
    expect(pickTrack('综合', ['物理类', '历史类'])).toBe('物理类')
    expect(pickTrack('物理类', undefined)).toBeUndefined()
  })
})
