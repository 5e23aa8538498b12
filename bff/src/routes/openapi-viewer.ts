import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { OPENAPI_PATHS, OPENAPI_TEXT } from '@gaokao/contracts/openapi'

/**
 * The page of the calls: Swagger UI (swagger-ui-dist, a bff dependency) from
 * the bff's own origin, never a CDN. Only this page loads it, under the
 * site's own CSP: it needs no inline script or style element, so nothing is
 * relaxed (docs/openapi.md says why this viewer).
 */
const require = createRequire(import.meta.url)
const packageJson = require.resolve('swagger-ui-dist/package.json')
const viewerVersion = (require(packageJson) as { version: string }).version

/** Its version in the path, so a new version is a new URL and the files may be cached for good. */
export const VIEWER_BASE = `${OPENAPI_PATHS.viewerAssets}/${viewerVersion}`

/** The two files the page loads, and nothing else of the package. */
export const VIEWER_FILES: ReadonlyMap<string, { path: string; type: string }> = new Map([
  ['swagger-ui-bundle.js', { path: join(dirname(packageJson), 'swagger-ui-bundle.js'), type: 'text/javascript' }],
  ['swagger-ui.css', { path: join(dirname(packageJson), 'swagger-ui.css'), type: 'text/css' }],
])

/** The element the viewer renders into. */
const ROOT_ID = 'api-docs'

export const DOCS_PAGE = `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${OPENAPI_TEXT.docsPageTitle}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${VIEWER_BASE}/swagger-ui.css">
</head>
<body>
<div id="${ROOT_ID}"><p>${OPENAPI_TEXT.docsLoading}</p></div>
<script src="${VIEWER_BASE}/swagger-ui-bundle.js"></script>
<script src="${OPENAPI_PATHS.docsScript}"></script>
</body>
</html>
`

/**
 * Starts the viewer: a file of its own because the CSP allows no inline
 * script. Groups start folded: Swagger UI resolves an OpenAPI 3.1
 * operation when it first shows it, and with every group open it had shown
 * fewer than ten of the 150 after half a minute here; a folded group opens
 * in under a second. No
 * validator badge (it would send the document to a third party); operation
 * ids (the calls' names in the code) and the x- extensions are shown.
 */
export const DOCS_SCRIPT = `SwaggerUIBundle(${JSON.stringify({
  url: OPENAPI_PATHS.document,
  dom_id: `#${ROOT_ID}`,
  deepLinking: true,
  displayOperationId: true,
  docExpansion: 'none',
  filter: true,
  showExtensions: true,
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
})})
`
