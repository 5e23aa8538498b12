/**
 * Whether a page meets its Lighthouse goals, judged on the median of up to
 * `maxRuns` runs (odd) instead of one: a single run's performance score moves
 * by ten points on a shared machine, and Lighthouse's own advice on
 * variability is to take the median of several runs
 * (docs/performance-budgets.md). The median of N scores meets a goal exactly
 * when more than half of them do, so runs stop as soon as a majority on
 * either side of every goal is reached: with three, two runs that agree
 * decide, a split takes the third.
 *
 * `runs` are score records ({ performance: 97, ... }), `goals` the minimums
 * by the same keys.
 */

/** How many of `runs` meet `goal` for `key`, and how many fall short. */
function tally(runs, key, goal) {
  const met = runs.filter((run) => run[key] >= goal).length
  return { met, short: runs.length - met }
}

/** True while another run could still change the verdict of some goal. */
export function needsAnotherRun(runs, goals, maxRuns) {
  if (runs.length >= maxRuns) return false
  const majority = Math.floor(maxRuns / 2) + 1
  return Object.entries(goals).some(([key, goal]) => {
    const { met, short } = tally(runs, key, goal)
    return met < majority && short < majority
  })
}

/** The goals whose median (the majority of the runs made) falls short. */
export function goalsMissed(runs, goals) {
  return Object.entries(goals)
    .filter(([key, goal]) => {
      const { met, short } = tally(runs, key, goal)
      return short >= met
    })
    .map(([key]) => key)
}

/** The median score per key of the runs made (the lower middle of an even count). */
export function medianScores(runs, goals) {
  return Object.fromEntries(
    Object.keys(goals).map((key) => {
      const sorted = runs.map((run) => run[key]).sort((a, b) => a - b)
      return [key, sorted[Math.floor((sorted.length - 1) / 2)]]
    }),
  )
}
