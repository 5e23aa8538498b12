/**
 * The hostile variants the fuzzer draws from (fuzz-requests.mjs applies them
 * to a call): paths, content types, methods and raw bytes no well-behaved
 * client sends. Data, kept apart from the drawing.
 */
import { gzipSync } from 'node:zlib'

function multipart(parts) {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW'
  const chunks = parts.map(
    ({ name, filename, type, data }) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n` +
      `Content-Type: ${type}\r\n\r\n${data}\r\n`,
  )
  return { type: `multipart/form-data; boundary=${boundary}`, body: `${chunks.join('')}--${boundary}--\r\n` }
}

export const PATH_ATTACKS = [
  ['dot-dot to passwd', () => '/api/v1/../../etc/passwd'],
  ['dot-dot after call', (p) => `${p}/../../../../etc/passwd`],
  ['encoded dot-dot', () => '/api/v1/%2e%2e/%2e%2e/etc/passwd'],
  ['encoded dot-dot upper', () => '/api/v1/%2E%2E/%2E%2E/%2E%2E/etc/passwd'],
  ['double-encoded dot-dot', () => '/api/v1/%252e%252e/%252e%252e/etc/passwd'],
  ['overlong utf-8 dot', () => '/api/v1/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd'],
  ['encoded slash', (p) => p.replace(/\/([^/]*)$/, '%2f$1')],
  ['double-encoded slash', (p) => p.replace(/\/([^/]*)$/, '%252f$1')],
  ['backslashes', () => '/api/v1\\..\\..\\etc\\passwd'],
  ['nul', (p) => `${p}%00`],
  ['nul before extension', (p) => `${p}%00.json`],
  ['double-encoded nul', (p) => `${p}%2500`],
  ['lone percent', (p) => `${p}%`],
  ['bad percent', (p) => `${p}%zz`],
  ['undecodable byte', () => '/api/v1/%ff'],
  ['encoded letter', (p) => p.replace(/[a-z](?=[^/]*$)/, (c) => `%${c.charCodeAt(0).toString(16)}`)],
  ['encoded chinese segment', (p) => `${p}/%E4%B8%AD%E6%96%87`],
  ['double slash', (p) => p.replace('/api/v1/', '/api/v1//')],
  ['trailing slash', (p) => `${p}/`],
  ['trailing dot', (p) => `${p}.`],
  ['matrix params', (p) => `${p};jsessionid=1`],
  ['upper case', (p) => p.toUpperCase()],
  ['long segment', (p) => `${p}/${'a'.repeat(5_000)}`],
  ['fragment', (p) => `${p}#x`],
  ['unknown call', () => '/api/v1/web/noSuchCall'],
  ['prefix only', () => '/api/v1'],
  ['prefix slash', () => '/api/v1/'],
  ['star', () => '/api/v1/*'],
  ['proto path', () => '/api/v1/__proto__/constructor'],
  ['proto query', (p) => `${p}?__proto__[x]=1&constructor[prototype][y]=2`],
  ['repeated query', (p) => `${p}?a=1&a=2&a=3&pageNum=1&pageNum=2`],
  ['undecodable query', (p) => `${p}?%ff=%fe&x=%`],
  ['ampersands', (p) => `${p}?${'&'.repeat(4_000)}`],
]

export const CONTENT_TYPES = [
  ['text/plain', () => ({ type: 'text/plain', body: '{}' })],
  ['form-urlencoded', () => ({ type: 'application/x-www-form-urlencoded', body: 'phone=13800000001&a=1' })],
  [
    'xml',
    () => ({
      type: 'application/xml',
      body: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
    }),
  ],
  ['json utf-16', (json) => ({ type: 'application/json; charset=utf-16', body: json })],
  ['json upper case', (json) => ({ type: 'APPLICATION/JSON', body: json })],
  ['json with junk params', (json) => ({ type: 'application/json; charset=utf-8; boundary=x; =;;', body: json })],
  ['json-ish vendor type', (json) => ({ type: 'application/vnd.api+json', body: json })],
  ['no content type', (json) => ({ type: undefined, body: json })],
  ['empty content type', (json) => ({ type: '', body: json })],
  ['octet-stream', () => ({ type: 'application/octet-stream', body: Buffer.from([0, 1, 2, 255, 254]) })],
  ['multipart', () => multipart([{ name: 'phone', type: 'text/plain', data: '13800000001' }])],
  ['multipart file', () => multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: 'not a png' }])],
  ['multipart no boundary', () => ({ type: 'multipart/form-data', body: 'x' })],
  [
    'multipart cut short',
    () => {
      const { type, body } = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', data: '\x89PNG' }])
      return { type, body: body.slice(0, body.length / 2) }
    },
  ],
  ['gzip declared, plain sent', (json) => ({ type: 'application/json', body: json, encoding: 'gzip' })],
  ['gzip', (json) => ({ type: 'application/json', body: gzipSync(json), encoding: 'gzip' })],
  ['unknown encoding', (json) => ({ type: 'application/json', body: json, encoding: 'x-fuzz' })],
]

export const METHODS = ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD', 'MKCOL', 'SEARCH', 'FUZZ']

/** Bytes no well-behaved client sends; the HTTP parser must refuse them with an answer. */
export function rawRequests(path) {
  const host = 'Host: 127.0.0.1\r\nConnection: close\r\n'
  return [
    [
      'content-length with chunked',
      `POST ${path} HTTP/1.1\r\n${host}Content-Length: 5\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n0\r\n\r\n`,
    ],
    [
      'two content-lengths',
      `POST ${path} HTTP/1.1\r\n${host}Content-Length: 2\r\nContent-Length: 3\r\nContent-Type: application/json\r\n\r\n{}`,
    ],
    ['negative content-length', `POST ${path} HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`],
    ['huge content-length', `POST ${path} HTTP/1.1\r\n${host}Content-Length: 99999999999999999999\r\n\r\n`],
    [
      'short content-length',
      `POST ${path} HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}GET / HTTP/1.1\r\n\r\n`,
    ],
    [
      'bad chunk size',
      `POST ${path} HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    ['nul in header', `GET ${path} HTTP/1.1\r\n${host}X-Fuzz: a\u0000b\r\n\r\n`],
    ['space in header name', `GET ${path} HTTP/1.1\r\n${host}X Fuzz: a\r\n\r\n`],
    ['bare lf lines', `GET ${path} HTTP/1.1\n${host.replaceAll('\r\n', '\n')}\n`],
    ['unknown http version', `GET ${path} HTTP/9.9\r\n${host}\r\n`],
    ['http/1.0 no host', `GET ${path} HTTP/1.0\r\n\r\n`],
    ['lower-case method', `get ${path} HTTP/1.1\r\n${host}\r\n`],
    ['absolute-form target', `GET http://evil.example${path} HTTP/1.1\r\n${host}\r\n`],
    ['raw utf-8 in path', `GET ${path}/省份 HTTP/1.1\r\n${host}\r\n`],
    ['raw utf-8 in header', `GET ${path} HTTP/1.1\r\n${host}X-Fuzz: 中文\r\nOrigin: http://例子.测试\r\n\r\n`],
    ['obsolete line folding', `GET ${path} HTTP/1.1\r\n${host}X-Fuzz: a\r\n  folded\r\n\r\n`],
  ].map(([label, text]) => [label, Buffer.from(text, 'utf8')])
}
