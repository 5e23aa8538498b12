import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/**
 * The house rule (docs/web-features.md, "Texts"): every Chinese string the user sees comes from contracts. This
 * lists the Chinese string literals and JSX texts left anywhere in web/src (features, shared layer, routes, app
 * files); type literals (a union of the upstream's values) and the files' comments are not texts.
 */
const SRC = join(import.meta.dirname, '../src')
/** Dictionary codes the form compares its values with, not texts: they are the values the upstream stores. */
const ALLOWED = new Map([['features/account/lib/student-form.ts', ['汉族', '其他']]])
const CJK = /[\u4e00-\u9fff]/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

function chineseLiterals(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isLiteralTypeNode(node)) return
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isJsxText(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)) &&
      CJK.test(node.text)
    ) {
      found.push(node.text.trim())
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe('Chinese texts outside contracts', () => {
  it('web/src has none', () => {
    const left = sources(SRC).flatMap((path) => {
      const name = relative(SRC, path).split(sep).join('/')
      const allowed = ALLOWED.get(name) ?? []
      return chineseLiterals(path)
        .filter((text) => !allowed.includes(text))
        .map((text) => `${name}: ${text}`)
    })
    expect(left).toEqual([])
    // It parses every source file of web/src: beside the other suites on a loaded machine that took over 5 s.
  }, 60_000)
})
