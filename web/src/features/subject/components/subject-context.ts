import type { ExamMode } from '@gaokao/contracts'
import type { SubjectSearch } from '../lib/subject-search'

// Its own module: declared in SubjectPage.tsx, it made the page and its tabs import each other in a circle.

/** What the tabs need: the province, its mode, the combination in force and how to change the URL. */
export interface SubjectContext {
  province: string
  mode: ExamMode
  xk: string
  compare: string[]
  search: SubjectSearch
  update: (patch: Partial<SubjectSearch>) => void
}
