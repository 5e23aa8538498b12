/**
 * The Dockerfile and docker-compose.yml, checked by reading them (no Docker
 * engine runs here; README "Docker"): stages, user, health check, commands,
 * variables, ports, and that the runtime stage holds everything the built
 * processes import and read.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { join, relative } from 'node:path'
import { BFF_PATHS } from '@gaokao/contracts'
import { describe, expect, it } from 'vitest'
import { all, execForm, ROOT, readCompose, readDockerfile, runtimeStage, stageEnv } from './production-files.js'

const stages = readDockerfile()
const image = runtimeStage(stages)
const env = stageEnv(image)
const compose = readCompose()
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8')
const WORKSPACES = ['contracts', 'upstream', 'bff', 'web'] as const

/** The runtime stage's COPY --from=<build> lines as [source in the build stage (relative to /app), target]. */
function runtimeCopies(): { source: string; target: string }[] {
  return all(image, 'COPY').map((args) => {
    const parts = args.split(/\s+/).filter((p) => !p.startsWith('--'))
    const [source = '', target = ''] = parts
    return { source: source.replace(/^\/app\/?/, ''), target: target.replace(/^\.\//, '').replace(/^\/app\/?/, '') }
  })
}

/** Whether the runtime image holds this repository path (some COPY target covers it). */
function inImage(path: string): boolean {
  return runtimeCopies().some(({ target }) => {
    const t = target.replace(/\/$/, '')
    return t === '' || path === t || path.startsWith(`${t}/`) || (t.endsWith('/') && path.startsWith(t))
  })
}

function files(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(path) : [path]
  })
}

/** Bare package names a built module imports (static and dynamic). */
function importedPackages(source: string): string[] {
  const names = new Set<string>()
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g)) {
    const spec = match[1] ?? ''
    if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) continue
    const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec)
    if (builtinModules.includes(name)) continue
    names.add(name)
  }
  return [...names]
}

describe('Dockerfile', () => {
  it('is multi-stage: a build stage with the toolchain, a slim runtime stage without it', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    // The runtime's node_modules come from a stage of their own (scripts/docker-image.test.mjs).
    const build = stages.find((s) => s.name === 'build')
    expect(build?.name).toBe('build')
    expect(all(build ?? image, 'RUN').join('\n')).toMatch(/npm ci/)
    expect(all(build ?? image, 'RUN').join('\n')).toMatch(/npm run build/)
    expect(image).not.toBe(build)
    expect(all(image, 'RUN').join('\n')).not.toMatch(/g\+\+|build-essential|npm (ci|install)/)
    expect(all(image, 'COPY').every((args) => args.includes('--from='))).toBe(true)
  })

  it('runs as a non-root user, in production mode', () => {
    const users = all(image, 'USER')
    expect(users.length).toBeGreaterThan(0)
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/)
    expect(env.NODE_ENV).toBe('production')
    // The code stays root's: the process can read it, not change it (docs/image-size.md).
    expect(all(image, 'COPY').some((args) => args.includes('--chown'))).toBe(false)
  })

  it(`has a HEALTHCHECK that fetches ${BFF_PATHS.healthz} on the service's own PORT`, () => {
    const health = all(image, 'HEALTHCHECK')
    expect(health.length).toBe(1)
    expect(health[0]).toContain(`/healthz`)
    expect(health[0]).toContain(BFF_PATHS.healthz)
    expect(health[0]).toContain('process.env.PORT')
    expect(health[0]).toMatch(/--start-period=\d+s/)
  })

  it('runs the bff by default; the command and every file it needs exist in the build output and the image', () => {
    const cmd = execForm(all(image, 'CMD').at(-1) ?? '[]')
    expect(cmd).toEqual(['node', 'bff/dist/server.js'])
    for (const copy of runtimeCopies()) {
      expect(existsSync(join(ROOT, copy.source)), `COPY ${copy.source}`).toBe(true)
    }
    for (const entry of [
      'bff/dist/server.js',
      'upstream/dist/server.js',
      'web/dist/index.html',
      'contracts/dist/index.js',
    ]) {
      expect(existsSync(join(ROOT, entry)), `${entry} is built`).toBe(true)
      expect(inImage(entry), `${entry} is in the image`).toBe(true)
    }
    // The upstream reads its authored facts at start.
    expect(inImage('upstream/data/colleges.json') || inImage('upstream/data')).toBe(true)
  })

  it('listens where it says: EXPOSE matches PORT, HOST is every interface, the database on DATA_DIR', () => {
    expect(all(image, 'EXPOSE')).toEqual([env.PORT])
    expect(env.HOST).toBe('0.0.0.0')
    expect(env.DATA_DIR).toBe('/data')
    expect(all(image, 'RUN').join('\n')).toContain(`chown node:node ${env.DATA_DIR}`)
  })

  it('keeps every package the built code imports after npm prune --omit=dev (production dependencies only)', () => {
    const workspaces = new Set(WORKSPACES.map((w) => `@gaokao/${w}`))
    for (const ws of ['contracts', 'upstream', 'bff'] as const) {
      const pkg = JSON.parse(readFileSync(join(ROOT, ws, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>
      }
      const deps = new Set(Object.keys(pkg.dependencies ?? {}))
      const missing = new Set<string>()
      for (const file of files(join(ROOT, ws, 'dist')).filter((f) => f.endsWith('.js'))) {
        for (const name of importedPackages(readFileSync(file, 'utf8'))) {
          if (workspaces.has(name)) {
            expect(inImage(`${name.replace('@gaokao/', '')}/package.json`), `${name} in the image`).toBe(true)
            continue
          }
          if (!deps.has(name)) missing.add(`${name} (${relative(ROOT, file)})`)
        }
      }
      expect([...missing], `${ws}: imported but not a production dependency`).toEqual([])
    }
  })

  it('is built from a context without local node_modules, dist or data (.dockerignore)', () => {
    const ignored = readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n')
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git']) expect(ignored).toContain(entry)
  })
})

