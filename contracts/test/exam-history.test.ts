import { describe, expect, it } from 'vitest'
import { FIRST_NEW_EXAM_YEAR, formerTrackOf, offeredTrack, satNewExam, tracksIn } from '../src/rules/exam-history.js'

describe('exam history', () => {
  it('knows the first new-style exam of all 31 provinces, by reform batch', () => {
    expect(Object.keys(FIRST_NEW_EXAM_YEAR)).toHaveLength(31)
    const batch = (year: number) =>
      Object.entries(FIRST_NEW_EXAM_YEAR)
        .filter(([, y]) => y === year)
        .map(([p]) => p)
        .sort()
    expect(batch(2024)).toEqual(['吉林', '安徽', '广西', '江西', '甘肃', '贵州', '黑龙江'].sort())
    expect(batch(2025)).toEqual(['内蒙古', '四川', '宁夏', '山西', '河南', '云南', '陕西', '青海'].sort())
    expect(batch(2027)).toEqual(['新疆', '西藏'].sort())
  })

  it('gives a year before the first new exam 理科/文科, and the new tracks from it on', () => {
    expect(satNewExam('河南', 2024)).toBe(false)
    expect(satNewExam('河南', 2025)).toBe(true)
    expect(tracksIn('河南', 2024, ['物理类', '历史类'])).toEqual(['理科', '文科'])
    expect(tracksIn('河南', 2025, ['物理类', '历史类'])).toEqual(['物理类', '历史类'])
    expect(tracksIn('浙江', 2023, ['综合'])).toEqual(['综合'])
    expect(formerTrackOf('历史类')).toBe('文科')
    expect(formerTrackOf('综合')).toBeUndefined()
  })

  it('offers the wanted track, else its counterpart, else the first on offer', () => {
    expect(offeredTrack(['物理类', '历史类'], '历史类')).toBe('历史类')
    expect(offeredTrack(['理科', '文科'], '历史类')).toBe('文科')
    expect(offeredTrack(['理科', '文科'], undefined, '历史类')).toBe('文科')
    expect(offeredTrack(['物理类', '历史类'], '综合')).toBe('物理类')
    expect(offeredTrack([], '物理类')).toBeUndefined()
  })
})
