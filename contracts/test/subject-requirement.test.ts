import { describe, expect, it } from 'vitest'
import { meetsRequirementText, requiredSubjectCodes } from '../src/rules/subject-requirement.js'

describe('subject requirements (选科要求)', () => {
  it('reads the dataset’s requirements as subject codes', () => {
    expect(requiredSubjectCodes('物理+化学')).toEqual(['物', '化'])
    expect(requiredSubjectCodes('思想政治')).toEqual(['政'])
    expect(requiredSubjectCodes('历史')).toEqual(['史'])
    expect(requiredSubjectCodes('不限')).toEqual([])
  })

  it('checks a candidate’s subjects; several requirements (a school’s majors) need any one', () => {
    expect(meetsRequirementText('物理+化学', '物/化/生')).toBe(true)
    expect(meetsRequirementText('物理+化学', '物/生/地')).toBe(false)
    expect(meetsRequirementText('思想政治', '史/地/生')).toBe(false)
    expect(meetsRequirementText('不限', '史/地/生')).toBe(true)
    expect(meetsRequirementText('物理+化学、不限', '史/地/生')).toBe(true)
    expect(meetsRequirementText('未知科目', '物/化/生')).toBe(false)
  })
})
