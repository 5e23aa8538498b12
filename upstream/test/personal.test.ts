import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  apiPath,
  type DataOf,
  ERROR_CODE,
  HEAD_IMAGE_MAX_BYTES,
  HEAD_IMAGE_REFUSAL_CODE,
  headImageUrl,
  loginByPassWord,
  PERSONAL_TEXT,
  queryHeadImg,
  SuccessEnvelope,
  sendVerifyCode,
  TOKEN_HEADER,
  uploadHeadImg,
  userRegistration,
} from '@gaokao/contracts'
import type { FastifyInstance } from 'fastify'
import Value from 'typebox/value'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sniffImageType } from '../src/modules/personal/image-type.js'
import { HEAD_IMAGE_DIR } from '../src/modules/personal/routes.js'
import { buildTestUpstream, removeDataDir, tempDataDir, testConfig } from './helpers.js'

let app: FastifyInstance
let dataDir: string
const md5 = (s: string) => createHash('md5').update(s).digest('hex')

beforeAll(async () => {
  dataDir = tempDataDir()
  app = await buildTestUpstream(testConfig({ DATA_DIR: dataDir, DEMO_MODE: 'on' }))
  await app.ready()
})
afterAll(async () => {
  await app.close()
  removeDataDir(dataDir)
})

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 ')])

