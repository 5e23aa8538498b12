import { describe, expect, it } from 'vitest'
import { SchoolTag } from '../src/api/college/fields.js'
import { SchoolTagField } from '../src/api/planning/fields.js'
import { DICTIONARIES } from '../src/dictionaries.js'
import { SCHOOL_TAG_ORDER, schoolTagRank } from '../src/rules/school-tags.js'

describe('school tags: one list', () => {
  it('the dictionary offers the list, in its order', () => {
    expect(DICTIONARIES.schoolTag.map((t) => t.name)).toEqual([...SCHOOL_TAG_ORDER])
  })

  it.each([SchoolTag, SchoolTagField])('the request schemas allow exactly the tags of the list', (schema) => {
    expect(schema.anyOf.map((t) => t.const)).toEqual([...SCHOOL_TAG_ORDER])
  })

  it('sorts tags in the display order, unknown ones last', () => {
    expect(['双一流', '其他', '985', '211'].sort((a, b) => schoolTagRank(a) - schoolTagRank(b))).toEqual([
      '985',
      '211',
      '双一流',
      '其他',
    ])
  })
})
