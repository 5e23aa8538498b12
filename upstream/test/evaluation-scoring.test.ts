import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AnswerSheetError, type ScoringAssessment, scoreAnswers } from '../src/modules/evaluation/scoring.js'

/**
 * Answer sheets scored by hand against the authored questionnaires.
 *
 * 霍兰德 (60 questions, 是 = option 0, 否 = option 1): the questions come in
 * ten blocks of six; block k (0-9) asks the dimensions R I A S E C rotated
 * by k, so question 6k + j + 1 asks RIASEC[(k + j) mod 6]. A sheet is written
 * block by block, 1 for 是.
 *
 * 四维度 (40 questions): eight questions repeat five times: E|I, N|S, T|F,
 * P|J, I|E, S|N, F|T, J|P (option 0 | option 1). A sheet is written cycle by
 * cycle as the chosen option indexes.
 */

function assessment(file: string): ScoringAssessment {
  const [data] = JSON.parse(readFileSync(new URL(`../data/assessments/${file}`, import.meta.url), 'utf8')) as [
    {
      dimensions: { code: string; name: string }[]
      questions: { options: { scores: Record<string, number> }[] }[]
      types?: unknown[]
    },
  ]
  return { kind: data.types ? 'type' : 'code', dimensions: data.dimensions, questions: data.questions }
}

const holland = assessment('holland.json')
const mbti = assessment('mbti.json')

/** '111110 111001 ...' (1 = 是) -> option indexes. */
const hollandSheet = (blocks: string) => [...blocks.replace(/\s+/g, '')].map((c) => (c === '1' ? 0 : 1))
/** '0000 1101 ...' -> option indexes. */
const typeSheet = (cycles: string) => [...cycles.replace(/\s+/g, '')].map(Number)

const scoresOf = (result: ReturnType<typeof scoreAnswers>) =>
  Object.fromEntries(result.scores.map((s) => [s.code, s.score]))

describe('霍兰德: the three highest dimensions form the code', () => {
  it('every dimension can score 10', () => {
    const all = scoreAnswers(holland, Array(60).fill(0))
    expect(all.scores.map((s) => [s.code, s.name, s.score, s.max])).toEqual([
      ['R', '现实型', 10, 10],
      ['I', '研究型', 10, 10],
      ['A', '艺术型', 10, 10],
      ['S', '社会型', 10, 10],
      ['E', '企业型', 10, 10],
      ['C', '常规型', 10, 10],
    ])
    // All equal: the listed order decides.
    expect(all.code).toBe('RIA')
  })

  it('sheet 1: I 9, S 7, A 6, R 2, E 1, C 0 -> ISA', () => {
    // Block by block: which dimensions were answered 是.
    const sheet = hollandSheet(`
      111110
      111001
      110001
      100011
      000111
      001110
      010100
      100000
      000001
      000000`)
    const result = scoreAnswers(holland, sheet)
    expect(scoresOf(result)).toEqual({ R: 2, I: 9, A: 6, S: 7, E: 1, C: 0 })
    expect(result.code).toBe('ISA')
  })

  it('sheet 2: R, E and C tie at 5 above S 4, I 3, A 0 -> REC in the listed order', () => {
    const sheet = hollandSheet(`
      100001
      001001
      000110
      100100
      011000
      000011
      000011
      101100
      001101
      010010`)
    const result = scoreAnswers(holland, sheet)
    expect(scoresOf(result)).toEqual({ R: 5, I: 3, A: 0, S: 4, E: 5, C: 5 })
    expect(result.code).toBe('REC')
  })

  it('sheet 3: all 否 scores nothing anywhere', () => {
    const result = scoreAnswers(holland, Array(60).fill(1))
    expect(scoresOf(result)).toEqual({ R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 })
    expect(result.code).toBe('RIA')
  })
})

describe('四维度: one pole per axis, a tie to the second pole', () => {
  it('sheet 4: the first option throughout ties every axis 5:5 -> INFP', () => {
    const result = scoreAnswers(mbti, Array(40).fill(0))
    expect(scoresOf(result)).toEqual({ E: 5, I: 5, S: 5, N: 5, T: 5, F: 5, J: 5, P: 5 })
    expect(result.scores.every((s) => s.max === 10)).toBe(true)
    expect(result.code).toBe('INFP')
  })

  it('sheet 5: always the E, S, T and J answers -> ESTJ 10:0 on every axis', () => {
    const result = scoreAnswers(mbti, typeSheet('01011010 01011010 01011010 01011010 01011010'))
    expect(scoresOf(result)).toEqual({ E: 10, I: 0, S: 10, N: 0, T: 10, F: 0, J: 10, P: 0 })
    expect(result.code).toBe('ESTJ')
  })

  it('sheet 6: E 6:4, N 7:3, T 5:5 (tie -> F), P 8:2 -> ENFP', () => {
    const result = scoreAnswers(mbti, typeSheet('00001101 00001101 00001101 10000000 11000000'))
    expect(scoresOf(result)).toEqual({ E: 6, I: 4, S: 3, N: 7, T: 5, F: 5, J: 2, P: 8 })
    expect(result.code).toBe('ENFP')
  })
})

describe('a sheet that cannot be scored', () => {
  it('is refused for a missing answer or an option the question does not have', () => {
    expect(() => scoreAnswers(holland, Array(59).fill(0))).toThrow(AnswerSheetError)
    const bad = Array(60).fill(0)
    bad[11] = 2
    expect(() => scoreAnswers(holland, bad)).toThrow(expect.objectContaining({ position: 12 }))
  })
})
