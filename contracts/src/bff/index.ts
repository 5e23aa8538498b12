import { ALL_PAGES } from './pages.js'
import type { BffPayload } from './payload.js'
import { sitePayload } from './site.js'

export * from './client-config.js'
export * from './first-paint.js'
export * from './pages.js'
export * from './payload.js'
export * from './site.js'

/** Every /bff payload route, for the bff to serve and the web to call. */
export const ALL_BFF_PAYLOADS: readonly BffPayload[] = [sitePayload, ...ALL_PAGES]
