/**
 * Resolves when `work` settles or after `ms`, whichever comes first, and never
 * rejects: for waits that make a first paint more complete but must not hold
 * it back on a slow or failing network.
 */
export function waitAtMost(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    work.then(done, done)
  })
}
