/**
 * Readers for the Dockerfile and docker-compose.yml, so the production tests
 * start the processes with exactly the commands and variables the image uses.
 * No Docker engine runs here (README "Docker"): these files are checked by
 * reading them. The readers cover the subset of the two formats we write.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface Instruction {
  op: string
  args: string
}

export interface Stage {
  from: string
  name: string
  instructions: Instruction[]
}

/** The Dockerfile as stages of instructions (continuation lines joined, comments dropped). */
export function readDockerfile(text = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')): Stage[] {
  const logical: string[] = []
  let pending = ''
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (pending === '' && (line === '' || line.startsWith('#'))) continue
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1).trim()} `
      continue
    }
    logical.push(pending + line)
    pending = ''
  }
  const stages: Stage[] = []
  for (const line of logical) {
    const [, op = '', args = ''] = line.match(/^(\S+)\s*(.*)$/) ?? []
    const upper = op.toUpperCase()
    if (upper === 'FROM') {
      const [from = '', , name = ''] = args.split(/\s+/)
      stages.push({ from, name, instructions: [] })
      continue
    }
    const stage = stages.at(-1)
    if (!stage) throw new Error(`Dockerfile: ${upper} before FROM`)
    stage.instructions.push({ op: upper, args })
  }
  return stages
}

/** The instructions of one kind in a stage. */
export function all(stage: Stage, op: string): string[] {
  return stage.instructions.filter((i) => i.op === op).map((i) => i.args)
}

/** ENV lines of a stage as a record (both `ENV A=1 B=2` and `ENV A 1`). */
export function stageEnv(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {}
  for (const args of all(stage, 'ENV')) {
    if (!args.includes('=')) {
      const [key = '', ...rest] = args.split(/\s+/)
      env[key] = rest.join(' ')
      continue
    }
    for (const pair of args.match(/\S+=("[^"]*"|\S*)/g) ?? []) {
      const at = pair.indexOf('=')
      env[pair.slice(0, at)] = unquote(pair.slice(at + 1))
    }
  }
  return env
}

/** An exec-form CMD / ENTRYPOINT (a JSON array). */
export function execForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args)
  if (!Array.isArray(parsed) || !parsed.every((a) => typeof a === 'string')) {
    throw new Error(`not an exec-form command: ${args}`)
  }
  return parsed
}

export type Yaml = string | Yaml[] | { [key: string]: Yaml }

function unquote(value: string): string {
  const v = value.trim()
  if ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith("'") && v.endsWith("'"))) return v.slice(1, -1)
  return v
}

function scalar(value: string): Yaml {
  const v = value.trim()
  if (v.startsWith('[')) {
    const parsed: unknown = JSON.parse(v)
    if (!Array.isArray(parsed)) throw new Error(`bad flow sequence ${v}`)
    return parsed.map(String)
  }
  return unquote(v)
}

/**
 * The block-style YAML of a compose file: mappings, sequences of scalars,
 * JSON-style flow sequences and plain or quoted scalars. Anything else throws.
 */
export function readYaml(text: string): Yaml {
  const lines = text
    .split('\n')
    .map((raw) => raw.replace(/\s+#.*$/, ''))
    .filter((raw) => raw.trim() !== '' && !raw.trim().startsWith('#'))
    .map((raw) => ({ indent: raw.length - raw.trimStart().length, text: raw.trim() }))
  let at = 0

  function block(indent: number): Yaml {
    const first = lines[at]
    if (!first || first.indent < indent) return ''
    if (first.text.startsWith('- ')) {
      const list: Yaml[] = []
      while (lines[at] && lines[at]?.indent === first.indent && lines[at]?.text.startsWith('- ')) {
        list.push(scalar(lines[at]?.text.slice(2) ?? ''))
        at += 1
      }
      return list
    }
    const map: { [key: string]: Yaml } = {}
    while (lines[at] && lines[at]?.indent === first.indent) {
      const line = lines[at]?.text ?? ''
      const match = line.match(/^([\w.-]+):(?:\s+(.*))?$/)
      if (!match) throw new Error(`compose: cannot read "${line}"`)
      at += 1
      const [, key = '', value] = match
      map[key] = value === undefined ? block(first.indent + 1) : scalar(value)
    }
    if (lines[at] && (lines[at]?.indent ?? 0) > first.indent)
      throw new Error(`compose: bad indent at "${lines[at]?.text}"`)
    return map
  }

  return block(0)
}

export interface ComposeService {
  build?: string
  image?: string
  command?: string[]
  environment?: Record<string, string>
  ports?: string[]
  volumes?: string[]
  depends_on?: Record<string, { condition?: string }>
  [key: string]: unknown
}

export function readCompose(text = readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8')): {
  services: Record<string, ComposeService>
  volumes?: Record<string, unknown>
} {
  const doc = readYaml(text)
  if (typeof doc !== 'object' || Array.isArray(doc) || typeof doc.services !== 'object') {
    throw new Error('docker-compose.yml has no services')
  }
  return doc as unknown as { services: Record<string, ComposeService>; volumes?: Record<string, unknown> }
}

/** The image's final stage: what `docker run` starts. */
export function runtimeStage(stages = readDockerfile()): Stage {
  const last = stages.at(-1)
  if (!last) throw new Error('Dockerfile has no stage')
  return last
}
