import type { CollegeDetailSearch } from '../lib/detail-search'

/** What every province-bound panel of the detail page gets. */
export interface PanelProps {
  schoolId: number
  /** The exam province whose figures are shown (the user's). */
  province: string
  /** The track the page prefers: the URL's, else the student's, else the province's usual one. */
  wantedTrack: string
  search: CollegeDetailSearch
  /** Changes the view: the URL keeps it. */
  update: (patch: Partial<CollegeDetailSearch>) => void
}
