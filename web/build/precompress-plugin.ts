import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text assets worth compressing; images and fonts are compressed already, source maps only devtools fetch. */
const COMPRESSIBLE = /\.(js|css|svg|json)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text
 * asset of the build, which the bff serves as they are (@fastify/static's
 * preCompressed). Compressing on each request, @fastify/compress uses
 * brotli 4 to stay cheap: a phone downloaded the first-load scripts about
 * 15 % larger than they need be, and the bff spent CPU on every visit
 * compressing the same immutable bytes (docs/performance-budgets.md).
 */
export function precompressPlugin(): Plugin {
  let outDir = ''
  return {
    name: 'gaokao-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      const assets = join(outDir, 'assets')
      const files = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name))
      await Promise.all(
        files.map(async (name) => {
          const path = join(assets, name)
          const bytes = await readFile(path)
          if (bytes.length < MIN_BYTES) return
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
            gzipAsync(bytes, { level: 9 }),
          ])
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
        }),
      )
    },
  }
}
