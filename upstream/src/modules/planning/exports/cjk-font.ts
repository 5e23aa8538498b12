import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/**
 * A Simplified Chinese font for the PDF export that `npm install` brings:
 * Noto Sans SC (TrueType, OFL) from @expo-google-fonts/noto-sans-sc. When the
 * package is missing, Debian's fonts-noto-cjk (a TrueType collection) is the
 * fallback. pdfkit embeds only the glyphs a document uses.
 */
export interface CjkFont {
  readonly source: string
  readonly data: Buffer
  /** The face to use inside a collection (.ttc). */
  readonly family?: string
}

const PACKAGE_FONT = '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'
const DEBIAN_FONTS: readonly { path: string; family: string }[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
  { path: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc', family: 'NotoSansCJKsc-Regular' },
]

let cached: CjkFont | undefined

/** The font, read once and kept (about 10 MB). Throws when neither source exists. */
export function cjkFont(): CjkFont {
  if (cached) return cached
  cached = findFont()
  return cached
}

function findFont(): CjkFont {
  try {
    const path = createRequire(import.meta.url).resolve(PACKAGE_FONT)
    return { source: path, data: readFileSync(path) }
  } catch {
    for (const font of DEBIAN_FONTS) {
      if (existsSync(font.path)) return { source: font.path, data: readFileSync(font.path), family: font.family }
    }
  }
  throw new Error(
    `no Chinese font: install ${PACKAGE_FONT.split('/').slice(0, 2).join('/')} or Debian's fonts-noto-cjk`,
  )
}
