import type { Static, TObject, TSchema } from 'typebox/type'
import * as Type from 'typebox/type'
import type { BodyOf, DataOf, Endpoint } from '../endpoint.js'

/**
 * A /bff payload merges several /api/v1 calls into one answer, so a page's
 * first paint costs one round trip. Each part names its call and whether the
 * payload can do without it: a failed optional part comes back as
 * `{ ok: false, code, msg }` while the rest is served; a failed required part
 * fails the whole payload with that part's error envelope.
 */
export interface PayloadPart<E extends Endpoint = Endpoint, Query = never, Optional extends boolean = boolean> {
  readonly call: E
  readonly optional: Optional
  /** The call's body (its query string for GET), built from the payload route's own query. */
  body(query: Query): BodyOf<E>
}

/** Calls whose body may be empty need no body builder. */
type BodyArgs<E extends Endpoint, Query> =
  Record<string, never> extends BodyOf<E> ? [body?: (query: Query) => BodyOf<E>] : [body: (query: Query) => BodyOf<E>]

function part<E extends Endpoint, Query, Optional extends boolean>(
  call: E,
  optional: Optional,
  body: ((query: Query) => BodyOf<E>) | undefined,
): PayloadPart<E, Query, Optional> {
  const build = body ?? (() => ({}) as BodyOf<E>)
  return Object.freeze({ call, optional, body: build })
}

/** A part the payload cannot do without. */
export function requiredPart<E extends Endpoint, Query = never>(
  call: E,
  ...[body]: BodyArgs<E, Query>
): PayloadPart<E, Query, false> {
  return part(call, false, body)
}

/** A part that may fail while the rest of the payload is served. */
export function optionalPart<E extends Endpoint, Query = never>(
  call: E,
  ...[body]: BodyArgs<E, Query>
): PayloadPart<E, Query, true> {
  return part(call, true, body)
}

export const PartFailure = Type.Object({
  ok: Type.Literal(false),
  code: Type.Integer(),
  msg: Type.String(),
})
export type PartFailure = Static<typeof PartFailure>

export function PartSuccess<Data extends TSchema>(data: Data) {
  return Type.Object({ ok: Type.Literal(true), data })
}
export interface PartSuccessOf<E extends Endpoint> {
  ok: true
  data: DataOf<E>
}

export type PartResultOf<P> =
  P extends PayloadPart<infer E, never, infer Optional>
    ? Optional extends true
      ? PartSuccessOf<E> | PartFailure
      : PartSuccessOf<E>
    : never

type Parts<Query> = Record<string, PayloadPart<Endpoint, Query>>

export interface BffPayload<Query extends TObject = TObject, P extends Parts<never> = Parts<never>> {
  readonly name: string
  readonly summary: string
  readonly path: `/bff/${string}`
  /** The payload route's query string (GET), validated before any call is made. */
  readonly query: Query
  readonly parts: P
  /** The schema of the envelope's data, derived from the parts. */
  readonly data: TObject
}

/** What `data` holds in a payload's success envelope. */
export type PayloadOf<B extends BffPayload> = { [K in keyof B['parts']]: PartResultOf<B['parts'][K]> }

const NoQuery = Type.Object({})

export function bffPayload<P extends Parts<Static<Query>>, Query extends TObject = typeof NoQuery>(definition: {
  name: string
  summary: string
  path: `/bff/${string}`
  query?: Query
  parts: P
}): BffPayload<Query, P> {
  const properties: Record<string, TSchema> = {}
  for (const [name, p] of Object.entries(definition.parts)) {
    const success = PartSuccess(p.call.data)
    properties[name] = p.optional ? Type.Union([success, PartFailure]) : success
  }
  return Object.freeze({
    ...definition,
    query: definition.query ?? (NoQuery as TObject as Query),
    data: Type.Object(properties),
  })
}
