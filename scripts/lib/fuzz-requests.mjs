/**
 * The hostile requests: one kind of attack (see KINDS) applied to one call
 * of the contracts, sent to the bff or to the upstream directly. Everything
 * is drawn from the seeded PRNG, so a seed names a run.
 */
import {
  ALL_BFF_PAYLOADS,
  ALL_ENDPOINTS,
  apiPath,
  CLIENT_CONFIG_PATH,
  CLIENT_HEADER,
  CLIENT_HEADER_VALUE,
  SESSION_PATHS,
  TOKEN_COOKIE,
  TOKEN_HEADER,
} from '@gaokao/contracts'
import { CONTENT_TYPES, METHODS, PATH_ATTACKS, rawRequests } from './fuzz-attacks.mjs'
import { fieldsOf, sampleOf } from './fuzz-schema.mjs'
import {
  BAD_JSON,
  deepArrays,
  deepObjects,
  HOSTILE_NUMBERS,
  HOSTILE_STRINGS,
  INVALID_UTF8,
  jsonObject,
  PROTO_BODIES,
  toJson,
  WRONG_TYPES,
  wideArray,
} from './fuzz-values.mjs'

/** Both servers' default body limit (README: BODY_LIMIT_BYTES; the upstream's is fixed at 1 MiB). */
export const BODY_LIMIT_BYTES = 1024 * 1024
/** The deep-JSON case of the fuzzing brief: half a million nested arrays, about 1 MB, just under the limit. */
export const DEEP_ARRAY_DEPTH = 520_000
/** Node's default limit on a request's head (start line and headers) is 16 KiB: these pass it well. */
const OVER_HEADER_LIMIT = 20_000
/** Query values stay below the head limit: the huge-header kind covers what is above it. */
const QUERY_VALUE_MAX = 8_000

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The header the SPA sends on every call (the bff's CSRF check, docs/csrf.md). */
const SPA = { [CLIENT_HEADER]: CLIENT_HEADER_VALUE }

/**
 * Every call to fuzz: each /api/v1 contract (to the bff and to the upstream)
 * and each /bff route the contracts name (the bff only). New contracts are
 * fuzzed without a change here.
 */
export function callsOf() {
  const empty = { type: 'object', properties: {} }
  return [
    ...ALL_ENDPOINTS.map((e) => ({
      path: apiPath(e),
      method: e.method,
      body: e.body,
      user: e.auth === 'user',
      // A revoking call never carries the fuzzer's session: it would log the fuzzer out.
      revokes: e.session === 'revoke',
      targets: ['bff', 'upstream'],
    })),
    ...ALL_BFF_PAYLOADS.map((p) => ({ path: p.path, method: 'GET', body: p.query, user: false, targets: ['bff'] })),
    { path: SESSION_PATHS.session, method: 'GET', body: empty, user: false, targets: ['bff'] },
    { path: SESSION_PATHS.logout, method: 'POST', body: empty, user: false, revokes: true, targets: ['bff'] },
    { path: CLIENT_CONFIG_PATH, method: 'GET', body: empty, user: false, targets: ['bff'] },
  ]
}

const isStringField = (f) => f.schema.type === 'string' || (f.schema.anyOf ?? []).some((s) => s.type === 'string')
const isNumberField = (f) => f.schema.type === 'integer' || f.schema.type === 'number'
const MADE_UP_FIELDS = ['id', 'pageSize', 'pageNum', 'score', 'province']

/** One field to attack: of the preferred sort when the call has one, else any, else a made-up name. */
function pickField(rng, call, prefer) {
  const fields = fieldsOf(call.body)
  const preferred = prefer ? fields.filter(prefer) : []
  if (preferred.length > 0 && rng.chance(0.75)) return rng.pick(preferred).name
  if (fields.length > 0) return rng.pick(fields).name
  return rng.pick(MADE_UP_FIELDS)
}

/** The call's sampled body as entries, with `name` set to `value` (added when the sample lacks it). */
function withField(rng, call, name, value) {
  const entries = Object.entries(sampleOf(call.body, rng)).filter(([k]) => k !== name)
  entries.splice(rng.int(0, entries.length), 0, [name, value])
  return entries
}

/** Percent-encodes the UTF-8 bytes; unlike encodeURIComponent it takes lone surrogates too (as U+FFFD). */
export function percentEncode(text) {
  let out = ''
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte)
    out += /[A-Za-z0-9\-_.~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

function queryString(entries) {
  return entries
    .map(([k, v]) => {
      const text = typeof v === 'string' ? v : toJson(v)
      return `${percentEncode(k)}=${percentEncode(text.slice(0, QUERY_VALUE_MAX))}`
    })
    .join('&')
}

/** The call with these body entries: JSON for POST, a query string for GET. */
function withEntries(call, entries) {
  if (call.method === 'GET') {
    const q = queryString(entries)
    return { method: 'GET', path: q ? `${call.path}?${q}` : call.path }
  }
  return { method: call.method, path: call.path, body: jsonObject(entries) }
}

const sampled = (rng, call) => withEntries(call, Object.entries(sampleOf(call.body, rng)))
const posts = (call) => call.method === 'POST'

function labelled(rng, list) {
  const [label, value] = rng.pick(list)
  return { label, value }
}

function attackField(rng, call, list, prefer) {
  const { label, value } = labelled(rng, list)
  const field = pickField(rng, call, prefer)
  return { label, ...withEntries(call, withField(rng, call, field, value)) }
}

/** Over the limit by `extra` bytes, as JSON a parser would accept if it read it. */
function overLimitBody(rng, call, extra) {
  const field = pickField(rng, call, isStringField)
  const rest = jsonObject(withField(rng, call, field, ''))
  const pad = BODY_LIMIT_BYTES + extra - Buffer.byteLength(rest)
  return rest.replace(`${JSON.stringify(field)}:""`, `${JSON.stringify(field)}:"${'a'.repeat(pad)}"`)
}

/** A body with one field `depth` levels deep, keeping the whole under the body limit. */
export function deepBody(rng, call, nest, bytesPerLevel, depth) {
  const field = pickField(rng, call, isStringField)
  const entries = withField(rng, call, field, null)
  const rest = Buffer.byteLength(jsonObject(entries)) - 'null'.length
  const fitting = Math.floor((BODY_LIMIT_BYTES - rest - 16) / bytesPerLevel)
  return jsonObject(entries.map(([k, v]) => [k, k === field ? nest(Math.min(depth, fitting)) : v]))
}

/**
 * Each kind: how often it is drawn, which calls it applies to, which
 * targets, and how it builds a request. `build` returns method, path,
 * headers, body (and flags), with a label naming the exact variant.
 */
export const KINDS = {
  valid: { weight: 6, build: (rng, call) => ({ label: 'sampled body', ...sampled(rng, call) }) },
  'hostile number': {
    weight: 12,
    build: (rng, call) => attackField(rng, call, HOSTILE_NUMBERS, isNumberField),
  },
  'hostile string': {
    weight: 12,
    build: (rng, call) => attackField(rng, call, HOSTILE_STRINGS, isStringField),
  },
  'wrong type': { weight: 7, build: (rng, call) => attackField(rng, call, WRONG_TYPES) },
  'deep json': {
    weight: 2,
    applies: posts,
    build(rng, call) {
      const [label, nest, bytes, depth] = rng.pick([
        ['520,000-deep arrays in a field', deepArrays, 2, DEEP_ARRAY_DEPTH],
        ['deep objects in a field', deepObjects, 7, 150_000],
        ['1 MB flat array in a field', (n) => wideArray(n), 2, DEEP_ARRAY_DEPTH],
      ])
      return { label, method: 'POST', path: call.path, body: deepBody(rng, call, nest, bytes, depth) }
    },
  },
  'missing or extra fields': {
    weight: 6,
    build(rng, call) {
      const body = Object.entries(sampleOf(call.body, rng))
      const required = fieldsOf(call.body).filter((f) => f.required)
      const variants = [
        ['empty object', () => []],
        ['all fields null', () => body.map(([k]) => [k, null])],
        ['fifty extra fields', () => [...body, ...Array.from({ length: 50 }, (_, i) => [`extra${i}`, i])]],
        ['renamed fields', () => body.map(([k, v]) => [k.toUpperCase(), v])],
      ]
      if (required.length > 0) {
        variants.push(['one required field missing', () => body.filter(([k]) => k !== rng.pick(required).name)])
      }
      const [label, make] = rng.pick(variants)
      return { label, ...withEntries(call, make()) }
    },
  },
  'prototype keys': {
    weight: 5,
    build(rng, call) {
      const [label, body] = rng.pick(PROTO_BODIES)
      const text = typeof body === 'function' ? body(Object.entries(sampleOf(call.body, rng))) : body
      if (call.method === 'GET') {
        return { label, method: 'GET', path: `${call.path}?__proto__[code]=0&constructor[prototype][x]=1&__proto__=1` }
      }
      return { label, method: call.method, path: call.path, body: text }
    },
  },
  'bad json': {
    weight: 6,
    applies: posts,
    build(rng, call) {
      if (rng.chance(0.1)) return { label: 'invalid utf-8', method: 'POST', path: call.path, body: INVALID_UTF8 }
      const [label, body] = rng.pick(BAD_JSON)
      return { label, method: 'POST', path: call.path, body }
    },
  },
  'over the body limit': {
    weight: 1.5,
    applies: posts,
    build(rng, call) {
      const [label, extra, chunked] = rng.pick([
        ['one byte over', 1, false],
        ['double the limit', BODY_LIMIT_BYTES, false],
        ['over the limit, chunked', 64 * 1024, true],
      ])
      return { label, method: 'POST', path: call.path, body: overLimitBody(rng, call, extra), chunked }
    },
  },
  'huge headers': {
    weight: 2,
    build(rng, call) {
      const base = sampled(rng, call)
      const [label, headers, path] = rng.pick([
        ['one 20 kB header', { 'x-fuzz': 'a'.repeat(OVER_HEADER_LIMIT) }],
        ['20 kB cookie', { cookie: `${TOKEN_COOKIE}=${'a'.repeat(OVER_HEADER_LIMIT)}` }],
        ['20 kB token header', { [TOKEN_HEADER]: 'a'.repeat(OVER_HEADER_LIMIT) }],
        ['500 headers', Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`x-fuzz-${i}`, 'v'.repeat(40)]))],
        ['20 kB url', {}, `${call.path}?pad=${'a'.repeat(OVER_HEADER_LIMIT)}`],
        ['8 kB header, under the limit', { 'x-fuzz': 'a'.repeat(8_000) }],
        ['2 kB token header', { [TOKEN_HEADER]: 'a'.repeat(2_000) }],
      ])
      return { label, ...base, headers, ...(path ? { path } : {}) }
    },
  },
  'content type': {
    weight: 5,
    applies: posts,
    build(rng, call) {
      const [label, make] = rng.pick(CONTENT_TYPES)
      const { type, body, encoding } = make(toJson(sampleOf(call.body, rng)))
      const headers = { 'content-type': type, ...(encoding ? { 'content-encoding': encoding } : {}) }
      return { label, method: 'POST', path: call.path, body, headers }
    },
  },
  'odd method': {
    weight: 5,
    build(rng, call) {
      const method = rng.pick([...METHODS, call.method === 'GET' ? 'POST' : 'GET'])
      const withBody = method !== 'GET' && method !== 'HEAD' && rng.chance(0.7)
      const body = withBody ? toJson(sampleOf(call.body, rng)) : undefined
      return { label: method, method, path: call.path, body }
    },
  },
  'path attack': {
    weight: 6,
    build(rng, call) {
      const [label, mutate] = rng.pick(PATH_ATTACKS)
      const base = sampled(rng, call)
      return { label, ...base, path: mutate(call.path) }
    },
  },
  'hostile query': {
    weight: 4,
    applies: (call) => call.method === 'GET',
    build(rng, call) {
      const field = pickField(rng, call)
      const [label, query] = rng.pick([
        ['number', () => queryString([[field, labelled(rng, HOSTILE_NUMBERS).value]])],
        ['string', () => queryString([[field, labelled(rng, HOSTILE_STRINGS).value]])],
        ['repeated key', () => `${field}=1&${field}=2&${field}=x`],
        ['bracket array', () => `${field}[]=1&${field}[]=2`],
        ['bracket proto', () => `${field}[__proto__][x]=1`],
        ['empty value', () => `${field}=`],
        ['key only', () => field],
        ['undecodable', () => `${field}=%ff%fe`],
      ])
      const sample = Object.entries(sampleOf(call.body, rng)).filter(([k]) => k !== field)
      const rest = queryString(sample)
      return { label, method: 'GET', path: `${call.path}?${query()}${rest ? `&${rest}` : ''}` }
    },
  },
  'no csrf header': {
    weight: 4,
    targets: ['bff'],
    build(rng, call, { bffOrigin }) {
      const [label, headers] = rng.pick([
        ['no client header', {}],
        ['wrong client header', { [CLIENT_HEADER]: 'XMLHttpRequest' }],
        ['foreign origin', { ...SPA, origin: 'https://evil.example' }],
        ['null origin', { ...SPA, origin: 'null' }],
        ['origin on another port', { ...SPA, origin: `${bffOrigin}1` }],
        ['cross-site fetch', { ...SPA, 'sec-fetch-site': 'cross-site' }],
      ])
      const method = rng.pick(['POST', 'POST', 'PUT', 'DELETE', 'PATCH'])
      return { label, method, path: call.path, body: toJson(sampleOf(call.body, rng)), headers, csrf: false }
    },
  },
  'malformed http': {
    weight: 1.5,
    build(rng, call) {
      const [label, bytes] = rng.pick(rawRequests(call.path))
      return { label, method: 'RAW', path: call.path, raw: bytes }
    },
  },
}

