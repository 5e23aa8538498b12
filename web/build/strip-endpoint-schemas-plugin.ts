import type { Plugin } from 'vite'
import { stripEndpointSchemas } from './strip-endpoint-schemas'

/** The modules that define /api/v1 endpoints, a part's folder included (api/planning/, api/college/). */
const ENDPOINT_MODULES = /contracts[\\/]src[\\/]api[\\/].+\.ts$/

/**
 * Drops from the SPA's build what its endpoint definitions hold for the
 * upstream and the bff only: their schemas and summaries (build/strip-endpoint-schemas.ts).
 * The route definitions every page loads reach the endpoints of most pages'
 * loaders, so these shipped to every route (docs/performance-budgets.md). Runs after TypeScript is stripped, on the build only;
 * the unit tests and `vite dev` keep them, which changes nothing the SPA reads.
 */
export function stripEndpointSchemasPlugin(): Plugin {
  return {
    name: 'gaokao-strip-endpoint-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!ENDPOINT_MODULES.test(id)) return null
      const stripped = stripEndpointSchemas(code, id)
      // No code moved (the stand-ins are padded to the same length): the source map stays as it is.
      return stripped === undefined ? null : { code: stripped, map: null }
    },
  }
}
