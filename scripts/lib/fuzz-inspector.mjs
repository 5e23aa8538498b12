/**
 * A minimal client of Node's inspector protocol, so the fuzzer can have a
 * process it started collect its garbage and report its memory (the
 * processes are started with --inspect on a free loopback port).
 */
import WebSocket from 'ws'

const INSPECTOR_TIMEOUT_MS = 30_000
/** Node prints where its inspector listens on stderr, once, at start. */
export const INSPECTOR_URL = /Debugger listening on (ws:\/\/\S+)/

/** Sends one inspector command and resolves with its result. */
export function inspectorCall(url, method, params = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    // A process too busy to answer its inspector is a finding, not a reason to wait for ever.
    const timer = setTimeout(() => {
      socket.terminate()
      reject(new Error(`${method}: no answer from the inspector in ${INSPECTOR_TIMEOUT_MS / 1000} s`))
    }, INSPECTOR_TIMEOUT_MS)
    socket.on('open', () => socket.send(JSON.stringify({ id: 1, method, params })))
    socket.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.id !== 1) return
      clearTimeout(timer)
      socket.close()
      if (message.error) reject(new Error(`${method}: ${message.error.message}`))
      else resolve(message.result)
    })
    socket.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
  })
}
