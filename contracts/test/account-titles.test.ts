import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { saveUserInfo } from '../src/api/account.js'
import { STUDENT_TEXT } from '../src/texts-student.js'

/**
 * The student profile's field titles (the OpenAPI document's, the bff's validation messages') are the labels the
 * student-info form shows: taken from STUDENT_TEXT, not written again in the schema (docs/contracts.md, "Texts").
 */
describe('saveUserInfo field titles', () => {
  it('are written in no schema line of api/account.ts', () => {
    const source = readFileSync(join(import.meta.dirname, '../src/api/account.ts'), 'utf8')
    const written = source.split('\n').filter((line) => /(title: |Text\(.*, )'[^']*[\u4e00-\u9fff]/.test(line))
    expect(written).toEqual([])
  })

  it('are the form labels', () => {
    const titles = Object.fromEntries(
      Object.entries(saveUserInfo.body.properties).map(([key, schema]) => [key, (schema as { title?: string }).title]),
    )
    expect(titles).toMatchObject({
      nickName: STUDENT_TEXT.nickName,
      sex: STUDENT_TEXT.sex,
      nation: STUDENT_TEXT.nation,
      language: STUDENT_TEXT.language,
      freshGraduate: STUDENT_TEXT.freshGraduate,
      localArea: STUDENT_TEXT.locality,
      province: STUDENT_TEXT.province,
      gkYear: STUDENT_TEXT.examYear,
      xk: STUDENT_TEXT.subjects,
    })
  })
})
