import { SchoolId } from '../api/college.js'
import { queryUrl } from '../http.js'
import { matchSiteRoute } from '../site-routes.js'
import { choicePage, collegeBasicsPage, homePage, homePageQuery, jobDetailPage, majorDetailPage } from './pages.js'

/**
 * A route's id, as the web's route validation accepts it (web/src/lib/route-params.ts): up to the
 * maximum of the contract's id schema when it has one; else the page is a 404 and has no payload.
 */
function pageId(urlPath: string, idSchema: object = {}): number | undefined {
  const last = (urlPath.split(/[?#]/)[0] ?? '').split('/').filter(Boolean).pop() ?? ''
  const { maximum = Number.POSITIVE_INFINITY } = idSchema as { maximum?: number }
  return /^[1-9]\d{0,9}$/.test(last) && Number(last) <= maximum ? Number(last) : undefined
}

/** What the bff knows of the visitor before the page runs: the province cookie, and whether a session cookie came. */
export interface FirstPaintVisitor {
  province: string
  hasSession: boolean
}

/**
 * The page payload a page asks for first, as the URL its loader requests:
 * the home page in the visitor's province, a major's or a job's detail, a
 * college's for a visitor without a province, the unfiltered /choice for a
 * visitor with a session. The bff names it in index.html so the browser
 * fetches it beside the scripts. Pages whose first request depends on more
 * than the URL, the province and the session (院校详情 in a province also
 * needs the student's track, /choice with filters the page's reading of them) have none.
 */
export function firstPaintPayloadUrl(urlPath: string, { province, hasSession }: FirstPaintVisitor): string | undefined {
  switch (matchSiteRoute(urlPath)?.path) {
    case '/':
      return queryUrl(homePage.path, homePageQuery(province))
    case '/college/$id': {
      // With a province the payload also needs the student's track, which only the page knows.
      const id = pageId(urlPath, SchoolId)
      return id === undefined || province !== '' ? undefined : queryUrl(collegeBasicsPage.path, { id })
    }
    case '/major/$id': {
      const id = pageId(urlPath)
      return id === undefined ? undefined : queryUrl(majorDetailPage.path, { id })
    }
    case '/jobLibrary/$id': {
      const id = pageId(urlPath)
      return id === undefined ? undefined : queryUrl(jobDetailPage.path, { id })
    }
    case '/choice':
      return hasSession && !urlPath.includes('?') ? choicePage.path : undefined
    default:
      return undefined
  }
}
