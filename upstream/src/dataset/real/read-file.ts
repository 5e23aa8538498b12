import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Static, TSchema } from 'typebox'
import Compile from 'typebox/compile'

export class RealDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`upstream/data/real has ${problems.length} problem(s):\n${problems.slice(0, 50).join('\n')}`)
    this.name = 'RealDataError'
  }
}

const validators = new Map<TSchema, ReturnType<typeof Compile>>()
function compiled(schema: TSchema): ReturnType<typeof Compile> {
  let validator = validators.get(schema)
  if (!validator) {
    validator = Compile(schema)
    validators.set(schema, validator)
  }
  return validator
}

/**
 * Reads one published file and checks it against its schema; throws a
 * RealDataError naming the file, the row and the field of the first problems
 * (`admissions/江苏-2025.json/rows/12/6: must be integer`).
 */
export function readValidated<S extends TSchema>(dir: string, file: string, schema: S): Static<S> {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  } catch (error) {
    throw new RealDataError([`${file}: ${error instanceof Error ? error.message : String(error)}`])
  }
  const validator = compiled(schema)
  if (!validator.Check(json)) {
    throw new RealDataError(
      validator
        .Errors(json)
        .slice(0, 5)
        .map((e) => `${file}${e.instancePath}: ${e.message}`),
    )
  }
  return json as Static<S>
}

/** The URL a row's `sourceUrl` index points at; an index past the list is a problem of the file. */
export function sourceUrlAt(file: string, urls: readonly string[], index: number, row: number): string {
  const found = urls[index]
  if (found === undefined) throw new RealDataError([`${file}/rows/${row}: sourceUrl ${index} is not in sourceUrls`])
  return found
}
