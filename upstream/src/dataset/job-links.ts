import type { Job } from './schemas.js'

/**
 * Jobs name their typical majors (data/README.md). A name links to every
 * major called so: 临床医学 is both an undergraduate and a vocational major,
 * and a job open to one is open to both. Names in neither catalogue are
 * returned, so the data-consistency suite can list them.
 */
export interface JobMajorLinks {
  readonly links: readonly { jobId: number; majorId: number }[]
  readonly unresolved: readonly { job: string; major: string }[]
}

export function linkJobsToMajors(jobs: readonly Job[], majors: readonly { id: number; name: string }[]): JobMajorLinks {
  const idsByName = new Map<string, number[]>()
  for (const major of majors) idsByName.set(major.name, [...(idsByName.get(major.name) ?? []), major.id])
  const links: { jobId: number; majorId: number }[] = []
  const unresolved: { job: string; major: string }[] = []
  for (const job of jobs) {
    const linked = new Set<number>()
    for (const name of job.majors) {
      const ids = idsByName.get(name)
      if (!ids) unresolved.push({ job: job.name, major: name })
      for (const majorId of ids ?? []) {
        if (!linked.has(majorId)) links.push({ jobId: job.id, majorId })
        linked.add(majorId)
      }
    }
  }
  return { links, unresolved }
}
