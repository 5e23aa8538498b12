import { apiPath, type BodyOf, CLIENT_HEADER, CLIENT_HEADER_VALUE, type DataOf, type Endpoint } from '@gaokao/contracts'
import type { Locator, Page } from 'playwright-core'

// What guidance-b.e2e.ts and programmes.e2e.ts share: their student, number format, table rows and page calls.

export const n = (value: number) => value.toLocaleString('zh-CN')

export const STUDENT = {
  name: '指导测试',
  province: '江苏',
  xk: '物/化/生',
  score: 598,
  localArea: ['320000', '320100'],
}

/** Calls an endpoint from inside the page, with the page's session cookie; throws unless code is 0. */
export async function api<E extends Endpoint>(page: Page, endpoint: E, body: BodyOf<E>): Promise<DataOf<E>> {
  const answer = await page.evaluate(
    async ({ url, method, body, header }) => {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json', [header.name]: header.value },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; msg: string; data: unknown }
    },
    {
      url: apiPath(endpoint),
      method: endpoint.method,
      body,
      header: { name: CLIENT_HEADER, value: CLIENT_HEADER_VALUE },
    },
  )
  if (answer.code !== 0) throw new Error(`${endpoint.path}: ${answer.code} ${answer.msg}`)
  return answer.data as DataOf<E>
}

export const bodyRows = (table: Locator) => table.locator('tbody tr')
