import { fileURLToPath } from 'node:url'

/**
 * The SPA needs contracts' schemas only as types: `typebox/type` resolves to a
 * shim whose builders build nothing (src/lib/typebox-shim.ts). The build and
 * the unit tests both use it, so the tests run what ships.
 */
export const typeboxShimAlias = {
  'typebox/type': fileURLToPath(new URL('../src/lib/typebox-shim.ts', import.meta.url)),
}
