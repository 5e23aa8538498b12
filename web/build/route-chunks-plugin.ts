import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { SITE_ROUTES } from '@gaokao/contracts'
import type { Plugin } from 'vite'
import { type Manifest, routeChunks } from './route-chunks'

/** Where the build leaves each route's chunks, beside Vite's manifest. */
export const ROUTE_CHUNKS_FILE = '.vite/route-chunks.json'

/**
 * Writes dist/.vite/route-chunks.json after the build: for every page of the
 * spec, the chunks its first visit needs beyond the entry. Without it the
 * browser learns of a page's code only after the entry has run, one round
 * trip later; with it the bff names them in index.html (modulepreload).
 */
export function routeChunksPlugin(webRoot: string): Plugin {
  let outDir = ''
  return {
    name: 'gaokao-route-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
      const chunks = routeChunks(manifest, SITE_ROUTES, (file) => existsSync(join(webRoot, file)))
      writeFileSync(join(outDir, ROUTE_CHUNKS_FILE), `${JSON.stringify(chunks, null, 1)}\n`)
    },
  }
}
