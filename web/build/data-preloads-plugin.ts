import { CLIENT_CONFIG_PATH, SESSION_PATHS, sitePayload } from '@gaokao/contracts'
import type { Plugin } from 'vite'

/**
 * The three requests every page makes at start (the site's initial data, the
 * session check, the operator's settings), named in index.html so the browser
 * fetches them beside the scripts instead of after the scripts have run: a
 * round trip less before the first paint on a phone. The SPA's own fetch
 * (same URL, GET, same-origin credentials) takes the preloaded answer.
 */
export const START_REQUESTS: readonly string[] = [sitePayload.path, SESSION_PATHS.session, CLIENT_CONFIG_PATH]

export function dataPreloadsPlugin(): Plugin {
  return {
    name: 'gaokao-data-preloads',
    transformIndexHtml: () =>
      START_REQUESTS.map((href) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href },
        injectTo: 'head' as const,
      })),
  }
}
