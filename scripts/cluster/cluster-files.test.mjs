// The gateway template and docker-compose.cluster.yml, read and checked: no
// Docker engine runs here, so compose is held to the cluster test's shape by
// reading it, and the template is checked by nginx itself when installed.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { root } from '../lib/paths.mjs'
import { NGINX_PATH, renderTemplate, TEMPLATE, TEMPLATE_NAMES } from './nginx.mjs'

const template = readFileSync(TEMPLATE, 'utf8')
const compose = parse(readFileSync(join(root, 'docker-compose.cluster.yml'), 'utf8'))
const services = compose.services
const loopback = Object.fromEntries(TEMPLATE_NAMES.map((name, i) => [name, `127.0.0.1:${20001 + i}`]))

describe('the gateway template', () => {
  it('fills in every name and leaves nginx variables alone', () => {
    const text = renderTemplate(template, { ...loopback, LOG_DIR: '/tmp/logs' })
    expect(text).not.toMatch(/^[^#]*\$\{[A-Z_]+\}/m)
    expect(text).toContain('proxy_set_header X-Forwarded-For $remote_addr;')
    expect(text).toContain('server 127.0.0.1:20001;')
  })

  it('refuses a missing value and one the template does not use', () => {
    const { BFF_B: _missing, ...partial } = loopback
    expect(() => renderTemplate(template, partial)).toThrow(`no value for \${BFF_B}`)
    expect(() => renderTemplate(template, { ...loopback, EXTRA: 'x' })).toThrow('does not use EXTRA')
  })

  it.skipIf(!existsSync(NGINX_PATH))('is a configuration nginx accepts (nginx -t)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gaokao-nginx-t-'))
    try {
      writeFileSync(join(dir, 'cluster.conf'), renderTemplate(template, { ...loopback, LOG_DIR: dir }))
      writeFileSync(
        join(dir, 'nginx.conf'),
        `pid ${dir}/nginx.pid; events {} http { client_body_temp_path ${dir}; proxy_temp_path ${dir}; include ${dir}/cluster.conf; }\n`,
      )
      execFileSync(NGINX_PATH, ['-t', '-q', '-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('docker-compose.cluster.yml matches the cluster test', () => {
  it('parses as YAML and has the cluster test shape: PostgreSQL, Redis, two of each service, nginx', () => {
    expect(Object.keys(services).sort()).toEqual(
      ['bff-a', 'bff-b', 'gateway', 'postgres', 'redis', 'upstream-a', 'upstream-b'].sort(),
    )
  })

  it('gives the gateway the template and every value it names, pointing at the replicas', () => {
    const gateway = services.gateway
    expect(gateway.volumes).toContain(
      './deploy/nginx/cluster.conf.template:/etc/nginx/templates/cluster.conf.template:ro',
    )
    expect(Object.keys(gateway.environment).sort()).toEqual([...TEMPLATE_NAMES].sort())
    expect(() => renderTemplate(template, gateway.environment)).not.toThrow()
    const env = gateway.environment
    expect(env.BFF_A).toBe(`bff-a:${services['bff-a'].environment.PORT}`)
    expect(env.BFF_B).toBe(`bff-b:${services['bff-b'].environment.PORT}`)
    expect(env.UPSTREAM_A).toBe(`upstream-a:${services['upstream-a'].environment.PORT}`)
    expect(env.UPSTREAM_B).toBe(`upstream-b:${services['upstream-b'].environment.PORT}`)
    // Only the public listener leaves the project's network.
    expect(gateway.ports).toEqual([`\${GATEWAY_PORT:-8080}:${env.GATEWAY_LISTEN}`])
  })

  it('pins each bff to its own api listener, shares Redis, and trusts the gateway alone', () => {
    const gatewayAddress = services.gateway.networks.default.ipv4_address
    for (const [side, listen] of [
      ['a', 'API_A_LISTEN'],
      ['b', 'API_B_LISTEN'],
    ]) {
      const env = services[`bff-${side}`].environment
      expect(env.UPSTREAM_URL).toBe(`http://gateway:${services.gateway.environment[listen]}`)
      expect(env.REDIS_URL).toBe('redis://redis:6379')
      expect(env.TRUST_PROXY).toBe(gatewayAddress)
      expect(services[`bff-${side}`].ports).toBeUndefined()
    }
  })

  it('runs both upstreams on the one PostgreSQL, each with its own dataset volume and the same sandbox key', () => {
    const [a, b] = [services['upstream-a'], services['upstream-b']]
    expect(a.environment.DATABASE_URL).toMatch(/^postgres:\/\/gaokao:.*@postgres:5432\/gaokao$/)
    expect(b.environment.DATABASE_URL).toBe(a.environment.DATABASE_URL)
    expect(b.environment.PAY_SANDBOX_SECRET).toBe(a.environment.PAY_SANDBOX_SECRET)
    expect(a.volumes).not.toEqual(b.volumes)
  })

  it('gives every replica the bff shutdown grace, as docker-compose.yml does', () => {
    for (const name of ['upstream-a', 'upstream-b', 'bff-a', 'bff-b']) {
      expect(services[name].stop_grace_period).toBe('35s')
    }
  })
})