function multipart(parts: { name: string; filename?: string; type?: string; body: Buffer }[]) {
  const boundary = '----gaokao-test-boundary'
  const chunks: Buffer[] = []
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`
    chunks.push(Buffer.from(head), p.body, Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

async function upload(token: string | undefined, body: Buffer, options: { name?: string; filename?: string } = {}) {
  const { payload, contentType } = multipart([
    { name: options.name ?? 'file', filename: options.filename ?? 'avatar.png', type: 'image/png', body },
  ])
  const res = await app.inject({
    method: 'POST',
    url: apiPath(uploadHeadImg),
    payload,
    headers: { 'content-type': contentType, ...(token ? { [TOKEN_HEADER]: token } : {}) },
  })
  const json = res.json() as { code: number; msg: string; data: DataOf<typeof uploadHeadImg> }
  if (json.code === 0) expect(Value.Check(SuccessEnvelope(uploadHeadImg.data), json)).toBe(true)
  return { status: res.statusCode, ...json }
}

async function login(): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: apiPath(loginByPassWord),
    payload: { phone: '13800000002', passWord: md5('demo1234') },
  })
  return (res.json() as { data: { token: string } }).data.token
}

async function newUser(phone: string): Promise<string> {
  const post = async (url: string, payload: object) =>
    (await app.inject({ method: 'POST', url, payload })).json() as { data: Record<string, string> }
  const sent = await post(apiPath(sendVerifyCode), { phone, isSignIn: '1' })
  const reg = await post(apiPath(userRegistration), {
    phone,
    verifyCode: sent.data.demoCode,
    passWord: md5('x1234567'),
  })
  return reg.data.token as string
}

const getImage = (url: string, token?: string) =>
  app.inject({ method: 'GET', url, headers: token ? { [TOKEN_HEADER]: token } : {} })

describe('the head image: upload, read back, replace', () => {
  let token: string

  beforeAll(async () => {
    token = await login()
  })

  it('has none at first', async () => {
    const res = await app.inject({ method: 'POST', url: apiPath(queryHeadImg), headers: { [TOKEN_HEADER]: token } })
    expect(res.json()).toEqual({ code: 0, msg: expect.any(String), data: null })
  })

  it('needs a login', async () => {
    const res = await upload(undefined, PNG)
    expect(res.status).toBe(401)
  })

  it('keeps a PNG under DATA_DIR and serves it back to its owner only', async () => {
    const res = await upload(token, PNG)
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({ type: 'image/png', bytes: PNG.length, url: headImageUrl(res.data.fileId) })
    expect(readFileSync(join(dataDir, HEAD_IMAGE_DIR, res.data.fileId))).toEqual(PNG)

    const image = await getImage(res.data.url, token)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
    expect(image.headers['x-content-type-options']).toBe('nosniff')
    expect(image.rawPayload).toEqual(PNG)

    const listed = await app.inject({ method: 'POST', url: apiPath(queryHeadImg), headers: { [TOKEN_HEADER]: token } })
    expect((listed.json() as { data: { fileId: string } }).data.fileId).toBe(res.data.fileId)

    expect((await getImage(res.data.url)).statusCode).toBe(401)
    const stranger = await newUser('13900000088')
    expect((await getImage(res.data.url, stranger)).statusCode).toBe(404)
    expect(
      (await getImage(`${apiPath({ path: '/web/user/headImg' })}/..%2F..%2Fgaokao.sqlite`, token)).statusCode,
    ).toBe(404)
  })

  it('replaces the image with a new upload and removes the old file', async () => {
    const before = await app.inject({ method: 'POST', url: apiPath(queryHeadImg), headers: { [TOKEN_HEADER]: token } })
    const old = (before.json() as { data: { fileId: string; url: string } }).data
    const res = await upload(token, JPEG, { filename: 'me.jpg' })
    expect(res.data.type).toBe('image/jpeg')
    expect(res.data.fileId).not.toBe(old.fileId)
    expect(existsSync(join(dataDir, HEAD_IMAGE_DIR, old.fileId))).toBe(false)
    expect((await getImage(old.url, token)).statusCode).toBe(404)
    expect((await getImage(res.data.url, token)).statusCode).toBe(200)
  })

  it('refuses what is not an image by its bytes, whatever its name, and what is too large', async () => {
    const script = await upload(token, Buffer.from('<script>alert(1)</script>'), { filename: 'avatar.png' })
    expect([script.status, script.code, script.msg]).toEqual([
      200,
      HEAD_IMAGE_REFUSAL_CODE.notImage,
      '只能上传 JPG、PNG 或 WebP 图片',
    ])
    const big = await upload(token, Buffer.concat([PNG, Buffer.alloc(HEAD_IMAGE_MAX_BYTES)]))
    expect([big.code, big.msg]).toEqual([HEAD_IMAGE_REFUSAL_CODE.tooLarge, '图片不能超过 2MB'])
    const wrongField = await upload(token, PNG, { name: 'image' })
    expect([wrongField.code, wrongField.msg]).toEqual([HEAD_IMAGE_REFUSAL_CODE.noFile, '请选择要上传的图片'])
    const json = await app.inject({
      method: 'POST',
      url: apiPath(uploadHeadImg),
      payload: {},
      headers: { [TOKEN_HEADER]: token },
    })
    expect((json.json() as { code: number }).code).toBe(HEAD_IMAGE_REFUSAL_CODE.noFile)
  })
})

describe('a multipart body that cannot be read: 400 上传的文件格式不正确, never a 500', () => {
  const whole = multipart([{ name: 'file', filename: 'a.png', type: 'image/png', body: PNG }])
  const MALFORMED: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', Buffer.from('x')],
    ['an empty boundary', 'multipart/form-data; boundary=', whole.payload],
    ['a body without the boundary', whole.contentType, Buffer.from('not multipart at all\r\n')],
    ['a body cut short', whole.contentType, whole.payload.subarray(0, whole.payload.length / 2)],
    ['a part whose head never ends', whole.contentType, Buffer.from('------gaokao-test-boundary\r\nContent-Dispo')],
  ]
  let token: string

  beforeAll(async () => {
    token = await login()
  })

  const send = (contentType: string, payload: Buffer) =>
    app.inject({
      method: 'POST',
      url: apiPath(uploadHeadImg),
      payload,
      headers: { 'content-type': contentType, [TOKEN_HEADER]: token },
    })

  it.each(MALFORMED)('%s', async (_label, contentType, payload) => {
    const res = await send(contentType, payload)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(res.json()).toEqual({ code: ERROR_CODE.badRequest, msg: PERSONAL_TEXT.badUpload, data: null })
  })

  it('all of them at once, and a good upload beside them still works', async () => {
    const answers = await Promise.all([
      ...MALFORMED.flatMap(([, contentType, payload]) => [send(contentType, payload), send(contentType, payload)]),
      send(whole.contentType, whole.payload),
    ])
    const good = answers.pop()
    expect(answers.map((a) => [a.statusCode, a.json().msg])).toEqual(answers.map(() => [400, PERSONAL_TEXT.badUpload]))
    expect(good?.json()).toMatchObject({ code: 0, data: { type: 'image/png' } })
  })
})

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(sniffImageType(PNG)).toBe('image/png')
    expect(sniffImageType(JPEG)).toBe('image/jpeg')
    expect(sniffImageType(WEBP)).toBe('image/webp')
    expect(sniffImageType(Buffer.from('GIF89a'))).toBeUndefined()
    expect(sniffImageType(Buffer.from('RIFF0000WAVE'))).toBeUndefined()
    expect(sniffImageType(Buffer.alloc(0))).toBeUndefined()
  })
})
