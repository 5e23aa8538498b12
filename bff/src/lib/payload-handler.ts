import { type BffPayload, ERROR_CODE, ERROR_TEXT, errorEnvelope, type PayloadPart } from '@gaokao/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { callEndpoint } from './call-endpoint.js'
import { envelopeForCallFailure } from './call-failure.js'
import { isSuccess } from './upstream-answer.js'

type PartOutcome = { ok: true; dataJson: string } | { ok: false; status: number; code: number; msg: string }

async function runPart(
  app: FastifyInstance,
  part: PayloadPart<PayloadPart['call'], unknown>,
  query: unknown,
  request: FastifyRequest,
): Promise<PartOutcome> {
  try {
    const answer = await callEndpoint(app, part.call, part.body(query), request)
    if (isSuccess(answer)) return { ok: true, dataJson: answer.dataJson as string }
    if (answer.code !== undefined && answer.code !== 0) {
      return { ok: false, status: answer.status, code: answer.code, msg: answer.msg ?? ERROR_TEXT.internal }
    }
    return { ok: false, status: 502, code: ERROR_CODE.badGateway, msg: ERROR_TEXT.upstreamUnavailable }
  } catch (error) {
    const failure = envelopeForCallFailure(error)
    if (!failure) throw error
    return { ok: false, status: failure.status, code: failure.body.code, msg: failure.body.msg }
  }
}

/**
 * The handler of one /bff payload: its parts' calls run in parallel, and
 * the answer is written as text around each part's data JSON, which the
 * cache already holds serialized, so a payload of cached parts costs string
 * concatenation only. A failed optional part is marked failed; a failed
 * required part answers with its own error envelope.
 */
export function payloadHandler(app: FastifyInstance, payload: BffPayload) {
  const names = Object.keys(payload.parts)
  const parts = names.map((name) => payload.parts[name] as PayloadPart<PayloadPart['call'], unknown>)
  const keys = names.map((name, i) => `${i === 0 ? '' : ','}${JSON.stringify(name)}:`)
  const head = `{"code":${ERROR_CODE.ok},"msg":${JSON.stringify(ERROR_TEXT.ok)},"data":{`

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const outcomes = await Promise.all(parts.map((part) => runPart(app, part, request.query, request)))
    let json = head
    for (const [i, outcome] of outcomes.entries()) {
      if (outcome.ok) {
        json += `${keys[i]}{"ok":true,"data":${outcome.dataJson}}`
        continue
      }
      app.metrics.payloadPartFailures.inc([payload.name, names[i] ?? ''])
      request.log.warn({ payload: payload.name, part: names[i], code: outcome.code }, 'payload part failed')
      if (!parts[i]?.optional) return reply.code(outcome.status).send(errorEnvelope(outcome.code, outcome.msg))
      json += `${keys[i]}${JSON.stringify({ ok: false, code: outcome.code, msg: outcome.msg })}`
    }
    return reply.type('application/json; charset=utf-8').send(`${json}}}`)
  }
}
