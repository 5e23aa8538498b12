import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { VOLUNTEER_MODES } from '../src/rules/planning-values.js'
import { DIALOG_TEXT } from '../src/texts.js'
import { COMMON_TEXT } from '../src/texts-common.js'

/** A word several features' texts share is written once, in texts-common.ts; the others refer to COMMON_TEXT. */
const SRC = join(import.meta.dirname, '../src')
const textFiles = readdirSync(SRC).filter((name) => /^texts.*\.ts$/.test(name) && name !== 'texts-common.ts')

describe('COMMON_TEXT', () => {
  it.each(Object.entries(COMMON_TEXT))('%s (%s) is written in no other texts file', (_key, word) => {
    const quoted = [`'${word}'`, `"${word}"`]
    const writtenIn = textFiles.filter((name) => {
      const source = readFileSync(join(SRC, name), 'utf8')
      return quoted.some((literal) => source.includes(literal))
    })
    expect(writtenIn).toEqual([])
  })
})

/** Entry texts (texts.ts) others use in the same role refer to them: each is quoted once across the texts files. */
describe('texts written once in texts.ts', () => {
  const all = [...textFiles, 'texts-common.ts']
  it.each([DIALOG_TEXT.close, DIALOG_TEXT.provinceYearLocked])('%s', (text) => {
    const count = all.reduce((n, name) => n + readFileSync(join(SRC, name), 'utf8').split(`'${text}'`).length - 1, 0)
    expect(count).toBe(1)
  })
})

/**
 * The fill modes the upstream stores are one list (rules/planning-values.ts): a texts file that compares with or names
 * one refers to it. 院校 is also COMMON_TEXT.school, checked above; the data note's column 院校专业组 counts a
 * table's groups, a header that may be reworded on its own.
 */
describe('volunteer modes written once', () => {
  const modes = VOLUNTEER_MODES.filter((mode) => mode !== COMMON_TEXT.school)
  const files = textFiles.filter((name) => name !== 'texts-data.ts')
  it.each(modes)('%s is quoted in no texts file', (mode) => {
    const writtenIn = files.filter((name) => readFileSync(join(SRC, name), 'utf8').includes(`'${mode}'`))
    expect(writtenIn).toEqual([])
  })
})
