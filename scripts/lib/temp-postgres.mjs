import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'

/**
 * A throwaway PostgreSQL on loopback for tests and the cluster check
 * (docs/user-store.md): Debian's binaries, a temporary data folder, a free
 * port, trust authentication for one user. PostgreSQL refuses to run as root
 * and CI runs as root, so there the server runs as the `postgres` user.
 */

/** The newest installed server's bin folder, or undefined when the postgresql package is missing. */
export function postgresBin() {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a))
  return versions.length > 0 ? join(root, versions[0], 'bin') : undefined
}

/** A port nothing listens on right now (the kernel's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const asRoot = userInfo().uid === 0

function run(bin, command, args) {
  const file = join(bin, command)
  const [exe, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args]
  return execFileSync(exe, argv, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' })
}

/**
 * Starts a server and returns its URLs. `durable: false` turns fsync off (for
 * tests, where a lost write means nothing); figures keep the default.
 * @param {{ durable?: boolean, database?: string }} [options]
 * @returns {Promise<import('./temp-postgres.d.mts').TempPostgres>}
 */
export async function startTempPostgres(options = {}) {
  const bin = postgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install postgresql')
  const dir = mkdtempSync(join(tmpdir(), 'gaokao-pg-'))
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  const user = 'gaokao'
  run(bin, 'initdb', ['-D', data, '-U', user, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8'])
  const port = await freePort()
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=200',
    ...(options.durable === false ? ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off'] : []),
  ].join(' ')
  const start = () =>
    run(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', '-t', '60', 'start'])
  start()
  // As a crash would: every backend ends at once, its clients see their connections drop; the data stays.
  const kill = () => run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } catch {
      // Already gone: the folder still goes.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  const urlFor = (db) => `postgres://${user}@127.0.0.1:${port}/${db}`
  const adminUrl = urlFor('postgres')
  const database = options.database ?? 'gaokao'
  run(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', user, database])
  return {
    port,
    url: urlFor(database),
    adminUrl,
    urlFor,
    stop,
    kill,
    restart: start,
    dataDir: data,
    bin,
    logFile: join(dir, 'server.log'),
  }
}
