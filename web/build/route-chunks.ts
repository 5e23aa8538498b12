import type { SiteRoute } from '@gaokao/contracts'

/** The part of Vite's build manifest (build.manifest) this module reads. */
export interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/** What a first visit downloads before its page renders, split into the entry's part and each route's own part. */
export interface RouteChunks {
  entry: { js: string[]; css: string[] }
  routes: { path: string; js: string[]; css: string[]; splitChunks: number }[]
}

/** The route file of a spec path and the layout above it (TanStack Router's file naming). */
export function routeSourceFiles(route: SiteRoute, exists: (webRelativePath: string) => boolean): string[] {
  const base = route.requiresAuth ? 'src/routes/_auth' : 'src/routes'
  const path = route.path === '/' ? '' : route.path
  const leaf = [`${base}${path}.tsx`, `${base}${path}/index.tsx`].filter(exists)
  if (leaf.length !== 1) throw new Error(`no single route file for ${route.path} (${leaf.join(', ')})`)
  return route.requiresAuth ? ['src/routes/_auth.tsx', leaf[0] as string] : [leaf[0] as string]
}

/** A chunk and everything it imports statically: what the browser fetches before the chunk runs. */
function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key]
  if (!chunk || js.has(chunk.file)) return
  js.add(chunk.file)
  for (const file of chunk.css ?? []) css.add(file)
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css)
}

/**
 * For every route: the entry's chunks, and the route's split chunks (TanStack
 * Router's `?tsr-split=` modules) with their static imports, minus what the
 * entry already brings. The bff preloads a route's part from index.html
 * (bff/src/plugins/spa.ts); scripts/perf-budget.mjs adds the two up.
 */
export function routeChunks(
  manifest: Manifest,
  routes: readonly SiteRoute[],
  exists: (webRelativePath: string) => boolean,
): RouteChunks {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry)
  if (entries.length !== 1) throw new Error(`expected one entry in the manifest, found ${entries.length}`)
  const entryJs = new Set<string>()
  const entryCss = new Set<string>()
  collect(manifest, (entries[0] as [string, ManifestChunk])[0], entryJs, entryCss)

  return {
    entry: { js: [...entryJs], css: [...entryCss] },
    routes: routes.map((route) => {
      const sources = routeSourceFiles(route, exists)
      const splits = Object.keys(manifest).filter((key) => sources.includes(key.split('?')[0] as string))
      const js = new Set<string>()
      const css = new Set<string>()
      for (const key of splits) collect(manifest, key, js, css)
      return {
        path: route.path,
        js: [...js].filter((file) => !entryJs.has(file)),
        css: [...css].filter((file) => !entryCss.has(file)),
        splitChunks: splits.length,
      }
    }),
  }
}
