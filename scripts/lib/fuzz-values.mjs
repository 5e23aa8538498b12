/**
 * Hostile values for one field of a JSON body. A value is a JS value, or
 * raw(text) for JSON that JSON.stringify cannot write (1e400, deep nesting).
 * Each comes with a label, which the report groups failures by.
 */
const RAW = Symbol('raw JSON')

/** JSON text written as is into a body. */
export const raw = (text) => ({ [RAW]: text })

export function isRaw(value) {
  return typeof value === 'object' && value !== null && RAW in value
}

/** JSON.stringify, except raw(text) values go in verbatim (at any depth). */
export function toJson(value) {
  if (isRaw(value)) return value[RAW]
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A body from [key, value] entries, in their order. Entries rather than an
 * object so keys like __proto__ reach the text instead of setting a prototype.
 */
export const jsonObject = (entries) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`

/** `depth` arrays nested in one another: [[[...]]], two bytes a level. */
export const deepArrays = (depth) => raw('['.repeat(depth) + ']'.repeat(depth))
/** {"a":{"a":...1...}}: seven bytes a level. */
export const deepObjects = (depth) => raw(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)
/** One flat array of `length` zeros: large, but no deeper than one level. */
export const wideArray = (length) => raw(`[${'0,'.repeat(length - 1)}0]`)

/** Numbers a validator must refuse or bound: out of range, past 2^53, non-finite, and numbers sent as strings. */
export const HOSTILE_NUMBERS = [
  ['minus one', -1],
  ['zero', 0],
  ['negative zero', raw('-0')],
  ['fraction', 1.5],
  ['2^53', 2 ** 53],
  ['2^53 + 1', raw('9007199254740993')],
  ['-2^63', raw('-9223372036854775808')],
  ['2^64', raw('18446744073709551616')],
  ['1e21', 1e21],
  ['1e400', raw('1e400')],
  ['-1e400', raw('-1e400')],
  ['1e-400', raw('1e-400')],
  ['huge page size', 1_000_000_000],
  ['int32 overflow', 2 ** 31],
  ['string Infinity', 'Infinity'],
  ['string -Infinity', '-Infinity'],
  ['string NaN', 'NaN'],
  ['string 1e400', '1e400'],
  ['string -1e400', '-1e400'],
  ['number as string', '12'],
  ['padded number string', ' 12 '],
  ['hex string', '0x1F'],
  ['exponent string', '1e3'],
  ['empty string', ''],
  ['fullwidth digits', '６００'],
  ['string 2^53 + 1', '9007199254740993'],
]

/** Strings a store or template must treat as data: SQL-ish, overlong, and unicode oddities. */
export const HOSTILE_STRINGS = [
  ['sql quote', "' OR '1'='1"],
  ['sql drop', "1'; DROP TABLE users; --"],
  ['sql union', "' UNION SELECT sqlite_version(), name FROM sqlite_master --"],
  ['sql attach', "'); ATTACH DATABASE '/tmp/fuzz.db' AS x; --"],
  ['sql like wildcards', '%_%\\'],
  ['sql comment', '/* */--'],
  ['overlong 10k', 'a'.repeat(10_000)],
  ['overlong 100k chinese', '中'.repeat(100_000)],
  ['overlong 900k', 'x'.repeat(900_000)],
  ['nul', 'a\u0000b'],
  ['lone surrogate', '\ud800'],
  ['reversed surrogates', '\udc00\ud800'],
  ['rtl override', '\u202e江苏'],
  ['zero width', '\u200b\u200c\u200d\ufeff'],
  ['emoji family', '👨‍👩‍👧‍👦'],
  ['combining marks', `e${'\u0301'.repeat(2000)}`],
  ['fullwidth phone', '１３８００００００01'],
  ['control chars', '\u0001\u0007\b\f\n\r\t\u001b[31m'],
  ['crlf header injection', 'a\r\nSet-Cookie: token=x'],
  ['html', '<script>alert(1)</script>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as these characters
  ['template', '${7*7}{{7*7}}'],
  ['format string', '%s%s%n%x'],
  ['path traversal', '../../../../etc/passwd'],
  ['only spaces', '   '],
  ['province-like', '江苏省江苏省江苏省江苏省江苏省'],
]

/** Values of the wrong JSON type for any field. */
export const WRONG_TYPES = [
  ['null', null],
  ['true', true],
  ['empty object', {}],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['array of numbers', [1, 2, 3]],
  ['mongo operator', { $gt: '' }],
  ['nested proto', raw('{"__proto__":{"polluted":true}}')],
  ['nested constructor', raw('{"constructor":{"prototype":{"polluted":true}}}')],
  ['number for anything', 42],
  ['string for anything', 'x'],
]

/** Bodies that are not JSON, or not quite. */
export const BAD_JSON = [
  ['truncated', '{"phone":"138'],
  ['trailing garbage', '{}garbage'],
  ['single quotes', "{'a':1}"],
  ['comment', '{/* */"a":1}'],
  ['trailing comma', '{"a":1,}'],
  ['NaN literal', '{"a":NaN}'],
  ['Infinity literal', '{"a":Infinity}'],
  ['undefined literal', '{"a":undefined}'],
  ['bare string', '"hello"'],
  ['bare number', '12'],
  ['bare null', 'null'],
  ['bare array', '[1,2,3]'],
  ['empty', ''],
  ['whitespace', ' \n\t '],
  ['bom', '\ufeff{}'],
  ['duplicate keys', '{"a":1,"a":2}'],
  ['unterminated string', '{"a":"'],
  ['bad escape', '{"a":"\\x41"}'],
  ['lone surrogate escape', '{"a":"\\ud800"}'],
  ['deep unclosed', '['.repeat(100_000)],
]

/** Bytes that are not UTF-8 inside a JSON body. */
export const INVALID_UTF8 = Buffer.concat([
  Buffer.from('{"a":"'),
  Buffer.from([0xff, 0xfe, 0xc0, 0x80]),
  Buffer.from('"}'),
])

/** Whole bodies that try to reach an object's prototype. */
export const PROTO_BODIES = [
  ['__proto__ top', '{"__proto__":{"isAdmin":true,"code":0}}'],
  ['constructor top', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['__proto__ beside fields', (fields) => jsonObject([...fields, ['__proto__', { isAdmin: true }]])],
  ['constructor beside fields', (fields) => jsonObject([...fields, ['constructor', { prototype: { a: 1 } }]])],
  ['prototype key', (fields) => jsonObject([...fields, ['prototype', { a: 1 }]])],
  ['toString key', (fields) => jsonObject([...fields, ['toString', 'x'], ['hasOwnProperty', 'x'], ['valueOf', 1]])],
]
