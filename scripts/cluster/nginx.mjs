import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from '../lib/paths.mjs'

/** Debian's nginx (apt-get install nginx-light). */
export const NGINX_PATH = '/usr/sbin/nginx'
/** The gateway's configuration, shared with docker-compose.cluster.yml. */
export const TEMPLATE = join(root, 'deploy/nginx/cluster.conf.template')

/** The values the template names: host:port of each replica, and what each listener binds. */
export const TEMPLATE_NAMES = [
  'BFF_A',
  'BFF_B',
  'UPSTREAM_A',
  'UPSTREAM_B',
  'GATEWAY_LISTEN',
  'API_A_LISTEN',
  'API_B_LISTEN',
  'LOG_DIR',
]

/**
 * The template with every ${NAME} filled in, as the nginx image's envsubst
 * does. A name the template uses that is not given, or a given one it does
 * not use, is an error: the test and compose must read the same file.
 * @param {string} template
 * @param {Record<string, string>} values
 */
export function renderTemplate(template, values) {
  const used = new Set()
  const text = template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\$\{([A-Z_]+)\}/g, (_, name) => {
            if (!(name in values)) throw new Error(`${TEMPLATE}: no value for \${${name}}`)
            used.add(name)
            return values[name]
          }),
    )
    .join('\n')
  const unused = Object.keys(values).filter((name) => !used.has(name))
  if (unused.length > 0) throw new Error(`${TEMPLATE} does not use ${unused.join(', ')}`)
  return text
}

/**
 * nginx on loopback as the cluster's gateway, its pid, logs and temporary
 * files in `dir`, in the foreground as our child. One worker by default: its
 * round robin is then strict, so a burst of 2n requests gives each bff n.
 * `extraHttp({ logDir, bffs })` adds blocks of the caller's own (the bench's second listener).
 * @param {string} dir
 * @param {{ bffs: [string, string], upstreams: [string, string], ports: { gateway: number, apiA: number, apiB: number }, workers?: number | 'auto', extraHttp?: (where: { logDir: string, bffs: [string, string] }) => string }} targets host:port of each replica
 */
export async function startGateway(dir, { bffs, upstreams, ports, workers = 1, extraHttp = () => '' }) {
  if (!existsSync(NGINX_PATH)) throw new Error(`${NGINX_PATH} is missing: apt-get install nginx-light`)
  const logDir = join(dir, 'logs')
  mkdirSync(logDir, { recursive: true })
  const site = renderTemplate(readFileSync(TEMPLATE, 'utf8'), {
    BFF_A: bffs[0],
    BFF_B: bffs[1],
    UPSTREAM_A: upstreams[0],
    UPSTREAM_B: upstreams[1],
    GATEWAY_LISTEN: `127.0.0.1:${ports.gateway}`,
    API_A_LISTEN: `127.0.0.1:${ports.apiA}`,
    API_B_LISTEN: `127.0.0.1:${ports.apiB}`,
    LOG_DIR: logDir,
  })
  writeFileSync(join(dir, 'cluster.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${logDir}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  include ${dir}/cluster.conf;
${extraHttp({ logDir, bffs })}
}
`,
  )
  const child = spawn(NGINX_PATH, ['-p', dir, '-e', join(logDir, 'error.log'), '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  const url = `http://127.0.0.1:${ports.gateway}`
  // Started once it listens: a refused connection means not yet, any answer means up.
  const deadline = Date.now() + 20_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr.trim()}`)
    try {
      await fetch(`${url}/metrics`)
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url} within 20 s`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    logDir,
    pid: child.pid,
    /** The api listeners' access log lines of one bff's side: `a` or `b`. */
    apiLog: (side) => {
      const file = join(logDir, `api-${side}.log`)
      return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : []
    },
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(undefined)
        child.once('exit', resolve)
        // SIGQUIT: a graceful stop, connections finish.
        child.kill('SIGQUIT')
      }),
  }
}
