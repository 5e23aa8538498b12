import { BFF_PREFIX } from '../http.js'

/** Where the bff serves the API document and the page that shows it (docs/openapi.md). */
export const OPENAPI_PATHS = {
  /** The OpenAPI 3.1 document, JSON. */
  document: `${BFF_PREFIX}/openapi.json`,
  /** The readable page of the calls. */
  docs: `${BFF_PREFIX}/docs`,
  /** The page's own script, which starts the viewer (no inline script: the CSP refuses those). */
  docsScript: `${BFF_PREFIX}/docs/start.js`,
  /** The viewer's files, from the bff's own dependency; the viewer's version is part of the path. */
  viewerAssets: `${BFF_PREFIX}/docs/viewer`,
} as const
