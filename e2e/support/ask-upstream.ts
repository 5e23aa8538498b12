import { apiPath, type DataOf, type Endpoint } from '@gaokao/contracts'
import { inject } from 'vitest'

/** Asks the stack's upstream directly, for the figures the pages must show. */
export async function askUpstream<E extends Endpoint>(e: E, body: object): Promise<DataOf<E>> {
  const res = await fetch(`${inject('upstreamUrl')}${apiPath(e)}`, {
    method: e.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const envelope = (await res.json()) as { code: number; msg: string; data: DataOf<E> }
  if (envelope.code !== 0) throw new Error(envelope.msg)
  return envelope.data
}
