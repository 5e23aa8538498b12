// `node scripts/check-comments.mjs`: no source file cites what a reader of the repository cannot open. Neither the
// product specification nor the issue tracker is in the repository, so a comment says the reason itself or names
// the docs/ file that does (docs/spec-rules.md holds the specification's rules the code implements).
// scripts/check-comments.test.mjs runs it in `npm run test:scripts`; each finding names the file and line.
//
// What counts as a citation:
// - Anywhere in the file (comments, test names, log lines): the section sign followed by a number, or "spec"
//   followed by the section sign; "issue", "issues", "PR" or "pull request" followed by a number, with or
//   without '#' (not "issues 6-digit codes", the verb).
// - In comments only (strings hold CSS colours and HTML entities): '#' followed by digits, unless it is a colour
//   (3, 4, 6 or 8 digits) or an entity ('&#39;'); "the issue" as a noun, "issue:" and 'issue "…"'. The verb
//   stays free ("the bff issues a session").
import { readFileSync } from 'node:fs'
import { extname, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import ts from 'typescript'
import { sourceFiles } from './lib/import-graph.mjs'
import { root } from './lib/paths.mjs'

/** The folders checked: every workspace, the end-to-end suite and the root scripts. */
export const CHECKED = ['contracts', 'upstream', 'bff', 'web', 'e2e', 'scripts']

/** This check and its test quote the patterns they look for. */
const SELF = ['scripts/check-comments.mjs', 'scripts/check-comments.test.mjs']

const SKIPPED = [/^bff\/bench\/\.scratch\//, /^upstream\/data\//]

const ANYWHERE = [
  { pattern: /\bspec\s*§|§\s*\d/i, what: 'cites the specification by section' },
  { pattern: /\b(?:issues?|PR|pull request)\s*#?\d+(?![\w-])/i, what: 'cites an issue number' },
]

const IN_COMMENTS = [
  { pattern: /(?<![\w&#])#(?!(?:\d{3}|\d{4}|\d{6}|\d{8})(?![\w-]))\d+(?![\w-])/, what: 'cites an issue number' },
  { pattern: /\bthe issue\b|\bissue\s*[:"“]/i, what: 'cites the issue tracker' },
]

/** The comments of a script or stylesheet, each with the line it starts on (1-based). */
export function commentsOf(fileName, text) {
  if (extname(fileName) === '.css') {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ text: m[0], line: lineAt(text, m.index) }))
  }
  // TypeScript's own parser, so that '//' in a URL or '/*' in a string is not taken for a comment.
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName))
  const seen = new Map()
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (!seen.has(range.pos)) seen.set(range.pos, { text: text.slice(range.pos, range.end), line: 0 })
    }
  }
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.pos))
    collect(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...seen.entries()].sort(([a], [b]) => a - b).map(([pos, c]) => ({ text: c.text, line: lineAt(text, pos) }))
}

/** Every citation in one file's text, as "file:line: what: the words". */
export function citationFindings(fileName, text) {
  const findings = []
  const report = (line, what, match) => findings.push(`${fileName}:${line}: ${what}: ${match.trim()}`)
  text.split('\n').forEach((lineText, index) => {
    for (const { pattern, what } of ANYWHERE) {
      const match = lineText.match(pattern)
      if (match) report(index + 1, what, match[0])
    }
  })
  for (const comment of commentsOf(fileName, text)) {
    comment.text.split('\n').forEach((lineText, offset) => {
      for (const { pattern, what } of IN_COMMENTS) {
        const match = lineText.match(pattern)
        if (match) report(comment.line + offset, what, match[0])
      }
    })
  }
  return findings
}

/** Every citation over the checked folders; none when every comment stands on its own. */
export function commentFindings(folders = CHECKED) {
  const findings = []
  for (const folder of folders) {
    for (const file of sourceFiles(`${root}/${folder}`)) {
      const shown = relative(root, file)
      if (SELF.includes(shown) || SKIPPED.some((skip) => skip.test(shown))) continue
      findings.push(...citationFindings(shown, readFileSync(file, 'utf8')))
    }
  }
  return findings
}

function lineAt(text, index) {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

function scriptKind(fileName) {
  if (fileName.endsWith('.tsx')) return ts.ScriptKind.TSX
  if (/\.(mjs|js|cjs)$/.test(fileName)) return ts.ScriptKind.JS
  return ts.ScriptKind.TS
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const findings = commentFindings()
  for (const finding of findings) console.log(finding)
  console.log(`check-comments: ${findings.length} finding(s)`)
  process.exit(findings.length > 0 ? 1 : 0)
}
