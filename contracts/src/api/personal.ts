import * as Type from 'typebox/type'
import { API_PREFIX, endpoint, NO_CACHE } from '../endpoint.js'
import { EmptyBody } from '../schemas.js'

/**
 * The personal centre's head image (docs/spec-rules.md, Calls: User uploadHeadImg). The upload
 * is the one call whose body is multipart/form-data (one part named
 * `file`): the bff passes exactly this path's multipart bodies through,
 * still behind its CSRF checks, and the upstream keeps the image under its
 * DATA_DIR. The image itself is read with a GET of headImageUrl(fileId).
 */

/** Business refusals of the head image calls (HTTP 200, code != 0). */
export const HEAD_IMAGE_REFUSAL_CODE = {
  noFile: 1865,
  notImage: 1866,
  tooLarge: 1867,
} as const

/** The largest head image accepted, in bytes (2 MB). */
export const HEAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024
/** The multipart part that carries the image. */
export const HEAD_IMAGE_FIELD = 'file'
/** What the upstream accepts, decided by the file's first bytes, never by its name or declared type. */
export const HEAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type HeadImageType = (typeof HEAD_IMAGE_TYPES)[number]

/** Where an uploaded head image is read (GET, the owner's session only): /web/user/headImg/<fileId>. */
export const HEAD_IMAGE_PATH = '/web/user/headImg'
/** A file id: 32 lowercase hex digits, new for every upload (so a new image never hides behind a cached old one). */
export const HEAD_IMAGE_ID_PATTERN = '^[0-9a-f]{32}$'

export function headImageUrl(fileId: string): string {
  return `${API_PREFIX}${HEAD_IMAGE_PATH}/${fileId}`
}

export const HeadImage = Type.Object({
  fileId: Type.String({ pattern: HEAD_IMAGE_ID_PATTERN }),
  /** The path under the site to show it from (headImageUrl). */
  url: Type.String(),
  type: Type.String(),
  bytes: Type.Integer({ minimum: 1 }),
  updatedAt: Type.Integer(),
})

export const uploadHeadImg = endpoint({
  name: 'uploadHeadImg',
  summary: '上传头像（multipart/form-data，字段 file；JPEG、PNG 或 WebP，不超过 2MB）',
  path: '/web/user/uploadHeadImg',
  method: 'POST',
  auth: 'user',
  /** The body is multipart, not JSON: this schema only documents that no JSON fields are read. */
  body: EmptyBody,
  data: HeadImage,
  cache: NO_CACHE,
})

export const queryHeadImg = endpoint({
  name: 'queryHeadImg',
  summary: '我的头像（没有时为 null）',
  path: '/web/user/queryHeadImg',
  method: 'POST',
  auth: 'user',
  body: EmptyBody,
  data: Type.Union([HeadImage, Type.Null()]),
  cache: NO_CACHE,
})
