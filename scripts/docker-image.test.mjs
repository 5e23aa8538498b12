// The image ships what it runs and compose is fit to sit behind a gateway
// (docs/image-size.md, README "Docker"). No Docker engine runs on the
// development machines, so the Dockerfile, .dockerignore and
// docker-compose.yml are checked by reading them; the clean-up steps of the
// dependency stage are run on a stub tree, since a wrong pattern there would
// ship a broken image. The Node line of the image: node-versions.test.mjs.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { all, ROOT, readCompose, readDockerfile, runtimeStage, stageEnv } from '../e2e/production-files.ts'

const RUNTIME_WORKSPACES = ['bff', 'contracts', 'upstream']
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-sc'

const read = (path) => readFileSync(join(ROOT, path), 'utf8')
const stages = readDockerfile(read('Dockerfile'))
const image = runtimeStage(stages)
const composeText = read('docker-compose.yml')
const compose = readCompose(composeText)
const services = Object.entries(compose.services)

const stageNamed = (name) => stages.find((s) => s.name === name)

/** A stage's RUN lines with those of the stages it is built FROM. */
function runsFrom(stage) {
  const parent = stageNamed(stage.from)
  return [...(parent ? runsFrom(parent) : []), ...all(stage, 'RUN')]
}

/** The runtime stage's COPY lines as { from, source, target }. */
function copies() {
  return all(image, 'COPY').map((args) => {
    const from = args.match(/--from=(\S+)/)?.[1] ?? ''
    const [source = '', target = ''] = args.split(/\s+/).filter((p) => !p.startsWith('--'))
    return { args, from, source, target: target.replace(/^\.\//, '').replace(/\/$/, '') }
  })
}

/** The npm installs (`npm ci`, `npm install`) in some RUN lines, one string each. */
function installs(runs) {
  return runs
    .flatMap((run) => run.split('&&').map((part) => part.trim()))
    .filter((part) => /^npm (ci|install)\b/.test(part))
}

/** The workspaces an npm command names (-w x, --workspace x, --workspace=x). */
function workspacesOf(command) {
  return [...command.matchAll(/(?:-w|--workspace)(?:=|\s+)(\S+)/g)].map((m) => m[1]).sort()
}

/** The font file the PDF exports load, as the upstream's source names it. */
function usedFont() {
  const found = new Set()
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (path.endsWith('.ts'))
        for (const m of readFileSync(path, 'utf8').matchAll(/@expo-google-fonts\/noto-sans-sc\/[\w/]+\.ttf/g))
          found.add(m[0])
    }
  }
  walk(join(ROOT, 'upstream/src'))
  return [...found]
}

/** Every file under a directory, relative to it. */
function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path).map((f) => join(name, f)) : [name]
  })
}

/** Seconds in a compose duration such as 35s, 1m30s or 1500ms. */
function seconds(duration) {
  const units = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 }
  let total = 0
  for (const [, n, unit] of String(duration).matchAll(/(\d+(?:\.\d+)?)(ms|us|h|m|s)/g)) total += Number(n) * units[unit]
  return total
}

/** The bff's default SHUTDOWN_TIMEOUT_MS, from its config schema. */
function shutdownDefaultMs() {
  const config = read('bff/src/config.ts')
  const line = config.match(/SHUTDOWN_TIMEOUT_MS:[^\n]*default:\s*([\d_]+)/)
  if (!line?.[1]) throw new Error('bff/src/config.ts: no SHUTDOWN_TIMEOUT_MS default')
  return Number(line[1].replaceAll('_', ''))
}

const runsBff = (service) => (service.command ?? ['node', 'bff/dist/server.js']).join(' ') === 'node bff/dist/server.js'
const bffServices = services.filter(([, s]) => runsBff(s))

const scratch = []
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true })
})

