import { spawnSync } from 'node:child_process'
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bufferedLogDestination } from '../../src/lib/log-destination.js'
import { sleep } from '../helpers.js'

describe('the buffered log destination', () => {
  let dir: string
  let file: string
  let fd: number
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'bff-log-'))
    file = join(dir, 'out.log')
    fd = openSync(file, 'w')
  })
  afterEach(() => {
    closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  })

  it('writes lines in order within 100 ms, in one write', async () => {
    const destination = bufferedLogDestination(fd)
    destination.write('{"n":1}\n')
    destination.write('{"n":2,"msg":"电话 138****0001"}\n')
    expect(readFileSync(file, 'utf8')).toBe('')
    await sleep(250)
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2,"msg":"电话 138****0001"}\n')
  })

  it('writes at once when 16 kB wait, and on flush', () => {
    const destination = bufferedLogDestination(fd)
    const line = `${'x'.repeat(1023)}\n`
    for (let i = 0; i < 15; i += 1) destination.write(line)
    expect(readFileSync(file, 'utf8')).toBe('')
    destination.write(line)
    expect(readFileSync(file, 'utf8')).toBe(line.repeat(16))
    destination.write('last\n')
    destination.flush()
    expect(readFileSync(file, 'utf8')).toBe(`${line.repeat(16)}last\n`)
  })

  it('loses no line when the process exits, whether it ends or calls process.exit', () => {
    const module = fileURLToPath(new URL('../../src/lib/log-destination.ts', import.meta.url))
    const script = `
      import { stdoutLogDestination } from ${JSON.stringify(module)}
      const out = stdoutLogDestination()
      if (stdoutLogDestination() !== out) throw new Error('one destination per process')
      for (let i = 0; i < 3; i += 1) out.write('line ' + i + '\\n')
      if (process.argv.includes('--exit')) process.exit(0)
    `
    for (const args of [[], ['--exit']]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, '--', ...args], {
        encoding: 'utf8',
      })
      expect(run.stderr).toBe('')
      expect(run.stdout).toBe('line 0\nline 1\nline 2\n')
    }
  })
})
