import {
  addWish,
  apiPath,
  choiceSchoolList,
  type Endpoint,
  EXCEL_CONTENT_TYPE,
  fillVolunteer,
  PDF_CONTENT_TYPE,
  PLANNING_REFUSAL_CODE,
  queryVolunteer,
  TOKEN_HEADER,
  wishExecl,
  wishPdf,
} from '@gaokao/contracts'
import ExcelJS from 'exceljs'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'
import { usePlanningApi } from './support/planning-api.js'

const { upstream, post, login } = usePlanningApi()

describe('exports', () => {
  let token: string
  let wishId: number
  let schools: string[]
  beforeAll(async () => {
    token = await login('13800000001')
    wishId = (await post(addWish, { name: '导出用', batch: '本科批' }, token)).data.id
    const groups = (await post(choiceSchoolList, { pageSize: 12, band: '保' }, token)).data.list
    for (const g of groups)
      await post(fillVolunteer, { wishId, schoolId: g.key.schoolId, groupCode: g.key.groupCode }, token)
    schools = (await post(queryVolunteer, { wishId }, token)).data.lines.map(
      (l: { school: { name: string } }) => l.school.name,
    )
  })

  const file = (endpoint: Endpoint, t = token) =>
    upstream().inject({ method: 'POST', url: apiPath(endpoint), payload: { wishId }, headers: { [TOKEN_HEADER]: t } })

  it('answers Excel as an attachment holding the student and every line', async () => {
    const res = await file(wishExecl)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(EXCEL_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="wish-${wishId}.xlsx"; filename*=UTF-8''${encodeURIComponent('导出用.xlsx')}`,
    )
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('志愿表')
    const cells: string[] = []
    sheet?.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))))
    expect(cells).toEqual(expect.arrayContaining(['考生', '张明', '省份', '江苏', '分数', '612', '位次']))
    for (const name of schools) expect(cells).toContain(name)
  })

  it('answers a PDF whose text is Chinese and holds the student and every line', async () => {
    const res = await file(wishPdf)
    expect(res.headers['content-type']).toBe(PDF_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toContain('attachment;')
    const pdf = await getDocumentProxy(new Uint8Array(res.rawPayload))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('志愿表：导出用')
    expect(text).toContain('考生：张明')
    expect(text).toContain('省份：江苏')
    expect(text).toContain('分数：612')
    for (const name of schools) expect(text).toContain(name)
  })

  it('refuses someone else’s table as an envelope, and a missing login with 401', async () => {
    const other = await login('13800000002')
    const res = await file(wishPdf, other)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ code: PLANNING_REFUSAL_CODE.wishNotFound, msg: '志愿表不存在', data: null })
    const anonymous = await upstream().inject({ method: 'POST', url: apiPath(wishExecl), payload: { wishId } })
    expect(anonymous.statusCode).toBe(401)
  })
})
