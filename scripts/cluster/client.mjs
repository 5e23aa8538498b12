import { Agent, request } from 'node:http'
import { CLIENT_HEADER, CLIENT_HEADER_VALUE } from '@gaokao/contracts'

/**
 * A browser stand-in for the cluster checks: one source address (any of
 * 127.0.0.0/8 on Linux, so several "clients" reach the gateway from
 * different addresses and the per-address limits can be told apart), keep-alive,
 * and the session cookie the bff sets, sent back on every call. POSTs carry
 * the SPA's header and no Origin, as a same-site script's would pass the
 * bff's forgery checks (docs/csrf.md).
 */
export function browser(baseUrl, { from = '127.0.0.1' } = {}) {
  const base = new URL(baseUrl)
  const agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 32 })
  let token

  const send = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
      const headers = {
        ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
        ...(method === 'GET' ? {} : { [CLIENT_HEADER]: CLIENT_HEADER_VALUE }),
        ...(token ? { cookie: `token=${token}` } : {}),
      }
      const req = request(
        { host: base.hostname, port: base.port, path, method, headers, agent, localAddress: from, timeout: 60_000 },
        (res) => {
          const chunks = []
          res.on('data', (chunk) => chunks.push(chunk))
          res.on('end', () => {
            for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
              const value = /^token=([^;]*)/.exec(cookie)?.[1]
              if (value !== undefined) token = value === '' ? undefined : value
            }
            const text = Buffer.concat(chunks).toString('utf8')
            let json
            try {
              json = JSON.parse(text)
            } catch {
              json = undefined
            }
            resolve({ status: res.statusCode ?? 0, text, json })
          })
          res.on('error', reject)
        },
      )
      req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 60 s`)))
      req.on('error', reject)
      req.end(payload)
    })

  return {
    from,
    get: (path) => send('GET', path),
    post: (path, body = {}) => send('POST', path, body),
    /** The session of another browser: the same student on another replica. */
    withSessionOf(other) {
      token = other.session()
    },
    session: () => token,
    close: () => agent.destroy(),
  }
}

/** `code` of an envelope, or the HTTP status when the answer was no envelope. */
export function codeOf(answer) {
  return typeof answer.json?.code === 'number' ? answer.json.code : `HTTP ${answer.status}`
}
