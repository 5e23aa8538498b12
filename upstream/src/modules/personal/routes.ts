import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import multipart from '@fastify/multipart'
import {
  apiPath,
  type DataOf,
  ERROR_TEXT,
  HEAD_IMAGE_FIELD,
  HEAD_IMAGE_ID_PATTERN,
  HEAD_IMAGE_MAX_BYTES,
  HEAD_IMAGE_PATH,
  HEAD_IMAGE_REFUSAL_CODE,
  headImageUrl,
  okEnvelope,
  PERSONAL_TEXT,
  queryHeadImg,
  SuccessEnvelope,
  uploadHeadImg,
} from '@gaokao/contracts'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ApiError } from '../../lib/api-error.js'
import { implement } from '../../lib/implement.js'
import { sniffImageType } from './image-type.js'
import { readingMultipart } from './multipart-read.js'
import { type HeadImageRow, personalQueries } from './queries.js'

type HeadImage = NonNullable<DataOf<typeof queryHeadImg>>

export interface PersonalOptions {
  /** The upstream's DATA_DIR: head images live in its head-images folder. */
  dataDir: string
}

/** The folder under DATA_DIR that holds head images, one file per upload id. */
export const HEAD_IMAGE_DIR = 'head-images'
const FILE_ID = new RegExp(HEAD_IMAGE_ID_PATTERN)

function userOf(request: FastifyRequest): number {
  if (request.userId === undefined) throw new Error('authenticate did not run')
  return request.userId
}

function toHeadImage(row: HeadImageRow): HeadImage {
  return {
    fileId: row.file_id,
    url: headImageUrl(row.file_id),
    type: row.type,
    bytes: row.bytes,
    updatedAt: row.updated_at,
  }
}

/**
 * The head image (docs/spec-rules.md, Calls: uploadHeadImg): a multipart upload of one image
 * (JPEG, PNG or WebP by its first bytes, at most 2 MB), kept as a file under
 * DATA_DIR, and read back by its owner only. Encapsulated: the multipart
 * parser exists only in this module.
 */
export default async function personalRoutes(app: FastifyInstance, options: PersonalOptions): Promise<void> {
  const folder = join(options.dataDir, HEAD_IMAGE_DIR)
  mkdirSync(folder, { recursive: true })
  const fileOf = (fileId: string) => join(folder, fileId)

  const q = personalQueries(app.userDb, app.userDialect)

  await app.register(multipart, {
    limits: { fileSize: HEAD_IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
    throwFileSizeLimit: false,
  })

  app.route({
    method: 'POST',
    url: apiPath(uploadHeadImg),
    schema: { response: { 200: SuccessEnvelope(uploadHeadImg.data) } },
    preHandler: app.authenticate,
    handler: async (request) => {
      const userId = userOf(request)
      if (!request.isMultipart()) {
        throw ApiError.refuse(HEAD_IMAGE_REFUSAL_CODE.noFile, PERSONAL_TEXT.noFile)
      }
      const upload = await readingMultipart(request, async () => {
        const part = await request.file()
        if (!part || part.fieldname !== HEAD_IMAGE_FIELD) {
          part?.file.resume()
          return undefined
        }
        return { bytes: await part.toBuffer(), truncated: part.file.truncated }
      })
      if (!upload) throw ApiError.refuse(HEAD_IMAGE_REFUSAL_CODE.noFile, PERSONAL_TEXT.noFile)
      const { bytes, truncated } = upload
      if (truncated) throw ApiError.refuse(HEAD_IMAGE_REFUSAL_CODE.tooLarge, PERSONAL_TEXT.tooLarge)
      if (bytes.length === 0) throw ApiError.refuse(HEAD_IMAGE_REFUSAL_CODE.noFile, PERSONAL_TEXT.noFile)
      const type = sniffImageType(bytes)
      if (!type) throw ApiError.refuse(HEAD_IMAGE_REFUSAL_CODE.notImage, PERSONAL_TEXT.notImage)

      const fileId = randomBytes(16).toString('hex')
      const temporary = `${fileOf(fileId)}.part`
      await writeFile(temporary, bytes)
      await rename(temporary, fileOf(fileId))
      const saved: HeadImageRow = { file_id: fileId, type, bytes: bytes.length, updated_at: app.now() }
      const previous = await q.save(userId, saved)
      if (previous) await rm(fileOf(previous.file_id), { force: true })
      return okEnvelope(toHeadImage(saved))
    },
  })

  implement(app, queryHeadImg, async ({ request }) => {
    const row = await q.current(userOf(request))
    return row ? toHeadImage(row) : null
  })

  // The image itself: only its owner's session reads it, and only the current one.
  app.route({
    method: 'GET',
    url: `${apiPath({ path: HEAD_IMAGE_PATH })}/:fileId`,
    preHandler: app.authenticate,
    handler: async (request, reply) => {
      const { fileId } = request.params as { fileId: string }
      const row = await q.current(userOf(request))
      if (!FILE_ID.test(fileId) || !row || row.file_id !== fileId) throw ApiError.notFound(ERROR_TEXT.notFound)
      const bytes = await readFile(fileOf(fileId))
      return reply
        .type(row.type)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  })
}
