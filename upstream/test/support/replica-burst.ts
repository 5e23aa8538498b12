import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import type { Answer } from './contract-call.js'

/** The two replicas of a useReplicas(2) file. */
export function pairOf(replicas: () => FastifyInstance[]): [FastifyInstance, FastifyInstance] {
  const [a, b] = replicas()
  if (!a || !b) throw new Error('two replicas')
  return [a, b]
}

/** Sends the i-th request of a burst to replica i mod 2, all at once. */
export function burst(
  replicas: () => FastifyInstance[],
  count: number,
  send: (app: FastifyInstance, i: number) => Promise<Answer>,
): Promise<Answer[]> {
  const [a, b] = pairOf(replicas)
  return Promise.all(Array.from({ length: count }, (_, i) => send(i % 2 === 0 ? a : b, i)))
}

/** How many answers were accepted, and the distinct refusals of the rest (never a 5xx). */
export function tally(answers: readonly Answer[]) {
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
  const refused = answers.filter((a) => a.code !== 0)
  return { ok: answers.length - refused.length, refusals: [...new Set(refused.map((a) => `${a.code} ${a.msg}`))] }
}
