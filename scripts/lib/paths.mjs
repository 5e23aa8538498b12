import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))
export const upstreamEntry = fileURLToPath(new URL('../../upstream/dist/server.js', import.meta.url))
export const bffEntry = fileURLToPath(new URL('../../bff/dist/server.js', import.meta.url))
export const webIndex = fileURLToPath(new URL('../../web/dist/index.html', import.meta.url))
