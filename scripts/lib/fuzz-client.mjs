/**
 * Sends one fuzz request exactly as planned: node:http sends paths and
 * methods verbatim (fetch would normalise /../ and refuse odd methods), and
 * malformed requests go over a bare socket. Every request has its own
 * connection, so a connection the server closes after a refusal cannot
 * fail the next request sent on it.
 */
import http from 'node:http'
import net from 'node:net'

/** Answers are read up to this size; none of the site's JSON answers comes near it. */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

const answerOf = (status, headers, chunks) => ({ status, headers, body: Buffer.concat(chunks) })

export function sendHttp(baseUrl, { method, path, headers, body, chunked }, timeoutMs) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    let settled = false
    const done = (answer) => {
      if (settled) return
      settled = true
      resolve(answer)
    }
    const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8')
    const sendHeaders = { ...headers }
    if (bytes && !chunked) sendHeaders['content-length'] = String(bytes.length)
    const request = http.request({ host: hostname, port, method, path, headers: sendHeaders, agent: false })
    request.setTimeout(timeoutMs, () => {
      done({ error: `timeout after ${timeoutMs / 1000} s` })
      request.destroy()
    })
    request.on('response', (response) => {
      const chunks = []
      let size = 0
      response.on('data', (chunk) => {
        size += chunk.length
        if (size <= MAX_ANSWER_BYTES) chunks.push(chunk)
      })
      response.on('end', () => done(answerOf(response.statusCode, response.headers, chunks)))
      // A connection cut after the head: what arrived is the answer.
      response.on('error', () => done(answerOf(response.statusCode, response.headers, chunks)))
      response.on('aborted', () => done(answerOf(response.statusCode, response.headers, chunks)))
    })
    // Once the head has arrived, a cut connection ends the response (above), not the request.
    request.on('error', (error) => done({ error: error.code ?? error.message }))
    if (!bytes) request.end()
    else if (!chunked) request.end(bytes)
    else {
      for (let i = 0; i < bytes.length; i += 64 * 1024) request.write(bytes.subarray(i, i + 64 * 1024))
      request.end()
    }
  })
}

/** The first HTTP answer in what a server wrote back: status, headers and (Content-Length or chunked) body. */
export function parseRawAnswer(bytes) {
  const headEnd = bytes.indexOf('\r\n\r\n')
  if (headEnd === -1) return undefined
  const [statusLine, ...lines] = bytes.subarray(0, headEnd).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1])
  if (!Number.isInteger(status)) return undefined
  const headers = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let rest = bytes.subarray(headEnd + 4)
  if (headers['content-length'] !== undefined) rest = rest.subarray(0, Number(headers['content-length']))
  else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts = []
    let at = 0
    for (;;) {
      const lineEnd = rest.indexOf('\r\n', at)
      const size = Number.parseInt(rest.subarray(at, lineEnd).toString('latin1'), 16)
      if (lineEnd === -1 || !(size > 0)) break
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
      at = lineEnd + 2 + size + 2
    }
    rest = Buffer.concat(parts)
  }
  return { status, headers, body: rest }
}

/** Writes the bytes on a new connection and reads until the server closes it. */
export function sendRaw(baseUrl, bytes, timeoutMs) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const chunks = []
    let settled = false
    let timedOut = false
    const done = () => {
      if (settled) return
      settled = true
      const answer = parseRawAnswer(Buffer.concat(chunks))
      const nothing = timedOut ? `timeout after ${timeoutMs / 1000} s` : 'closed without an answer'
      resolve(answer ?? { error: chunks.length === 0 ? nothing : 'unreadable answer' })
    }
    // Not end(): a half-closed connection may be dropped before it is answered. The server closes it (Connection: close).
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(bytes))
    socket.setTimeout(timeoutMs, () => {
      timedOut = true
      socket.destroy()
    })
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('close', done)
    socket.on('error', () => {
      // 'close' follows and reports what arrived.
    })
  })
}
