#!/usr/bin/env node
// Copies the published gaokao data into upstream/data/real, byte for byte, and
// writes its NOTICE. Re-runnable: a later refresh of the source folder is this
// one command. Why plain JSON and not gzip: docs/real-data.md.
//
//   node upstream/scripts/import-real-data.mjs [source folder]
//
// The source folder defaults to ../shared/data/real beside the repository.
// Every file the source's manifest.json lists is read and checked (valid
// JSON, the manifest's row count) before anything is written; shipped JSON
// files the manifest no longer lists are removed.

import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const upstreamDir = fileURLToPath(new URL('..', import.meta.url))
const target = join(upstreamDir, 'data', 'real')
const source = resolve(process.argv[2] ?? join(upstreamDir, '..', '..', 'shared', 'data', 'real'))

function fail(message) {
  console.error(`import-real-data: ${message}`)
  process.exit(1)
}

/** Rows of a compact file: `rows`, or the triples of every track in `categories` (rank tables). */
function rowCount(json) {
  if (Array.isArray(json.rows)) return json.rows.length
  if (json.categories && typeof json.categories === 'object') {
    return Object.values(json.categories).reduce((sum, rows) => sum + rows.length, 0)
  }
  return undefined
}

let manifestBytes
try {
  manifestBytes = readFileSync(join(source, 'manifest.json'))
} catch {
  fail(`no manifest.json in ${source} (give the folder holding it as the first argument)`)
}
const manifest = JSON.parse(manifestBytes.toString('utf8'))
const origin = /^([\w.-]+\/[\w.-]+)@([0-9a-f]{40})\b/.exec(manifest.from ?? '')
if (!origin) fail(`manifest.json "from" names no repository@commit: ${manifest.from}`)

const files = manifest.files.map(({ file, rows }) => {
  if (file.includes('..') || file.startsWith('/')) fail(`manifest lists a path outside the folder: ${file}`)
  const bytes = readFileSync(join(source, file))
  const count = rowCount(JSON.parse(bytes.toString('utf8')))
  if (count !== rows) fail(`${file}: ${count} rows, the manifest says ${rows}`)
  return { file, bytes }
})

mkdirSync(target, { recursive: true })
const listed = new Set(['manifest.json', ...files.map((f) => f.file)])
const stale = readdirSync(target, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => relative(target, join(entry.parentPath, entry.name)))
  .filter((file) => !listed.has(file))
for (const file of stale) rmSync(join(target, file))

for (const { file, bytes } of [...files, { file: 'manifest.json', bytes: manifestBytes }]) {
  mkdirSync(dirname(join(target, file)), { recursive: true })
  writeFileSync(join(target, file), bytes)
}
writeFileSync(join(target, 'NOTICE'), notice(origin[1], origin[2]))

console.log(
  `import-real-data: ${files.length} files and manifest.json from ${source} (${origin[1]}@${origin[2].slice(0, 7)})` +
    (stale.length > 0 ? `; removed ${stale.join(', ')}` : ''),
)

function notice(repository, commit) {
  return `upstream/data/real: published gaokao data

Every file in this folder except this NOTICE is an unchanged copy of a data
file of the open-source project ${repository}, commit
${commit},
which gathered the figures from the official pages each file names (its
sourceUrl fields). The figures are public facts; the files are used under
that project's MIT licence:

MIT License

Copyright (c) 2026 gaokao-advisor contributors

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`
}