/**
 * One request of `kind` for `call`, to `target`. Through the bff an unsafe
 * request carries the SPA's header and, mostly, the Origin a browser sends,
 * so it reaches the upstream; user calls mostly carry the fuzzer's session,
 * so they get past the login check.
 */
export function buildRequest(rng, kind, call, target, bffOrigin) {
  const built = KINDS[kind].build(rng, call, { bffOrigin })
  const headers = { ...(built.body !== undefined ? { 'content-type': 'application/json' } : {}), ...built.headers }
  for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name]
  if (target === 'bff' && built.csrf !== false && UNSAFE.has(built.method)) {
    Object.assign(headers, SPA)
    if (rng.chance(0.6)) headers.origin = bffOrigin
  }
  return {
    kind,
    label: built.label,
    call: call.path,
    target,
    method: built.method,
    path: built.path,
    headers,
    body: built.body,
    raw: built.raw,
    chunked: built.chunked ?? false,
    session: call.user && !call.revokes && rng.chance(0.75),
  }
}

/** A function that returns the next request of the run: a kind by weight, a call it applies to, a target. */
export function requestPlan({ calls, rng, bffOrigin }) {
  const kinds = Object.entries(KINDS).map(([name, kind]) => [kind.weight, name])
  return () => {
    const kind = rng.weighted(kinds)
    const spec = KINDS[kind]
    const call = rng.pick(calls.filter((c) => !spec.applies || spec.applies(c)))
    const targets = call.targets.filter((t) => !spec.targets || spec.targets.includes(t))
    const target =
      targets.length === 1
        ? targets[0]
        : rng.weighted([
            [55, 'bff'],
            [45, 'upstream'],
          ])
    return buildRequest(rng, kind, call, target, bffOrigin)
  }
}
