import * as Type from 'typebox/type'
import { endpoint, NO_CACHE } from '../../endpoint.js'
import { WishBody } from './fields.js'

// A volunteer table as a file: Excel and PDF (docs/wish-exports.md).

/**
 * A file answer, not an envelope: the body is the file itself, with
 * Content-Disposition attachment. The web's request() returns it as a Blob.
 */
const FileAnswer = (description: string) => Type.Unsafe<Blob>({ type: 'string', format: 'binary', description })

export const EXCEL_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const PDF_CONTENT_TYPE = 'application/pdf'

export const wishExecl = endpoint({
  name: 'wishExecl',
  summary: '导出志愿表 Excel',
  path: '/intelligence/wishExecl',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: FileAnswer(EXCEL_CONTENT_TYPE),
  cache: NO_CACHE,
})

export const wishPdf = endpoint({
  name: 'wishPdf',
  summary: '导出志愿表 PDF',
  path: '/intelligence/wishPdf',
  method: 'POST',
  auth: 'user',
  body: WishBody,
  data: FileAnswer(PDF_CONTENT_TYPE),
  cache: NO_CACHE,
})
