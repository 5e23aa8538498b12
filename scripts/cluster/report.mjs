/**
 * The cluster test's verdicts: one `ok - …` or `not ok - …` line each, and
 * the last line CI and operators read, `cluster: <n> checks passed, <f> failed`.
 */
export function reporter() {
  let passed = 0
  let failed = 0
  const check = (name, holds, why = '') => {
    if (holds) {
      passed += 1
      console.log(`ok - ${name}`)
    } else {
      failed += 1
      console.log(`not ok - ${name}${why === '' ? '' : `: ${why}`}`)
    }
    return holds
  }
  return {
    check,
    fail: (name, why) => check(name, false, why),
    failed: () => failed,
    summary: () => `cluster: ${passed} checks passed, ${failed} failed`,
  }
}

/** A short account of answers by code, e.g. `0 ×6, 429 ×6`. */
export function tally(values) {
  const counts = new Map()
  for (const value of values) counts.set(String(value), (counts.get(String(value)) ?? 0) + 1)
  return [...counts].map(([value, n]) => `${value} ×${n}`).join(', ')
}
