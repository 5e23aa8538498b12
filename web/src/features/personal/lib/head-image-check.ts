import { HEAD_IMAGE_MAX_BYTES, HEAD_IMAGE_TYPES, PERSONAL_TEXT } from '@gaokao/contracts'

/**
 * The browser's own check before an upload, to spare the user a wasted
 * upload: the declared type and the size. The upstream judges again, by the
 * file's bytes, and its word is final.
 */
export function headImageProblem(file: { type: string; size: number }): string | undefined {
  if (file.size === 0) return PERSONAL_TEXT.noFile
  if (!(HEAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return PERSONAL_TEXT.notImage
  if (file.size > HEAD_IMAGE_MAX_BYTES) return PERSONAL_TEXT.tooLarge
  return undefined
}