describe('Dockerfile: the image ships what it runs', () => {
  it('fills node_modules from a production install of contracts, upstream and bff only (no web, no dev), and copies no web package', () => {
    const modules = copies().filter((c) => c.target === 'node_modules')
    expect(modules.length, 'one COPY of node_modules').toBe(1)
    const deps = stageNamed(modules[0]?.from ?? '')
    expect(deps, `the stage ${modules[0]?.from}`).toBeTruthy()
    const found = installs(runsFrom(deps))
    expect(found.length, `one install in the stage that fills node_modules: ${found.join(' | ')}`).toBe(1)
    const [install = ''] = found
    expect(install).toMatch(/^npm ci\b/)
    expect(install).toMatch(/--omit[= ]dev\b/)
    expect(workspacesOf(install)).toEqual(RUNTIME_WORKSPACES)
    expect(install).not.toMatch(/--include-workspace-root(?!=false)/)

    const web = JSON.parse(read('web/package.json'))
    const runtimeDeps = new Set(
      RUNTIME_WORKSPACES.flatMap((w) => Object.keys(JSON.parse(read(`${w}/package.json`)).dependencies ?? {})),
    )
    const webOnly = Object.keys({ ...web.dependencies, ...web.devDependencies }).filter((n) => !runtimeDeps.has(n))
    for (const { args, source } of copies()) {
      expect(source.startsWith('/app/web/') ? source : '', args).toMatch(/^(\/app\/web\/dist)?$/)
      for (const name of webOnly) expect(args, name).not.toContain(name)
    }
  })

  it('keeps one Noto Sans SC file, the one the PDF exports load, and better-sqlite3 with its compiled addon', () => {
    const [font, ...others] = usedFont()
    expect(others, 'the upstream loads one font file').toEqual([])
    expect(font).toBeTruthy()

    // The stage's clean-up steps, run on a tree of empty files shaped like the installed packages.
    const deps = stageNamed(copies().find((c) => c.target === 'node_modules')?.from ?? '')
    const steps = (deps ? all(deps, 'RUN') : [])
      .flatMap((run) => run.split('&&').map((part) => part.trim()))
      .filter((part) => /^(find|rm)\s/.test(part))
    expect(steps.length, 'clean-up steps after the install').toBeGreaterThan(0)
    for (const step of steps) {
      const paths = step.split(/\s+/).filter((word) => word.includes('/') && !word.startsWith("'*"))
      for (const path of paths) {
        expect(path, step).toMatch(/^node_modules\//)
        expect(path, step).not.toContain('..')
      }
    }
    const dir = mkdtempSync(join(tmpdir(), 'gaokao-image-'))
    scratch.push(dir)
    for (const pkg of [FONT_PACKAGE, 'better-sqlite3']) {
      for (const file of filesUnder(join(ROOT, 'node_modules', pkg))) {
        const path = join(dir, 'node_modules', pkg, file)
        mkdirSync(dirname(path), { recursive: true })
        writeFileSync(path, '')
      }
    }
    for (const step of steps) execFileSync('sh', ['-c', step], { cwd: dir })

    const fonts = filesUnder(join(dir, 'node_modules', FONT_PACKAGE)).filter((f) => f.endsWith('.ttf'))
    expect(fonts.map((f) => `${FONT_PACKAGE}/${f}`)).toEqual([font])
    const sqlite = filesUnder(join(dir, 'node_modules/better-sqlite3'))
    expect(sqlite).toContain('package.json')
    expect(sqlite).toContain(join('lib', 'index.js'))
    expect(sqlite).toContain(join('build', 'Release', 'better_sqlite3.node'))
    expect(
      sqlite.filter((f) => f.startsWith('build')),
      'only the addon of the build',
    ).toEqual([join('build', 'Release', 'better_sqlite3.node')])
  })

  it('leaves the code owned by root and runs as node, which owns only DATA_DIR', () => {
    for (const { args } of copies()) expect(args, 'code is not chowned').not.toMatch(/--chown/)
    const chowns = all(image, 'RUN').flatMap((run) => [...run.matchAll(/chown\s+(?:-\S+\s+)*(\S+)\s+(\S+)/g)])
    expect(chowns.map((m) => m[2])).toEqual([stageEnv(image).DATA_DIR])
    expect(all(image, 'USER').at(-1)).toBe('node')
  })

  it('is built from a context without .env files', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((line) => line.trim())
    expect(ignored.some((l) => l === '.env' || l === '**/.env')).toBe(true)
    expect(ignored.some((l) => l === '.env.*' || l === '**/.env.*')).toBe(true)
  })
})

describe('docker-compose.yml: fit for a gateway', () => {
  it('builds every service from this repository', () => {
    for (const [name, service] of services) expect(service.build, name).toBe('.')
  })

  it("gives every bff longer than its SHUTDOWN_TIMEOUT_MS to stop before Docker's SIGKILL", () => {
    expect(bffServices.length).toBeGreaterThan(0)
    for (const [name, service] of bffServices) {
      const shutdownMs = Number(service.environment?.SHUTDOWN_TIMEOUT_MS ?? shutdownDefaultMs())
      expect(seconds(service.stop_grace_period ?? '10s'), name).toBeGreaterThan(shutdownMs / 1000)
    }
  })

  it('publishes every bff on loopback only, so /metrics is not on the internet', () => {
    for (const [name, service] of bffServices) {
      expect(service.ports?.length, name).toBeGreaterThan(0)
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:\d+:\d+$/)
    }
  })

  it('shows TRUST_PROXY and ALLOWED_ORIGINS as commented examples on the bff', () => {
    expect(composeText).toMatch(/^\s*#\s*TRUST_PROXY:\s*\S+/m)
    expect(composeText).toMatch(/^\s*#\s*ALLOWED_ORIGINS:\s*https:\/\/\S+/m)
  })

  it('has a demo profile: an upstream with DEMO_MODE=on and a bff in front of it, published', () => {
    const inDemo = services.filter(([, s]) => Array.isArray(s.profiles) && s.profiles.includes('demo'))
    const upstream = inDemo.find(([, s]) => s.environment?.DEMO_MODE === 'on')
    expect(upstream, 'a demo upstream').toBeTruthy()
    const [upstreamName, upstreamService] = upstream ?? []
    const bff = inDemo.find(([, s]) => runsBff(s))
    expect(bff, 'a demo bff').toBeTruthy()
    const [, bffService] = bff ?? []
    expect(bffService?.environment?.UPSTREAM_URL).toBe(`http://${upstreamName}:${upstreamService?.environment?.PORT}`)
    expect(bffService?.depends_on?.[upstreamName ?? '']?.condition).toBe('service_healthy')
    // Its own database: demo accounts never land in the production volume.
    const production = compose.services.upstream?.volumes ?? []
    for (const volume of upstreamService?.volumes ?? []) expect(production).not.toContain(volume)
    // The production pair stays out of demo mode.
    for (const [name, service] of services.filter(([, s]) => !s.profiles)) {
      expect(service.environment?.DEMO_MODE ?? 'off', name).toBe('off')
    }
  })
})
