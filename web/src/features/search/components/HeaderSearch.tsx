import { SearchBox } from './SearchBox'

/**
 * The header's search: schools, majors and jobs with suggestions 500 ms
 * after typing stops; Enter opens /search. Mount it in
 * app/shell/Header.tsx, between the navigation and the province button.
 */
export function HeaderSearch() {
  return <SearchBox compact />
}
