import type { HeadImageType } from '@gaokao/contracts'

/**
 * An image's type from its first bytes (its "magic number"), never from its
 * name or the type the browser declared: a renamed script stays refused.
 */
export function sniffImageType(bytes: Uint8Array): HeadImageType | undefined {
  const starts = (signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp'
  }
  return undefined
}
