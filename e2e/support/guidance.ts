import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

// The student, page calls and hand-scored 霍兰德 sheet of the guidance suites (e2e/guidance-a.e2e.ts, e2e/dev-gate.e2e.ts).

export interface Envelope<T = Record<string, unknown>> {
  code: number
  msg: string
  data: T
}

/** One /api/v1 call from inside the page, with the SPA's header and the session cookie. */
export async function api<T = Record<string, unknown>>(page: Page, path: string, body: unknown): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ path, body, header }) => {
      const res = await fetch(`/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify(body),
      })
      return res.json()
    },
    { path, body, header: { name: CLIENT_HEADER, value: CLIENT_HEADER_VALUE } },
  ) as Promise<Envelope<T>>
}

export async function ok<T = Record<string, unknown>>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = await api<T>(page, path, body)
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0)
  return answer.data
}

export const STUDENT = {
  name: '测评同学',
  province: '江苏',
  xk: '物/化/生',
  score: 598,
  localArea: ['320000', '320100'],
}

/**
 * A hand-scored 霍兰德 answer sheet (upstream/test/evaluation-scoring.test.ts,
 * sheet 1): question 6k + j + 1 asks RIASEC[(k + j) mod 6]; 1 = 是 (option 0).
 * Scores R 2, I 9, A 6, S 7, E 1, C 0, so the code is ISA.
 */
export const SHEET = '111110 111001 110001 100011 000111 001110 010100 100000 000001 000000'
  .replace(/\s+/g, '')
  .split('')
  .map((c) => (c === '1' ? 0 : 1))
export const SHEET_SCORES: [string, number][] = [
  ['现实型', 2],
  ['研究型', 9],
  ['艺术型', 6],
  ['社会型', 7],
  ['企业型', 1],
  ['常规型', 0],
]

export interface EvaluationSummary {
  id: number
  key: string
  name: string
  questionCount: number
}

export async function holland(page: Page): Promise<EvaluationSummary> {
  const list = await ok<EvaluationSummary[]>(page, '/web/queryEvaluationList', {})
  const found = list.find((e) => e.key === 'holland')
  if (!found) throw new Error('no holland assessment in the dataset')
  return found
}

export interface OpenList {
  list: { name: string }[]
  total: number
}

/** The rows of an open-schools or open-majors table: the name in the row header, then the rest. */
export const tableRows = (section: Locator) =>
  section
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({ name: row.querySelector('th')?.textContent ?? '', text: row.textContent ?? '' })),
    )
