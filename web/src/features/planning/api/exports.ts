import { wishExecl, wishPdf } from '@gaokao/contracts'
import { call } from '../../../lib/api-client'
import { saveFile } from '../lib/save-file'

/** Downloads a table as Excel or PDF: the upstream answers the file, request() hands it over as a Blob. */
export async function exportWish(wishId: number, name: string, kind: 'xlsx' | 'pdf'): Promise<string> {
  const blob = await call(kind === 'xlsx' ? wishExecl : wishPdf, { wishId })
  const fileName = `${name}.${kind}`
  saveFile(blob, fileName)
  return fileName
}
