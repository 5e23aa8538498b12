/**
 * The OpenAPI document of the contracts, for the bff to serve. A subpath of
 * its own (@gaokao/contracts/openapi) so that nothing of it can reach the
 * SPA, which imports the package's main entry only.
 */
export type { BffOwnCall } from './bff-calls.js'
export { BFF_OWN_CALLS } from './bff-calls.js'
export { buildOpenApiDocument, contractsInput, type OpenApiInput } from './document.js'
export { SESSION_SCHEME } from './envelope.js'
export { schemaNames } from './json-schema.js'
export { operationIds } from './operation-ids.js'
export { OPENAPI_PATHS } from './paths.js'
export { OPENAPI_TEXT } from './texts-openapi.js'
export type { OpenApiDocument, Operation } from './types.js'