describe('docker-compose.yml', () => {
  const { upstream, bff } = compose.services

  it('runs the upstream and the bff from one image, the upstream by its own command', () => {
    expect(upstream?.build).toBe('.')
    expect(upstream?.image).toBeTruthy()
    expect(bff?.image).toBe(upstream?.image)
    expect(upstream?.command).toEqual(['node', 'upstream/dist/server.js'])
    expect(bff?.command ?? execForm(all(image, 'CMD').at(-1) ?? '[]')).toEqual(['node', 'bff/dist/server.js'])
  })

  it('wires the bff to the upstream by UPSTREAM_URL, after the upstream is healthy', () => {
    expect(bff?.environment?.UPSTREAM_URL).toBe(`http://upstream:${upstream?.environment?.PORT}`)
    expect(bff?.depends_on?.upstream?.condition).toBe('service_healthy')
  })

  it('publishes only the bff, on its PORT, on loopback', () => {
    expect(upstream?.ports).toBeUndefined()
    expect(bff?.ports).toEqual([
      `127.0.0.1:${bff?.environment?.PORT ?? env.PORT}:${bff?.environment?.PORT ?? env.PORT}`,
    ])
  })

  it('keeps demo mode and the QA modes off, and the database on a named volume at DATA_DIR', () => {
    expect(upstream?.environment?.DEMO_MODE).toBe('off')
    expect(bff?.environment?.UPSTREAM_MODE ?? 'live').toBe('live')
    expect(bff?.environment?.NODE_ENV ?? env.NODE_ENV).toBe('production')
    expect(upstream?.environment?.NODE_ENV ?? env.NODE_ENV).toBe('production')
    const dataDir = upstream?.environment?.DATA_DIR ?? env.DATA_DIR
    const volume = upstream?.volumes?.find((v) => v.endsWith(`:${dataDir}`))
    expect(volume, 'a volume on DATA_DIR').toBeTruthy()
    expect(Object.keys(compose.volumes ?? {})).toContain(volume?.split(':')[0])
  })

  it('sets only variables the README documents', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const variable of Object.keys(service.environment ?? {})) {
        expect(readme, `${name}: ${variable}`).toContain(`\`${variable}\``)
      }
    }
    for (const variable of Object.keys(env)) expect(readme, `Dockerfile ENV ${variable}`).toContain(`\`${variable}\``)
  })
})
