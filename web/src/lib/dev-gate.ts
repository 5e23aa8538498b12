import {
  CLIENT_CONFIG_PATH,
  type ClientConfig,
  DEV_GATE_QUERY,
  DEV_USER_DIGEST_SALT,
  DEV_USER_STORAGE_KEY,
  isEnvelope,
  STORAGE_PREFIX,
} from '@gaokao/contracts'
import { md5 } from './md5'

/**
 * The development gate (docs/dev-gate.md): when the operator
 * turns it on (bff ANTI_DEBUG=on), a page whose developer tools are detected
 * goes to about:blank, unless the URL has isDev or localStorage
 * gb-web-devUser holds the operator's DEV_USER value. Off by default: a
 * false positive would lock a real student out, so detection is cautious.
 */

/** The gate is not armed for this page load. */
export function bypassed(config: ClientConfig, search: string, storedDevUser: string | null): boolean {
  if (new URLSearchParams(search).has(DEV_GATE_QUERY)) return true
  if (config.devUserDigest === null || storedDevUser === null) return false
  // The site's storage writes JSON ("value"); a developer may also type the bare value.
  const candidates = [storedDevUser]
  try {
    const parsed: unknown = JSON.parse(storedDevUser)
    if (typeof parsed === 'string') candidates.push(parsed)
  } catch {
    // not JSON: the bare value only
  }
  return candidates.some((value) => md5(DEV_USER_DIGEST_SALT + value) === config.devUserDigest)
}

export interface WindowSize {
  outerWidth: number
  innerWidth: number
  outerHeight: number
  innerHeight: number
  devicePixelRatio: number
}

/** Docked developer tools take at least this many CSS pixels beside or below the page. */
export const PANEL_THRESHOLD_PX = 160
/** A `debugger` statement that takes this long was stopped by an attached debugger. */
export const PAUSE_THRESHOLD_MS = 100
/** Checks in a row that must see a signal before the gate acts: one hiccup is not enough. */
export const CONFIRMATIONS = 2
/** How often the gate checks. */
export const CHECK_INTERVAL_MS = 1000

/**
 * Two signals, each of which must hold in CONFIRMATIONS checks in a row:
 * - a panel: the window's outer size grew away from the page's inner size
 *   by more than PANEL_THRESHOLD_PX since the first check, at the same
 *   devicePixelRatio (browser zoom changes the ratio, and resets the base);
 *   skipped on touch devices, whose outer sizes mean little;
 * - a pause: a `debugger` statement took longer than PAUSE_THRESHOLD_MS.
 */
export class DevtoolsDetector {
  #base: { width: number; height: number; ratio: number } | undefined
  #streak = 0

  constructor(private readonly useSize: boolean) {}

  /** One check; true when the tools count as open. */
  check(size: WindowSize, pausedMs: number): boolean {
    const width = size.outerWidth - size.innerWidth
    const height = size.outerHeight - size.innerHeight
    let panel = false
    if (this.useSize && size.outerWidth > 0 && size.outerHeight > 0) {
      if (this.#base === undefined || this.#base.ratio !== size.devicePixelRatio) {
        this.#base = { width, height, ratio: size.devicePixelRatio }
      } else {
        panel = width - this.#base.width > PANEL_THRESHOLD_PX || height - this.#base.height > PANEL_THRESHOLD_PX
      }
    }
    const paused = pausedMs > PAUSE_THRESHOLD_MS
    this.#streak = panel || paused ? this.#streak + 1 : 0
    return this.#streak >= CONFIRMATIONS
  }
}

/** How long a `debugger` statement held the page: about 0 ms unless a debugger is attached and stops it. */
export function pauseMs(): number {
  const started = performance.now()
  // biome-ignore lint/suspicious/noDebugger: the gate's pause check (docs/dev-gate.md)
  debugger
  return performance.now() - started
}

function readStoredDevUser(): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + DEV_USER_STORAGE_KEY)
  } catch {
    return null
  }
}

/** The operator's setting; off when it cannot be read (failing open: a lockout is worse than no gate). */
export async function fetchClientConfig(): Promise<ClientConfig> {
  const off: ClientConfig = { antiDebug: false, devUserDigest: null }
  try {
    const response = await fetch(CLIENT_CONFIG_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    })
    const body: unknown = await response.json()
    if (!response.ok || !isEnvelope(body) || body.code !== 0) return off
    const data = body.data as Partial<ClientConfig> | null
    return {
      antiDebug: data?.antiDebug === true,
      devUserDigest: typeof data?.devUserDigest === 'string' ? data.devUserDigest : null,
    }
  } catch {
    return off
  }
}

/** Reads the setting and, when the gate is on and not bypassed, checks every second. */
export async function startDevGate(): Promise<void> {
  const config = await fetchClientConfig()
  if (!config.antiDebug || bypassed(config, window.location.search, readStoredDevUser())) return
  const coarse = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches
  const detector = new DevtoolsDetector(!coarse)
  const timer = window.setInterval(() => {
    const paused = pauseMs()
    if (detector.check(window, paused)) {
      window.clearInterval(timer)
      window.location.replace('about:blank')
    }
  }, CHECK_INTERVAL_MS)
}
