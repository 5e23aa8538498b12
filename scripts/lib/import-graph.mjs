// The import graph of a source folder, read with TypeScript's own parser (a regex would also match
// imports quoted in comments and strings), and the three layout rules read off it: no import circle,
// no feature importing another feature, no file over a line limit. docs/web-features.md says why.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import ts from 'typescript'

const SOURCE = /\.(ts|tsx|mts|mjs|js|css)$/
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.vite'])

/** Every source file (scripts and stylesheets) under a folder, sorted. */
export function sourceFiles(folder) {
  const found = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...sourceFiles(path))
    } else if (SOURCE.test(entry.name)) found.push(path)
  }
  return found.sort()
}

/**
 * What a module imports: `static` (import/export … from, side-effect imports), `type` (wholly type-only, erased
 * by TypeScript) and `dynamic` (import()).
 */
export function importsOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, scriptKind(fileName))
  const found = []
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteral(node.moduleSpecifier)) {
        found.push({ specifier: node.moduleSpecifier.text, kind: isTypeOnly(node) ? 'type' : 'static' })
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteralLike(argument)) found.push({ specifier: argument.text, kind: 'dynamic' })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

const scriptKind = (fileName) => (fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)

function isTypeOnly(node) {
  if (ts.isExportDeclaration(node)) return node.isTypeOnly
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  // `import { type A, type B } from` is erased too; `import {} from` and a default import are not.
  const bindings = clause.namedBindings
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  )
}

const SCRIPT_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js']
/** NodeNext sources name their imports as they will be emitted: './x.js' is './x.ts' in the source tree. */
const EMITTED = [
  ['.js', ['.ts', '.tsx']],
  ['.mjs', ['.mts']],
  ['.jsx', ['.tsx']],
]

const isFile = (path) => existsSync(path) && statSync(path).isFile()

/** The file a relative import names, or undefined for a package (or a file that does not exist). */
export function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined
  const base = resolve(dirname(fromFile), specifier.replace(/[?#].*$/, ''))
  const candidates = [base]
  for (const [emitted, sources] of EMITTED) {
    if (base.endsWith(emitted)) candidates.push(...sources.map((ext) => base.slice(0, -emitted.length) + ext))
  }
  candidates.push(...SCRIPT_EXTENSIONS.map((ext) => base + ext))
  candidates.push(...SCRIPT_EXTENSIONS.map((ext) => join(base, `index${ext}`)))
  return candidates.find(isFile)
}

/** Every source file of a folder with the files it imports inside the repository. */
export function importGraph(folder) {
  const graph = new Map()
  for (const file of sourceFiles(folder)) {
    const edges = []
    if (!file.endsWith('.css')) {
      for (const { specifier, kind } of importsOf(file, readFileSync(file, 'utf8'))) {
        const target = resolveImport(file, specifier)
        if (target) edges.push({ target, specifier, kind })
      }
    }
    graph.set(file, edges)
  }
  return graph
}

/**
 * Import circles among the files of a graph, one per strongly connected set (Tarjan), each as a path that starts
 * and ends at its first file in sort order. Only the given kinds of import count: a type-only import is erased and
 * an import() runs later, so neither makes modules evaluate in a circle, but madge and readers count them too.
 */
export function importCircles(graph, kinds = ['static', 'type']) {
  const next = (file) =>
    (graph.get(file) ?? []).filter((edge) => kinds.includes(edge.kind) && graph.has(edge.target)).map((e) => e.target)
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const sets = []
  let counter = 0
  const connect = (file) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of next(file)) {
      if (!index.has(target)) {
        connect(target)
        low.set(file, Math.min(low.get(file), low.get(target)))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)))
    }
    if (low.get(file) === index.get(file)) {
      const set = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        set.push(member)
      } while (member !== file)
      if (set.length > 1 || next(file).includes(file)) sets.push(set.sort())
    }
  }
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file)
  return sets.map((set) => circleThrough(set, next)).sort((a, b) => a[0].localeCompare(b[0]))
}

/** The shortest way round from a set's first file back to itself, staying inside the set (breadth first). */
function circleThrough(set, next) {
  const members = new Set(set)
  const start = set[0]
  const cameFrom = new Map()
  const queue = [start]
  while (queue.length > 0) {
    const file = queue.shift()
    for (const target of next(file).filter((t) => members.has(t))) {
      if (target === start) {
        const path = [file]
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]))
        return [...path, start]
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, file)
        queue.push(target)
      }
    }
  }
  return [...set, start]
}

/** The feature a file belongs to: the folder right under `featuresFolder`, or undefined outside it. */
export function featureOf(file, featuresFolder) {
  const inside = relative(featuresFolder, file)
  if (inside.startsWith('..') || inside === '') return undefined
  const [feature, ...rest] = inside.split(sep)
  return rest.length > 0 ? feature : undefined
}

/** Imports (of any kind) from one feature's files into another feature's. */
export function crossFeatureImports(graph, featuresFolder) {
  const found = []
  for (const [file, edges] of graph) {
    const from = featureOf(file, featuresFolder)
    if (!from) continue
    for (const { target, specifier } of edges) {
      const to = featureOf(target, featuresFolder)
      if (to && to !== from) found.push({ file, target, specifier })
    }
  }
  return found
}

/** Files longer than `maxLines` lines, with their length. */
export function longFiles(files, maxLines) {
  return files
    .map((file) => ({ file, lines: lineCount(readFileSync(file, 'utf8')) }))
    .filter(({ lines }) => lines > maxLines)
}

/** Lines as an editor numbers them: a final newline does not start another. */
export const lineCount = (text) => (text === '' ? 0 : text.replace(/\n$/, '').split('\n').length)
