import { STORAGE_PREFIX } from '@gaokao/contracts'

/**
 * Browser storage under the site's key prefix (docs/spec-rules.md, Calls: gb-web-). Values are
 * JSON; storage that is unavailable or full (private mode, quotas) is treated
 * as empty rather than breaking the page.
 */
export const storage = {
  get<T>(key: string): T | undefined {
    try {
      const raw = localStorage.getItem(STORAGE_PREFIX + key)
      return raw === null ? undefined : (JSON.parse(raw) as T)
    } catch {
      return undefined
    }
  },
  set(key: string, value: unknown): void {
    try {
      localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(value))
    } catch {
      // Nothing to do: the value lives on in memory for this visit.
    }
  },
  remove(key: string): void {
    try {
      localStorage.removeItem(STORAGE_PREFIX + key)
    } catch {
      // as above
    }
  },
}
