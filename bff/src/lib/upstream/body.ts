import type { Readable } from 'node:stream'

/** The whole body as bytes, whether the client buffered it already or handed over a stream. */
export async function readBody(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
