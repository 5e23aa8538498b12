// The Node versions we support are written once, in package.json's
// engines.node (docs/node-versions.md). These checks hold everything else to
// it: every installed package must accept each supported line's lowest
// release (else `npm install` prints EBADENGINE there), the README quotes it,
// the image's Node lies in it and CI refuses any other Node.
import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { readDockerfile } from '../e2e/production-files.ts'

const ROOT = new URL('..', import.meta.url)
const read = (path) => readFileSync(new URL(path, ROOT), 'utf8')
const engines = JSON.parse(read('package.json')).engines.node
const lock = JSON.parse(read('package-lock.json'))

/** The lowest release of each line the range admits: for `^20.19.0 || >=24`, 20.19.0 and 24.0.0. */
function lineMinimums(range) {
  return new semver.Range(range).set.map(
    (comparators) => semver.minVersion(comparators.map((c) => c.value).join(' '))?.version ?? '',
  )
}

describe('supported Node versions: one statement, package.json engines.node', () => {
  it('is a valid range with a lowest release per line', () => {
    expect(semver.validRange(engines)).toBeTruthy()
    expect(lineMinimums(engines).every((v) => semver.valid(v))).toBe(true)
  })

  it("every package in the lock accepts each supported line's lowest release (no EBADENGINE)", () => {
    const refused = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      const wanted = entry.engines?.node
      if (typeof wanted !== 'string') continue
      for (const version of lineMinimums(engines)) {
        if (!semver.satisfies(version, wanted))
          refused.push(`${path}@${entry.version} wants node ${wanted}, not ${version}`)
      }
    }
    expect(refused).toEqual([])
  })

  it('the README quotes the range', () => {
    expect(read('README.md')).toContain(`\`${engines}\``)
  })

  it("the image's Node release line lies in the range", () => {
    const froms = readDockerfile(read('Dockerfile'))
      .map((stage) => stage.from)
      .filter((from) => from.startsWith('node:'))
    expect(froms.length).toBeGreaterThan(0)
    for (const from of froms) {
      // node:22-bookworm-slim floats on the 22 line's newest release; semver reads "22" as that line.
      const tag = from.slice('node:'.length).split('-')[0] ?? ''
      expect(semver.intersects(tag, engines), from).toBe(true)
    }
  })

  it('CI checks the running Node against engines.node before installing, and installs with --engine-strict', () => {
    const ci = read('.ci/run')
    const check = ci.indexOf('engines.node')
    const install = ci.indexOf('npm ci')
    expect(check).toBeGreaterThan(-1)
    expect(check).toBeLessThan(install)
    expect(ci).toMatch(/npm ci [^\n]*--engine-strict/)
  })
})
