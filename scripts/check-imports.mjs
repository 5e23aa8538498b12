// `node scripts/check-imports.mjs`: the source layout rules, checked over every workspace that opts in below and e2e/.
// - No import circle (static or type-only imports; an import() runs later and may close one).
// - In the web, no feature imports another (docs/web-features.md: shared code lives in api/, components/, lib/,
//   stores/).
// - No source file over 400 lines, except the generated and data files listed here by name.
// scripts/check-imports.test.mjs runs it in `npm run test:scripts`; each finding names the files.
import { relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { crossFeatureImports, importCircles, importGraph, longFiles } from './lib/import-graph.mjs'
import { root } from './lib/paths.mjs'

export const MAX_LINES = 400

/** The folders checked, and where a folder has features, their parent. */
export const CHECKED = [
  { folder: 'web/src', features: 'web/src/features' },
  { folder: 'web/build' },
  { folder: 'web/test' },
  { folder: 'contracts/src' },
  { folder: 'contracts/test' },
  { folder: 'bff/src' },
  { folder: 'bff/test' },
  // The end-to-end suite and its helpers (e2e/support): a long suite splits by page or flow (docs/testing.md).
  { folder: 'e2e' },
]

/** Files allowed past MAX_LINES: generated, or data rather than code. */
export const LONG_FILES_ALLOWED = [
  // TanStack Router writes it from web/src/routes on every build.
  'web/src/routeTree.gen.ts',
]

const at = (path) => `${root}/${path}`
const shown = (file) => relative(root, file)

/** Every finding over the checked folders, as one line of text each; none when the layout holds. */
export function layoutFindings(checked = CHECKED) {
  const findings = []
  for (const { folder, features } of checked) {
    const graph = importGraph(at(folder))
    for (const circle of importCircles(graph)) findings.push(`import circle: ${circle.map(shown).join(' → ')}`)
    if (features) {
      for (const { file, target } of crossFeatureImports(graph, at(features))) {
        findings.push(`feature imports another feature: ${shown(file)} → ${shown(target)}`)
      }
    }
    for (const { file, lines } of longFiles([...graph.keys()], MAX_LINES)) {
      if (!LONG_FILES_ALLOWED.includes(shown(file))) {
        findings.push(`over ${MAX_LINES} lines: ${shown(file)} (${lines})`)
      }
    }
  }
  return findings
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const findings = layoutFindings()
  for (const finding of findings) console.log(finding)
  console.log(`check-imports: ${findings.length} finding(s)`)
  process.exit(findings.length > 0 ? 1 : 0)
}
